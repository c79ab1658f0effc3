import { CompiledQuery, sql, type Kysely } from 'kysely';
import { COUNT_KEY, type DB } from '../db';
import { stagedFiguresText } from './rollup-sql';
import type { RollupSpec } from './rollup-spec';

/**
 * SQLite, in an import's publish before its rows go live: the job's rows join the record counters
 * and the function's rollups, one statement per table, in place of the row triggers, which skip a
 * row leaving staging (migration 033). PostgreSQL's statement triggers do the same from the UPDATE.
 */
export async function addStagedFigures(db: Kysely<DB>, fnId: number, jobId: string): Promise<void> {
  const key = sql.raw(COUNT_KEY);
  // Staged rows are not live (deleted_at set): the publish makes each of them live, so each counts once.
  await sql`INSERT INTO fn_record_counts (${key}, n)
    SELECT ${key}, COUNT(*) FROM fn_records WHERE import_job = ${jobId} AND fn_id = ${fnId} GROUP BY ${key}
    ON CONFLICT (${key}) DO UPDATE SET n = n + excluded.n`.execute(db);
  const listed = await sql<{ spec: string }>`SELECT spec FROM dashboard_rollup_charts WHERE fn_id = ${fnId} ORDER BY chart`.execute(db);
  for (const row of listed.rows) {
    await db.executeQuery(CompiledQuery.raw(stagedFiguresText(fnId, JSON.parse(row.spec) as RollupSpec), [jobId]));
  }
}
