import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/** autovacuum's default analyze rule: a table is analyzed once this many rows plus SCALE of it changed. */
const BASE_ROWS = 50;
const SCALE = 0.1;
/** Tables analyzed per pass, most changed first; the rest wait for the next pass. */
const TABLES_PER_PASS = 10;
/** autovacuum's default vacuum rules: dead rows over 50 plus 20 % of the table, or rows inserted over 1,000 plus 20 %. */
const VACUUM_DEAD_ROWS = 50;
const VACUUM_INSERTED_ROWS = 1_000;
const VACUUM_SCALE = 0.2;
/** Tables vacuumed per pass, most changed first: a vacuum of a big table takes a while. */
const VACUUMS_PER_PASS = 2;
/** One process of several on the database runs a pass at a time. */
export const STATISTICS_LOCK_KEY = 0x4c435053;

/** env PG_ANALYZE_EVERY_MS: how often the pass runs (default 5 s; 0 turns it off). */
export function statisticsInterval(value = process.env.PG_ANALYZE_EVERY_MS): number {
  const n = Number(value ?? 5_000);
  return Number.isFinite(n) && n >= 0 ? n : 5_000;
}

/**
 * Analyzes the tables of the current schema that changed enough since they were last
 * analyzed (by autovacuum's default rule), so the planner knows how big they are and how
 * their values spread. Without statistics PostgreSQL guesses every equality alike and may
 * read an approval's task, record or instance through the tenant's index, every row of the
 * tenant: a database whose autovacuum is off never gets them, one whose autovacuum is on gets
 * them only at its next round (a minute by default) while a new company's tables fill.
 * Returns the tables it analyzed; none when another process holds the pass.
 */
export async function analyzeChangedTables(db: Kysely<DB>, limit = TABLES_PER_PASS): Promise<string[]> {
  return underPassLock(db, async (conn) => {
    const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_stat_user_tables
      WHERE schemaname = current_schema() AND n_mod_since_analyze > ${sql.lit(BASE_ROWS)} + ${sql.lit(SCALE)} * GREATEST(n_live_tup, 0)
      ORDER BY n_mod_since_analyze DESC LIMIT ${sql.lit(limit)}`.execute(conn);
    for (const { relname } of rows) await sql`ANALYZE ${sql.id(relname)}`.execute(conn);
    return rows.map((r) => r.relname);
  });
}

/**
 * Vacuums the tables of the current schema that autovacuum's default rules would (dead rows,
 * or rows inserted since the last vacuum), at most a couple per pass, most changed first. Without
 * it a database whose autovacuum is off never marks pages all-visible, so an index-only scan
 * (a search counted on a function's shadow table) still reads every row it passes from the
 * table, and dead rows of updated records pile up. Returns the tables it vacuumed.
 */
export async function vacuumChangedTables(db: Kysely<DB>, limit = VACUUMS_PER_PASS): Promise<string[]> {
  return underPassLock(db, async (conn) => {
    const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_stat_user_tables
      WHERE schemaname = current_schema() AND (
        n_dead_tup > ${sql.lit(VACUUM_DEAD_ROWS)} + ${sql.lit(VACUUM_SCALE)} * GREATEST(n_live_tup, 0)
        OR n_ins_since_vacuum > ${sql.lit(VACUUM_INSERTED_ROWS)} + ${sql.lit(VACUUM_SCALE)} * GREATEST(n_live_tup, 0))
      ORDER BY GREATEST(n_dead_tup, n_ins_since_vacuum) DESC LIMIT ${sql.lit(limit)}`.execute(conn);
    for (const { relname } of rows) await sql`VACUUM ${sql.id(relname)}`.execute(conn);
    return rows.map((r) => r.relname);
  });
}

/** Runs `pass` on one connection holding the pass lock; nothing (an empty list) when another process holds it. */
async function underPassLock(db: Kysely<DB>, pass: (conn: Kysely<DB>) => Promise<string[]>): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    const { rows: [lock] } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${sql.lit(STATISTICS_LOCK_KEY)}) AS ok`.execute(conn);
    if (!lock?.ok) return [];
    try {
      return await pass(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(STATISTICS_LOCK_KEY)})`.execute(conn);
    }
  });
}

/**
 * Runs {@link analyzeChangedTables} and then {@link vacuumChangedTables} every `everyMs` until the
 * returned stop is called; a pass never overlaps the previous one, and a failed pass (the database
 * restarting) waits for the next.
 */
export function keepTablesMaintained(db: Kysely<DB>, everyMs = statisticsInterval(), onError?: (err: unknown) => void): () => Promise<void> {
  if (everyMs === 0) return async () => {};
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= analyzeChangedTables(db).then(() => vacuumChangedTables(db))
      .catch((err) => onError?.(err)).finally(() => { running = undefined; });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
