import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema };

/** Tables a refused request may legitimately touch: failed-attempt counters and tickets. */
const MAY_CHANGE_ON_ERROR = new Set(['auth_throttle', 'auth_tickets', 'auth_challenges', 'kysely_migration', 'kysely_migration_lock']);
/** Routes that end the caller's own session when they succeed. */
const SKIP = new Set(['/api/auth/logout']);

const STACK = /at .*\.(ts|js):\d+|node_modules|Error: /;

/** Values of the wrong type (or hostile shape) for one property. */
function wrongValues(schema: Schema): unknown[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const out: unknown[] = [null, { __proto__: { polluted: 1 } }, 'x'.repeat(5000), -1, 1e308, [[[[[]]]]], true];
  if (types.includes('string')) out.push(12345, '');
  if (types.includes('integer') || types.includes('number')) out.push('12', 0.5, 2 ** 60);
  if (types.includes('object')) out.push([], 'object', { a: { b: { c: { d: { e: {} } } } } });
  if (types.includes('array')) out.push({}, Array.from({ length: 2000 }, () => ({})));
  return out;
}

/** Bodies for one route: not objects at all, empty, unknown fields, and each property replaced by wrong values. */
function fuzzBodies(schema: Schema | undefined): string[] {
  const bodies: unknown[] = [[], 'text', 42, null, {}, { unknownField: 1 }, { constructor: { prototype: { x: 1 } } }];
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    for (const v of wrongValues(prop)) bodies.push({ [name]: v });
  }
  return [...bodies.map((b) => JSON.stringify(b)), '{"a":', '\u0000', '{"__proto__": {"admin": true}}'];
}

describe.each(databases())('every route of the OpenAPI document under fuzzed bodies ($name)', (target) => {
  let h: Harness;
  let token: string;
  let tables: string[];

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const t of tables) {
      const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(h.db);
      out[t] = Number(row.rows[0].n);
    }
    return out;
  };

  /**
   * Moves whenever anything may have been written: SQLite's rows changed on the one connection
   * the app writes through (triggers included), PostgreSQL's WAL position. Where it stands still,
   * no table changed and the tables need not be counted again.
   */
  const writeMark = async () => {
    const probe = h.dialect === 'sqlite' ? sql<{ m: string }>`select total_changes() as m` : sql<{ m: string }>`select pg_current_wal_insert_lsn()::text as m`;
    return String((await probe.execute(h.db)).rows[0].m);
  };

  beforeAll(async () => {
    h = await createHarness(target);
    token = await h.token('admin');
    const all = await h.db.introspection.getTables();
    tables = all.map((t) => t.name).filter((n) => !MAY_CHANGE_ON_ERROR.has(n));
  });
  afterAll(async () => { await h?.close(); });

  it('never answers 500 or a stack trace, and writes nothing when it refuses', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: Schema }> } } }>;
    };
    const problems: string[] = [];
    let requests = 0;
    let before = await counts();
    let mark = await writeMark();
    let counted = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item.post || SKIP.has(path)) continue;
      const url = path.replace('{code}', 'reimbursement');
      const schema = item.post.requestBody?.content?.['application/json']?.schema;
      for (const payload of fuzzBodies(schema)) {
        const res = await h.app.inject({ method: 'POST', url, headers: { accesstoken: token, 'content-type': 'application/json', lang: 'en-US' }, payload });
        requests += 1;
        const text = res.body;
        if (res.statusCode >= 500) problems.push(`${url} ${payload.slice(0, 60)}: HTTP ${res.statusCode}`);
        if (STACK.test(text)) problems.push(`${url} ${payload.slice(0, 60)}: stack trace in ${text.slice(0, 200)}`);
        const type = String(res.headers['content-type'] ?? '');
        // a download (export) answers a file, not the envelope
        const body = type.includes('application/json') ? (res.json() as { code: number }) : undefined;
        if (body?.code === 500) problems.push(`${url} ${payload.slice(0, 60)}: code 500`);
        // The rows after this request against those after the last one, counted again only when something was written.
        const nextMark = await writeMark();
        const after = nextMark === mark ? before : await counts();
        if (nextMark !== mark) counted += 1;
        mark = nextMark;
        if (body && body.code !== 0) {
          for (const t of tables) if (after[t] !== before[t]) problems.push(`${url} ${payload.slice(0, 60)}: ${t} changed on code ${body.code}`);
        }
        before = after;
        if (body?.code === 4) {
          token = (await h.login('admin')).data.token;
          before = await counts();
          mark = await writeMark();
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    // The sign-ins, throttles and successful writes among them were counted (the probe moves).
    expect(counted).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 600_000);
});
