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
  FOR q IN SELECT c.${e.column} FROM dashboard_rollup_charts c WHERE c.fn_id IN (${e.fns}) AND c.${e.column} IS NOT NULL ORDER BY c.fn_id, c.chart LOOP
    EXECUTE q;
  END LOOP;
  RETURN NULL;
END $rollups$`).execute(db);
    await sql.raw(`CREATE TRIGGER dashboard_rollups_${e.name} AFTER ${e.name.toUpperCase()} ON fn_records REFERENCING ${e.referencing}
      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_${e.name}()`).execute(db);
  }
}

/** PostgreSQL: the function that holds one function's rollup statements (server/data rollup-sql.ts writes it). */
const COMPILED_PREFIX = 'dashboard_rollup_fn_';
export const compiledRollupName = (fnId: number): string => {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  return `${COMPILED_PREFIX}${fnId}`;
};
/** Its argument types: the old and the new rows of a write. */
const COMPILED_ARGS = '(fn_records[], fn_records[])';
/** The compiled rollup function as `DROP FUNCTION` and `to_regprocedure` name it. */
export const compiledRollupSignature = (fnId: number): string => `${compiledRollupName(fnId)}${COMPILED_ARGS}`;

/** Rows of one statement up to which the compiled function gets them as arrays; a bigger write (an import's publish) runs the listed statements over the transition tables. */
export const COMPILED_ROLLUP_ROWS = 1000;

/**
 * 029 (PostgreSQL): the rollup triggers run a function's rollup statements as planned once per
 * connection, and skip what adds nothing.
 * - An UPDATE that changes none of the watched columns of any row (a document state moved by an
 *   approval, an import's job mark) runs no rollup statement. Before, it ran every statement of
 *   the function only to add zeros, holding each rollup row's lock until commit, so approvals of
 *   one creator's documents waited on each other (SQLite's row triggers fire only `UPDATE OF` them).
 * - A function's statements live in one PL/pgSQL function, `dashboard_rollup_fn_<fnId>(old rows,
 *   new rows)`, whose statements PostgreSQL plans once per connection; the listed statements
 *   (`on_update` ...) ran through EXECUTE, parsed and planned at every write: 14 charts cost a
 *   save ~4.5 ms. The function gets the statement's rows of its function as arrays, so it is
 *   used up to COMPILED_ROLLUP_ROWS rows, and while it exists: the listing's `on_change` holds
 *   each rollup's statement for it, and rollups listed before this migration have none until
 *   their function's next install or publish (the listed statements run for those meanwhile).
 */
export function createRollupStatementsMigration(dialect: Dialect): Migration {
  const cols = (row: string) => ROLLUP_WATCHED_COLUMNS.map((c) => `${row}.${c}`).join(', ');
  const events = [
    { name: 'insert', column: 'on_insert', rows: 'nt', fns: 'SELECT fn_id FROM nt', old: `'{}'::fn_records[]`, new: 'ARRAY(SELECT n::fn_records FROM nt n WHERE n.fn_id = f)', skip: '' },
    { name: 'delete', column: 'on_delete', rows: 'ot', fns: 'SELECT fn_id FROM ot', old: 'ARRAY(SELECT o::fn_records FROM ot o WHERE o.fn_id = f)', new: `'{}'::fn_records[]`, skip: '' },
    {
      name: 'update', column: 'on_update', rows: 'nt', fns: 'SELECT fn_id FROM ot UNION SELECT fn_id FROM nt',
      old: 'ARRAY(SELECT o::fn_records FROM ot o WHERE o.fn_id = f)', new: 'ARRAY(SELECT n::fn_records FROM nt n WHERE n.fn_id = f)',
      skip: `IF NOT EXISTS (SELECT 1 FROM ot FULL JOIN nt ON nt.id = ot.id
      WHERE ot.id IS NULL OR nt.id IS NULL OR (${cols('ot')}) IS DISTINCT FROM (${cols('nt')})) THEN
    RETURN NULL;
  END IF;`,
    },
  ];
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql`ALTER TABLE dashboard_rollup_charts ADD COLUMN on_change text`.execute(db);
      for (const e of events) {
        await sql.raw(`CREATE OR REPLACE FUNCTION dashboard_rollups_${e.name}() RETURNS trigger LANGUAGE plpgsql AS $rollups$
DECLARE q text; f integer; few boolean;
BEGIN
  ${e.skip}
  few := (SELECT count(*) FROM (SELECT 1 FROM ${e.rows} LIMIT ${COMPILED_ROLLUP_ROWS + 1}) r) <= ${COMPILED_ROLLUP_ROWS};
  FOR f IN SELECT DISTINCT c.fn_id FROM dashboard_rollup_charts c WHERE c.fn_id IN (${e.fns}) ORDER BY c.fn_id LOOP
    IF few AND to_regprocedure(format('${COMPILED_PREFIX}%s${COMPILED_ARGS}', f)) IS NOT NULL THEN
      EXECUTE format('SELECT ${COMPILED_PREFIX}%s($1, $2)', f) USING ${e.old}, ${e.new};
    ELSE
      FOR q IN SELECT c.${e.column} FROM dashboard_rollup_charts c WHERE c.fn_id = f AND c.${e.column} IS NOT NULL ORDER BY c.chart LOOP
        EXECUTE q;
      END LOOP;
    END IF;
  END LOOP;
  RETURN NULL;
END $rollups$`).execute(db);
      }
    },
  };
}
