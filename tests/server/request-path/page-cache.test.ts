import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEMO_PASSWORD, openDatabase } from '@server';
import { reimbursementRecord } from '../../../bench/api-load/records';
import { databases } from '../support/databases';
import type { Envelope } from '../support/harness';

const PAGE = '/api/fn/reimbursement/page';
const SAVE = '/api/fn/reimbursement/save';

type Page = { records: { id: number; createdBy: number; data: { project: string } }[]; total: number };

/** Whether a query's operation tree names `fn_records`. */
function readsRecords(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsRecords);
  if (!node || typeof node !== 'object') return false;
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name === 'fn_records') return true;
  return Object.values(node).some((v) => v && typeof v === 'object' && readsRecords(v));
}

/**
 * Issue 20 "list page API": a list page is answered from the process's page cache while the
 * database's data version stands (SQLite: the connection's; PostgreSQL: the snapshot); any
 * write, through this server or behind its back (another handle, another process, a script),
 * counts at the next request, and no answer crosses users, scopes or companies.
 */
describe.each(databases())('list page cache ($name)', (target) => {
  let app: FastifyInstance;
  let created: Awaited<ReturnType<typeof target.createSeeded>>;
  let recordReads = 0;
  const recorder: KyselyPlugin = {
    transformQuery({ node }) {
      if (readsRecords(node)) recordReads++;
      return node;
    },
    async transformResult({ result }) { return result; },
  };

  const post = async <T = any>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { accesstoken: token } : {}) }, payload: JSON.stringify(body) });
    return res.json() as Envelope<T>;
  };
  const signIn = async (userName: string, tenantId?: string) => {
    const r = await post<{ token: string }>('/api/auth/login', tenantId ? { userName, password: DEMO_PASSWORD, tenantId } : { userName, password: DEMO_PASSWORD });
    if (r.code !== 0) throw new Error(`login ${userName}: ${r.msg}`);
    return r.data.token;
  };
  const save = async (token: string, i: number, project: string) => {
    const r = await post<{ id: number }>(SAVE, { data: { ...reimbursementRecord(i), project } }, token);
    expect(r.code).toBe(0);
    return r.data.id;
  };
  const page = async (token: string, body: Record<string, unknown> = {}) => {
    const r = await post<Page>(PAGE, { current: 1, size: 50, ...body }, token);
    expect(r.code).toBe(0);
    return r.data;
  };
  const projects = (p: Page) => p.records.map((r) => r.data.project);

  beforeAll(async () => {
    process.env.SESSION_CACHE_MS = '3600000';
    created = await target.createSeeded();
    app = await buildApp({ db: { ...created.db, db: created.db.db.withPlugin(recorder) }, dataDir: created.dataDir, distDir: `${created.dataDir}/no-dist`, oidc: null });
  });
  afterAll(async () => {
    delete process.env.SESSION_CACHE_MS;
    await app?.close();
    await created?.drop();
  });

  it('answers a repeated page without reading records, and the same bytes either way', async () => {
    const admin = await signIn('admin', 'acme');
    await save(admin, 1, 'pc-first');
    const ask = () => app.inject({ method: 'POST', url: PAGE, headers: { 'content-type': 'application/json', accesstoken: admin }, payload: { current: 1, size: 20 } });
    // PostgreSQL's version is the cluster's snapshot: a test writing to another database beside
    // this one moves it too (a spare read, never a stale answer), so a pair may need asking again.
    const pairs: number[] = [];
    for (let i = 0; i < 10 && pairs.at(-1) !== 0; i++) {
      const first = await ask();
      recordReads = 0;
      const again = await ask();
      pairs.push(recordReads);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(again.body).data.records.map((r: { data: { project: string } }) => r.data.project)).toContain('pc-first');
    }
    expect(pairs.at(-1)).toBe(0);
    if (target.name === 'sqlite') expect(pairs).toEqual([0]);
  });

  it('a record saved through the server shows at the next request', async () => {
    const admin = await signIn('admin', 'acme');
    expect(projects(await page(admin))).not.toContain('pc-own-write');
    await page(admin);
    await save(admin, 2, 'pc-own-write');
    expect(projects(await page(admin))).toContain('pc-own-write');
  });

  it('a change committed through another database handle (another process, a script) shows at the next request', async () => {
    const admin = await signIn('admin', 'acme');
    const id = await save(admin, 3, 'pc-before');
    expect(projects(await page(admin))).toContain('pc-before');
    expect(projects(await page(admin))).toContain('pc-before');
    const other = openDatabase(target.name === 'sqlite' ? { file: join(created.dataDir, 'app.sqlite') } : { url: created.db.url });
    try {
      const row = await other.db.selectFrom('fn_records').select('data').where('id', '=', id).executeTakeFirstOrThrow();
      const data = { ...(typeof row.data === 'string' ? JSON.parse(row.data) : row.data), project: 'pc-behind' };
      await other.db.updateTable('fn_records').set({ data: target.name === 'sqlite' ? JSON.stringify(data) : data } as never).where('id', '=', id).execute();
    } finally {
      await other.close();
    }
    const after = projects(await page(admin));
    expect(after).toContain('pc-behind');
    expect(after).not.toContain('pc-before');
  });

  it('never answers one user, scope or company from another\'s entry', async () => {
    const admin = await signIn('admin', 'acme');
    const alice = await signIn('alice');
    await save(admin, 4, 'pc-admins');
    await save(alice, 5, 'pc-alices');
    // The administrator's page (scope: all) is cached first; alice (own and involved) asks the same.
    for (let i = 0; i < 2; i++) expect(projects(await page(admin))).toEqual(expect.arrayContaining(['pc-admins', 'pc-alices']));
    for (let i = 0; i < 2; i++) {
      const mine = projects(await page(alice));
      expect(mine).toContain('pc-alices');
      expect(mine).not.toContain('pc-admins');
    }
    // The same user and query in another company.
    const inGlobex = await signIn('admin', 'globex');
    for (let i = 0; i < 2; i++) {
      const r = await post<Page>(PAGE, { current: 1, size: 50 }, inGlobex);
      if (r.code === 0) expect(projects(r.data)).not.toContain('pc-admins');
      else expect(r.code).not.toBe(0);
    }
  });

  it('computes a page once for the same requests that arrive together after a change', async () => {
    const admin = await signIn('admin', 'acme');
    await save(admin, 7, 'pc-together');
    recordReads = 0;
    await page(admin);
    const once = recordReads;
    expect(once).toBeGreaterThan(0);
    // As above, PostgreSQL's version may move under another test's writes: a burst may need repeating.
    // (On SQLite a page is computed within the request's own turn, so a burst rarely overlaps there.)
    const bursts: number[] = [];
    for (let i = 0; i < 10 && bursts.at(-1) !== once; i++) {
      await save(admin, 8 + i, `pc-together-${i}`);
      recordReads = 0;
      const answers = await Promise.all(Array.from({ length: 8 }, () => page(admin)));
      bursts.push(recordReads);
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(projects(answers[0])).toContain(`pc-together-${i}`);
    }
    expect(bursts.at(-1)).toBe(once);
  });

  it('a page filtered differently is its own answer', async () => {
    const admin = await signIn('admin', 'acme');
    await save(admin, 6, 'pc-filtered-zeta');
    const all = await page(admin);
    const only = await page(admin, { filters: { project: 'pc-filtered-zeta' } });
    expect(projects(only)).toEqual(['pc-filtered-zeta']);
    expect(all.records.length).toBeGreaterThan(1);
  });
});
