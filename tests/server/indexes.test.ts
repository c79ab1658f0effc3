import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, fieldExpressionText, type RecordFilter, type RecordSort } from '../../server/data/index';
import type { DB, Dialect } from '@server';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

async function explain(db: Kysely<DB>, dialect: Dialect, q: CompiledQuery): Promise<string> {
  if (dialect === 'sqlite') {
    const res = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]));
    return res.rows.map((r) => r.detail).join('\n');
  }
  // A handful of rows makes a sequential scan cheapest; forbid it to see what the planner can use.
  return db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    const res = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]));
    await sql`RESET enable_seqscan`.execute(conn);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe.each(databases())('expression indexes on searchable fields ($name)', (target) => {
  let h: Harness;
  let fnId: number;
  const plan = async (filters: RecordFilter[], sort: RecordSort[]) => {
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    return explain(h.db, h.dialect, (await records.compilePage({ fnId, filters, sort, offset: 0, limit: 10 })).list);
  };

  beforeAll(async () => {
    h = await createHarness(target);
    const alice = await h.token('alice');
    for (let i = 0; i < 5; i++) {
      await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project: `P${i}` }) }, { token: alice });
    }
    const fn = await h.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'reimbursement').executeTakeFirstOrThrow();
    fnId = fn.id;
  });
  afterAll(async () => { await h?.close(); });

  it('creates one index per searchable or sortable field of each function, on the function\'s shadow table', async () => {
    const names = h.dialect === 'sqlite'
      ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ${`fnv_${fnId}`}`.execute(h.db)).rows
      : (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${`fnv_${fnId}`}`.execute(h.db)).rows;
    expect(names.map((r) => r.name).filter((n) => n.startsWith(`fnx_${fnId}_`)).sort()).toEqual([
      `fnx_${fnId}_days_n`, `fnx_${fnId}_location_t`, `fnx_${fnId}_project_t`,
      `fnx_${fnId}_total_n`, `fnx_${fnId}_tripStart_t`, `fnx_${fnId}_vehicle_t`,
    ].sort());
  });

  it('uses the index for an exact filter on a searchable field', async () => {
    const p = await plan([{ field: 'vehicle', kind: 'text', op: 'eq', value: 'train' }], [{ column: 'created_at', order: 'desc' }]);
    expect(p).toContain(`fnx_${fnId}_vehicle_t`);
  });

  it('uses the index for a range filter and for a sort on a numeric field', async () => {
    const range = await plan([{ field: 'total', kind: 'number', op: 'between', from: 100, to: 200000 }], [{ field: 'total', kind: 'number', order: 'desc' }]);
    expect(range).toContain(`fnx_${fnId}_total_n`);
    const sorted = await plan([], [{ field: 'total', kind: 'number', order: 'asc' }]);
    expect(sorted).toContain(`fnx_${fnId}_total_n`);
  });

  it('never writes a field name into SQL unless it is an identifier', () => {
    expect(() => fieldExpressionText('sqlite', "x') OR 1=1 --", 'text')).toThrow();
    expect(() => fieldExpressionText('postgres', 'a-b', 'number')).toThrow();
    expect(fieldExpressionText('postgres', 'total', 'number')).toBe("((data->>'total')::numeric)");
  });
});
