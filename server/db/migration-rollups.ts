import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/** The columns of `fn_records` whose change moves a record between rollup rows (both dialects' update triggers watch them). */
export const ROLLUP_WATCHED_COLUMNS = ['tenant_id', 'fn_id', 'data', 'created_by', 'deleted_at'] as const;

/**
 * 017: dashboard rollups (issue 14). `dashboard_rollups` holds, per chart shape of a
 * function, the count and sums of its live records by group value and creator, kept
 * in step by triggers on `fn_records` (server/data/rollup-sql.ts).
 * `dashboard_rollup_charts` lists the shapes whose rows are complete (filled at install
 * or publish): only those are read. SQLite: install and publish generate row triggers
 * per function. PostgreSQL: three statement triggers made here run, per written
 * function, the listed shapes' `on_insert` / `on_delete` / `on_update` statements over
 * the statement's transition tables (`nt` new rows, `ot` old rows), so a bulk write
 * (an import's publish) updates each rollup row once, not once per record.
 * The group value keeps its database type (SQLite: BLOB affinity, no conversion), so
 * rows group exactly as a GROUP BY over `fn_records` would; `grp_null` marks the NULL group.
 */
export function createRollupMigration(dialect: Dialect): Migration {
  const grp = dialect === 'postgres' ? sql`text` : sql`blob`;
  const num = sql`numeric`;
  return {
    async up(db: AnyDb) {
      await sql`CREATE TABLE dashboard_rollups (
        tenant_id varchar(64) NOT NULL, fn_id integer NOT NULL, chart varchar(64) NOT NULL,
        grp_null smallint NOT NULL, grp ${grp} NOT NULL, created_by integer NOT NULL,
        n bigint NOT NULL,
        s0 ${num} NOT NULL DEFAULT 0, s1 ${num} NOT NULL DEFAULT 0, s2 ${num} NOT NULL DEFAULT 0, s3 ${num} NOT NULL DEFAULT 0,
        c0 bigint NOT NULL DEFAULT 0, c1 bigint NOT NULL DEFAULT 0, c2 bigint NOT NULL DEFAULT 0, c3 bigint NOT NULL DEFAULT 0,
        CONSTRAINT dashboard_rollups_pk PRIMARY KEY (tenant_id, fn_id, chart, grp_null, grp, created_by))`.execute(db);
      await sql`CREATE TABLE dashboard_rollup_charts (
        tenant_id varchar(64) NOT NULL, fn_id integer NOT NULL, chart varchar(64) NOT NULL, spec text NOT NULL,
        on_insert text, on_delete text, on_update text,
        CONSTRAINT dashboard_rollup_charts_pk PRIMARY KEY (fn_id, chart))`.execute(db);
      if (dialect === 'postgres') await createStatementTriggers(db);
    },
  };
}

/** PostgreSQL: the loop of a dispatcher function that runs a listed statement per rollup of every function the statement wrote. */
const runListed = (column: string, fns: string) => `FOR q IN SELECT c.${column} FROM dashboard_rollup_charts c WHERE c.fn_id IN (${fns}) AND c.${column} IS NOT NULL ORDER BY c.fn_id, c.chart LOOP
    EXECUTE q;
  END LOOP;`;

/** PostgreSQL: per event, run the statements of the listed rollups of every function the statement wrote. */
async function createStatementTriggers(db: AnyDb): Promise<void> {
  const events = [
    { name: 'insert', column: 'on_insert', fns: 'SELECT fn_id FROM nt', referencing: 'NEW TABLE AS nt' },
    { name: 'delete', column: 'on_delete', fns: 'SELECT fn_id FROM ot', referencing: 'OLD TABLE AS ot' },
    { name: 'update', column: 'on_update', fns: 'SELECT fn_id FROM ot UNION SELECT fn_id FROM nt', referencing: 'OLD TABLE AS ot NEW TABLE AS nt' },
  ];
  for (const e of events) {
    await sql.raw(`CREATE FUNCTION dashboard_rollups_${e.name}() RETURNS trigger LANGUAGE plpgsql AS $rollups$
DECLARE q text;
BEGIN
  ${runListed(e.column, e.fns)}
  RETURN NULL;
END $rollups$`).execute(db);
    await sql.raw(`CREATE TRIGGER dashboard_rollups_${e.name} AFTER ${e.name.toUpperCase()} ON fn_records REFERENCING ${e.referencing}
      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_${e.name}()`).execute(db);
  }
}

/**
 * 029 (PostgreSQL): an UPDATE that changes none of the watched columns of any row (a document
 * state moved by an approval, an import's job mark) runs no rollup statement. Before, every
 * such update ran each of the function's rollup statements (a dynamic statement parsed and
 * planned each time, 14 for a function with a dashboard of 14 charts) only to add zeros, and
 * took the row lock of each rollup row it touched until commit, so approvals of one creator's
 * documents waited on each other. SQLite's row triggers already fire only `UPDATE OF` them.
 */
export function createRollupChangedRowsMigration(dialect: Dialect): Migration {
  const cols = (row: string) => ROLLUP_WATCHED_COLUMNS.map((c) => `${row}.${c}`).join(', ');
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql.raw(`CREATE OR REPLACE FUNCTION dashboard_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $rollups$
DECLARE q text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ot FULL JOIN nt ON nt.id = ot.id
      WHERE ot.id IS NULL OR nt.id IS NULL OR (${cols('ot')}) IS DISTINCT FROM (${cols('nt')})) THEN
    RETURN NULL;
  END IF;
  ${runListed('on_update', 'SELECT fn_id FROM ot UNION SELECT fn_id FROM nt')}
  RETURN NULL;
END $rollups$`).execute(db);
    },
  };
}
