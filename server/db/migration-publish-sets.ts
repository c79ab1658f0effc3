import { sql, type Kysely, type Migration } from 'kysely';
import { COUNT_KEY, countAdd, countTake } from './migration-record-counts';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * The condition under which a SQLite row trigger on `fn_records` runs for an update: not for a
 * row leaving staging (an import's publish), whose figures the publish adds for all its rows at
 * once (server/data staged-insert.ts `publishStagedRows`).
 */
export const LEAVES_STAGING_SKIPPED = 'OLD.import_job IS NULL';

/** The rollup update trigger's condition as written before this migration (rollup-sql.ts `createTriggerTexts`). */
const OLD_ROLLUP_WHEN = /^(CREATE TRIGGER dashboard_rollup_\d+_upd AFTER UPDATE OF [a-z_, ]+ ON fn_records) WHEN (OLD\.fn_id = \d+ OR NEW\.fn_id = \d+) BEGIN\n/;

/**
 * 033 (SQLite): an import's publish made 20,000 staged rows live with one UPDATE, and every row
 * ran the record counter's trigger and its function's rollup trigger: for a function with 14
 * rollups, 1.4 s of the publish, 0.95 s of it in those triggers. Both triggers now skip a row
 * leaving staging, and the publish adds the figures of all its rows in one statement per table.
 * The function's rollup triggers written before are written again with the condition.
 * PostgreSQL's statement triggers read the whole UPDATE at once already: nothing changes there.
 */
export function createPublishSetsMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'sqlite') return;
      await sql.raw('DROP TRIGGER IF EXISTS fn_record_counts_upd').execute(db);
      await sql.raw(`CREATE TRIGGER fn_record_counts_upd AFTER UPDATE OF ${COUNT_KEY}, deleted_at ON fn_records WHEN ${LEAVES_STAGING_SKIPPED} BEGIN\n${countTake('OLD')}\n${countAdd('NEW')}\nEND`).execute(db);
      const rollups = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name GLOB 'dashboard_rollup_[0-9]*_upd'`.execute(db);
      for (const t of rollups.rows) {
        const text = t.sql.replace(OLD_ROLLUP_WHEN, `$1 WHEN ($2) AND ${LEAVES_STAGING_SKIPPED} BEGIN\n`);
        if (text === t.sql) continue;
        await sql.raw(`DROP TRIGGER ${t.name}`).execute(db);
        await sql.raw(text).execute(db);
      }
    },
  };
}
