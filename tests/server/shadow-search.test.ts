import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, type RecordFilter, type RecordPageQuery, type RecordSort } from '../../server/data/index';
import type { DB, Dialect } from '@server';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

async function explain(db: Kysely<DB>, dialect: Dialect, q: CompiledQuery): Promise<string> {
  const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const res = await db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + q.sql, [...q.parameters]));
  return res.rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n');
}

const VEHICLES = ['train', 'plane', 'ship'];

/**
 * Issue 20, search at a million records: a function's shadow table holds its live records only
 * (migration 030), so a search whose every condition is on its columns counts its matches, and
 * finds a page its index orders, without reading each match's record. Deleted records stay out.
 */
describe.each(databases())('searches answered by the shadow table ($name)', (target) => {
  let h: Harness;
  let fnId: number;
  /** What was saved and is still there, by id. */
  const live = new Map<number, { total: number; vehicle: string; project: string; createdAt: number }>();

  const records = () => createDataAccess(h.db, h.dialect).forTenant('acme').records;
  const query = (filters: RecordFilter[], sort: RecordSort[], offset = 0, limit = 5): RecordPageQuery => ({ fnId, filters, sort, offset, limit });

  /** The page and total the live records give, worked out here. */
  function expected(match: (r: { total: number; vehicle: string; project: string }) => boolean, byTotal: boolean, offset: number, limit: number) {
    const rows = [...live].filter(([, r]) => match(r))
      .sort(([ia, a], [ib, b]) => (byTotal ? b.total - a.total : 0) || b.createdAt - a.createdAt || ib - ia);
    return { ids: rows.slice(offset, offset + limit).map(([id]) => id), total: rows.length };
  }

  beforeAll(async () => {
    h = await createHarness(target);
    const alice = await h.token('alice');
    for (let i = 0; i < 24; i++) {
      const vehicle = VEHICLES[i % 3];
      const amount = 1000 + ((i * 7) % 24) * 100;
      const project = i % 4 === 0 ? `Orbit review ${i}` : `Ground works ${i}`;
      const saved = await h.post<{ id: number }>('/api/fn/reimbursement/save', {
        data: reimbursement({ vehicle, project, lines: [{ type: 'meal', subject: 'Meal', amount }] }),
      }, { token: alice });
      expect(saved.code).toBe(0);
      live.set(saved.data.id, { total: amount, vehicle, project, createdAt: 0 });
    }
    const rows = await h.db.selectFrom('fn_records').select(['id', 'created_at', 'fn_id']).where('id', 'in', [...live.keys()]).execute();
    for (const r of rows) live.get(r.id)!.createdAt = r.created_at;
    fnId = rows[0].fn_id;
    // a third of the ships and some others deleted: the shadow rows go with them
    for (const id of [...live.keys()].filter((_, i) => i % 5 === 2)) {
      expect((await h.post('/api/fn/reimbursement/delete', { id }, { token: alice })).code).toBe(0);
      live.delete(id);
    }
  });
  afterAll(async () => { await h?.close(); });

  it('answers an exact filter, a range and a deep page of a sort on a field from the live records only', async () => {
    const ship: RecordFilter = { field: 'vehicle', kind: 'text', op: 'eq', value: 'ship' };
    const range: RecordFilter = { field: 'total', kind: 'number', op: 'between', from: 1500, to: 2600 };
    const newest: RecordSort = { column: 'created_at', order: 'desc' };
    const byTotal: RecordSort = { field: 'total', kind: 'number', order: 'desc' };
    const cases: [RecordFilter[], RecordSort[], number, (r: { total: number; vehicle: string }) => boolean][] = [
      [[ship], [newest], 0, (r) => r.vehicle === 'ship'],
      [[ship], [newest], 5, (r) => r.vehicle === 'ship'],
      [[range], [newest], 0, (r) => r.total >= 1500 && r.total <= 2600],
      [[range], [byTotal], 5, (r) => r.total >= 1500 && r.total <= 2600],
      [[], [byTotal], 10, () => true],
      [[ship, range], [byTotal], 0, (r) => r.vehicle === 'ship' && r.total >= 1500 && r.total <= 2600],
    ];
    for (const [filters, sort, offset, match] of cases) {
      const page = await records().page(query(filters, sort, offset));
      const want = expected(match, 'field' in sort[0], offset, 5);
      expect({ ids: page.records.map((r) => r.id), total: page.total }).toEqual(want);
    }
  });

  it('answers "contains" from the live records only', async () => {
    const page = await records().page(query([{ field: 'project', kind: 'text', op: 'like', value: 'orbit' }], [{ column: 'created_at', order: 'desc' }], 0, 50));
    const want = expected((r) => r.project.toLowerCase().includes('orbit'), false, 0, 50);
    expect({ ids: page.records.map((r) => r.id), total: page.total }).toEqual(want);
  });

  it('counts the matches of filters on the shadow table\'s columns without reading a record', async () => {
    const { count } = await records().compilePage(query([
      { field: 'vehicle', kind: 'text', op: 'eq', value: 'ship' },
      { field: 'total', kind: 'number', op: 'between', from: 1500, to: 2600 },
    ], [{ column: 'created_at', order: 'desc' }]));
    const plan = await explain(h.db, h.dialect, count);
    expect(plan).toMatch(/\bfnv\b/);
    expect(plan).not.toContain('fn_records');
  });

  it('counts with the records when a condition needs them (the document state)', async () => {
    const q = { ...query([{ field: 'vehicle', kind: 'text', op: 'eq', value: 'ship' }], [{ column: 'created_at', order: 'desc' }]), docStates: ['draft'] };
    expect(await explain(h.db, h.dialect, (await records().compilePage(q)).count)).toContain('fn_records');
    expect((await records().page(q)).total).toBe(expected((r) => r.vehicle === 'ship', false, 0, 5).total);
  });

  it('keeps a record\'s shadow row out while it is deleted and puts it back when it is restored', async () => {
    const [id] = [...live.keys()];
    const shadowIds = async () => (await sql<{ id: number }>`SELECT id FROM ${sql.table(`fnv_${fnId}`)}`.execute(h.db)).rows.map((r) => Number(r.id));
    expect(await shadowIds()).toContain(id);
    await h.db.updateTable('fn_records').set({ deleted_at: 1 }).where('id', '=', id).execute();
    expect(await shadowIds()).not.toContain(id);
    await h.db.updateTable('fn_records').set({ deleted_at: null }).where('id', '=', id).execute();
    expect(await shadowIds()).toContain(id);
    expect((await shadowIds()).sort((a, b) => a - b)).toEqual([...live.keys()].sort((a, b) => a - b));
  });

  it('gives an import\'s staged records their trigram rows as they are staged and their shadow rows at the publish, in one go, and a discarded job none', async () => {
    const shadowIds = async () => new Set((await sql<{ id: number }>`SELECT id FROM ${sql.table(`fnv_${fnId}`)}`.execute(h.db)).rows.map((r) => Number(r.id)));
    const trigramIds = async () => new Set(h.dialect === 'sqlite'
      ? (await sql<{ id: number }>`SELECT rowid AS id FROM ${sql.table(`fnt_${fnId}_project`)}`.execute(h.db)).rows.map((r) => Number(r.id)) : []);
    const contains = async (value: string) => (await records().page(query([{ field: 'project', kind: 'text', op: 'like', value }], [{ column: 'created_at', order: 'desc' }], 0, 50))).records.map((r) => r.id);
    const fn = await h.db.selectFrom('functions').select('current_version').where('id', '=', fnId).executeTakeFirstOrThrow();
    const user = await h.db.selectFrom('users').select('id').where('user_name', '=', 'alice').executeTakeFirstOrThrow();
    const stage = (job: string, n: number, project: (i: number) => string) => records().insertStaged(job, Array.from({ length: n }, (_, i) => ({
      fnId, fnVersion: fn.current_version, userId: user.id, now: Date.now(),
      data: { ...reimbursement({ vehicle: 'ship', project: project(i) }), total: 4000 + i },
    })));
    const stagedIds = async (job: string) => (await h.db.selectFrom('fn_records').select('id').where('import_job', '=', job).execute()).map((r) => r.id);

    const filled = await stage('job-shadow', 6, (i) => `Staged comet ${i}`);
    const ids = await stagedIds('job-shadow');
    expect(ids).toHaveLength(6);
    const [shadowBefore, trigramsBefore] = [await shadowIds(), await trigramIds()];
    // No shadow row (counts read the shadow table alone); on SQLite the trigram rows, which a search reads only beside the live record.
    expect(ids.filter((id) => shadowBefore.has(id))).toEqual([]);
    expect(filled).toEqual(h.dialect === 'sqlite' ? [`fnt_${fnId}_project`] : []);
    expect(ids.filter((id) => trigramsBefore.has(id))).toEqual(h.dialect === 'sqlite' ? ids : []);
    expect(await contains('staged comet')).toEqual([]);

    expect(await records().publishStaged('job-shadow', fnId, filled)).toBe(6);
    const [shadowAfter, trigramsAfter] = [await shadowIds(), await trigramIds()];
    expect(ids.every((id) => shadowAfter.has(id))).toBe(true);
    if (h.dialect === 'sqlite') expect(ids.every((id) => trigramsAfter.has(id))).toBe(true);
    expect((await contains('staged comet')).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const rows = await h.db.selectFrom('fn_records').select(['id', 'created_at']).where('id', 'in', ids).execute();
    for (const r of rows) live.set(r.id, { total: 4000, vehicle: 'ship', project: 'Staged comet', createdAt: r.created_at });
    const ships = await records().page(query([{ field: 'vehicle', kind: 'text', op: 'eq', value: 'ship' }], [{ column: 'created_at', order: 'desc' }], 0, 50));
    expect(ships.total).toBe(expected((r) => r.vehicle === 'ship', false, 0, 50).total);

    await stage('job-dropped', 3, (i) => `Dropped comet ${i}`);
    const dropped = await stagedIds('job-dropped');
    await createDataAccess(h.db, h.dialect).importSweep.discardStaged('job-dropped', 10);
    expect(await stagedIds('job-dropped')).toEqual([]);
    const [shadowEnd, trigramsEnd] = [await shadowIds(), await trigramIds()];
    expect(dropped.filter((id) => shadowEnd.has(id) || trigramsEnd.has(id))).toEqual([]);
    expect(await contains('dropped comet')).toEqual([]);
  });
});

/**
 * PostgreSQL: no field index gives a range's or a "contains"'s matches in creation order. The
 * shadow table's own index of the newest records does, so the planner may walk it, stopping at
 * the page, instead of sorting every match; joined to the records it misjudged how many of the
 * function's rows the join keeps and sorted every match.
 */
describe.each(databases().filter((d) => d.name === 'postgres'))('the first page of a range on PostgreSQL ($name)', (target) => {
  let h: Harness;
  let fnId: number;
  const FILLED = 4_000;

  beforeAll(async () => {
    h = await createHarness(target);
    const fn = await h.db.selectFrom('functions').select(['id', 'current_version']).where('tenant_id', '=', 'acme').where('code', '=', 'reimbursement').executeTakeFirstOrThrow();
    fnId = fn.id;
    const user = await h.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO fn_records (tenant_id, fn_id, fn_version, data, created_by, created_at, updated_at)
      SELECT 'acme', ${fnId}, ${fn.current_version}, jsonb_build_object('total', i % 1000, 'vehicle', 'train', 'project', 'P' || i), ${user.id}, i, i
      FROM generate_series(1, ${sql.lit(FILLED)}) i`.execute(h.db);
    await sql`ANALYZE fn_records`.execute(h.db);
    await sql`ANALYZE ${sql.table(`fnv_${fnId}`)}`.execute(h.db);
  });
  afterAll(async () => { await h?.close(); });

  it('walks the newest records for a range half of them match', async () => {
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    const { list } = await records.compilePage({
      fnId, filters: [{ field: 'total', kind: 'number', op: 'between', from: 0, to: 499 }], sort: [{ column: 'created_at', order: 'desc' }], offset: 0, limit: 20,
    });
    const plan = await explain(h.db, h.dialect, list);
    expect(plan).toContain(`fnv_${fnId}_newest`);
    expect(plan).not.toMatch(/Sort Key: fnv\.created_at/);
    const page = await records.page({
      fnId, filters: [{ field: 'total', kind: 'number', op: 'between', from: 0, to: 499 }], sort: [{ column: 'created_at', order: 'desc' }], offset: 0, limit: 3,
    });
    expect(page.records.map((r) => (r.data as { total: number }).total)).toEqual([0, 499, 498]);
  });
});
