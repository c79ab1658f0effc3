import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATISTICS_LOCK_KEY, analyzeChangedTables, createScratchDatabase, statisticsInterval, vacuumChangedTables, type ScratchDatabase } from '@server';
import { TEMPLATE_VARIABLES } from '../support/global-setup';

const url = process.env.DATABASE_URL;
const FILLED = 3_000;

describe('statisticsInterval (env PG_ANALYZE_EVERY_MS)', () => {
  it('defaults to 5 s, takes 0 for off, and ignores what is not a number of ms', () => {
    expect(statisticsInterval(undefined)).toBe(5_000);
    expect(statisticsInterval('0')).toBe(0);
    expect(statisticsInterval('250')).toBe(250);
    expect(statisticsInterval('soon')).toBe(5_000);
    expect(statisticsInterval('-1')).toBe(5_000);
  });
});

/**
 * Issue 20, PostgreSQL approvals: on a database whose autovacuum is off (this machine's and
 * CI's) the tables an approval reads were never analyzed, and the planner read a record by its
 * id through the function's index (every record of the function) and a task list through the
 * tenant's index: approvals slowed as the tables grew.
 */
describe.skipIf(!url)('planner statistics of tables that filled (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let fnId: number;
  const saved = process.env.PG_ANALYZE_EVERY_MS;

  const lastAnalyzed = async (table: string) => (await sql<{ at: Date | null }>`
    SELECT last_analyze AS at FROM pg_stat_user_tables WHERE relname = ${table}`.execute(scratch.db.db)).rows[0]?.at ?? null;

  /** The plan PostgreSQL picks for reading one record of the function by id, as an approval does. */
  const recordPlan = async () => (await sql<{ 'QUERY PLAN': string }>`
    EXPLAIN SELECT id, data FROM fn_records WHERE tenant_id = 'acme' AND fn_id = ${sql.lit(fnId)} AND deleted_at IS NULL AND id = ${sql.lit(FILLED)}`
    .execute(scratch.db.db)).rows.map((r) => r['QUERY PLAN']).join('\n');

  /** Passes until one lists `table` (the writer's counts reach the statistics within about a second). */
  async function passUntilAnalyzed(table: string): Promise<string[]> {
    for (let i = 0; i < 40; i++) {
      const analyzed = await analyzeChangedTables(scratch.db.db);
      if (analyzed.includes(table)) return analyzed;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${table} was never analyzed`);
  }

  beforeAll(async () => {
    // this file runs the passes itself
    process.env.PG_ANALYZE_EVERY_MS = '0';
    scratch = await createScratchDatabase({ prefix: 'server_test', url, template: process.env[TEMPLATE_VARIABLES.postgres] });
    const fn = await scratch.db.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').orderBy('id').executeTakeFirstOrThrow();
    fnId = fn.id;
    const user = await scratch.db.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO fn_records (tenant_id, fn_id, fn_version, data, created_by, created_at, updated_at)
      SELECT 'acme', ${fnId}, 1, '{}', ${user.id}, 0, 0 FROM generate_series(1, ${sql.lit(FILLED)})`.execute(scratch.db.db);
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PG_ANALYZE_EVERY_MS;
    else process.env.PG_ANALYZE_EVERY_MS = saved;
    await scratch?.drop();
  });

  it('analyzes a table that filled since it was last analyzed, once, and leaves unchanged tables alone', async () => {
    expect(await lastAnalyzed('fn_records')).toBeNull();
    const analyzed = await passUntilAnalyzed('fn_records');
    expect(await lastAnalyzed('fn_records')).not.toBeNull();
    expect(analyzed).not.toContain('dashboard_rollup_charts');
    expect(await lastAnalyzed('dashboard_rollup_charts')).toBeNull();
    // the next pass finds nothing new in it
    expect(await analyzeChangedTables(scratch.db.db)).not.toContain('fn_records');
  });

  it('so one record is read by its primary key, not through its function\'s index', async () => {
    expect(await recordPlan()).toContain('fn_records_pkey');
  });

  it('vacuums a table that filled since it was last vacuumed, marking its pages all-visible for index-only scans, once', async () => {
    const table = async () => (await sql<{ at: Date | null; visible: number }>`
      SELECT s.last_vacuum AS at, c.relallvisible AS visible FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.relname = 'fn_records'`.execute(scratch.db.db)).rows[0];
    expect(await table()).toMatchObject({ at: null, visible: 0 });
    let vacuumed: string[] = [];
    for (let i = 0; i < 40 && !vacuumed.includes('fn_records'); i++) {
      vacuumed = await vacuumChangedTables(scratch.db.db, 50);
      if (!vacuumed.includes('fn_records')) await new Promise((r) => setTimeout(r, 250));
    }
    expect(vacuumed).toContain('fn_records');
    const after = await table();
    expect(after?.at).not.toBeNull();
    expect(Number(after?.visible)).toBeGreaterThan(0);
    expect(vacuumed).not.toContain('dashboard_rollup_charts');
    expect(await vacuumChangedTables(scratch.db.db, 50)).not.toContain('fn_records');
  });

  it('runs in one process at a time: a pass meeting another process\'s pass analyzes nothing', async () => {
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await other.query(`INSERT INTO fn_records (tenant_id, fn_id, fn_version, data, created_by, created_at, updated_at)
        SELECT 'acme', ${fnId}, 1, '{}', created_by, 0, 0 FROM fn_records WHERE fn_id = ${fnId} LIMIT 1000`);
      await other.query('SELECT pg_advisory_lock($1)', [STATISTICS_LOCK_KEY]);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await analyzeChangedTables(scratch.db.db)).toEqual([]);
      expect(await vacuumChangedTables(scratch.db.db)).toEqual([]);
      await other.query('SELECT pg_advisory_unlock($1)', [STATISTICS_LOCK_KEY]);
      expect(await passUntilAnalyzed('fn_records')).toContain('fn_records');
    } finally {
      await other.end();
    }
  });
});
