import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/** The columns a counter row is kept per. */
export const COUNT_KEY = 'tenant_id, fn_id, created_by, doc_state';

/**
 * 021: live record counts (issue 20 item 4). `fn_record_counts` holds how many live
 * (not deleted) records each function has per tenant, creator and document state, kept
 * exact by triggers on `fn_records` in the writing transaction, so an unfiltered list
 * page reads its total from a few rows instead of counting the records
 * (server/data/record-counts.ts). The creator and state in the key let a caller whose
 * scope the creator decides (own, department) or a `docStates` choice use it too.
 * SQLite: row triggers. PostgreSQL: statement triggers over the transition tables, the
 * changes summed per counter row and written in key order (a save, which moves no
 * record between rows, writes nothing).
 */
export function createRecordCountsMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await sql`CREATE TABLE fn_record_counts (
        tenant_id varchar(64) NOT NULL, fn_id integer NOT NULL, created_by integer NOT NULL, doc_state varchar(16) NOT NULL,
        n bigint NOT NULL,
        CONSTRAINT fn_record_counts_pk PRIMARY KEY (tenant_id, fn_id, created_by, doc_state))`.execute(db);
      await sql.raw(`INSERT INTO fn_record_counts (${COUNT_KEY}, n)
        SELECT ${COUNT_KEY}, COUNT(*) FROM fn_records WHERE deleted_at IS NULL GROUP BY ${COUNT_KEY}`).execute(db);
      if (dialect === 'postgres') await createStatementTriggers(db);
      else await createRowTriggers(db);
    },
  };
}

/** SQLite trigger steps: `row` (NEW) joins its counter row while it is live. */
export const countAdd = (row: string) => `INSERT INTO fn_record_counts (${COUNT_KEY}, n)
    SELECT ${row}.tenant_id, ${row}.fn_id, ${row}.created_by, ${row}.doc_state, 1 WHERE ${row}.deleted_at IS NULL
    ON CONFLICT (${COUNT_KEY}) DO UPDATE SET n = n + 1;`;
/** SQLite trigger steps: `row` (OLD) leaves its counter row if it was live. */
export const countTake = (row: string) => `UPDATE fn_record_counts SET n = n - 1 WHERE ${row}.deleted_at IS NULL
    AND tenant_id = ${row}.tenant_id AND fn_id = ${row}.fn_id AND created_by = ${row}.created_by AND doc_state = ${row}.doc_state;`;
/** SQLite: one counter row up or down per written record (only while it is live). */
async function createRowTriggers(db: AnyDb): Promise<void> {
  await sql.raw(`CREATE TRIGGER fn_record_counts_ins AFTER INSERT ON fn_records WHEN NEW.deleted_at IS NULL BEGIN\n${countAdd('NEW')}\nEND`).execute(db);
  await sql.raw(`CREATE TRIGGER fn_record_counts_del AFTER DELETE ON fn_records WHEN OLD.deleted_at IS NULL BEGIN\n${countTake('OLD')}\nEND`).execute(db);
  await sql.raw(`CREATE TRIGGER fn_record_counts_upd AFTER UPDATE OF ${COUNT_KEY}, deleted_at ON fn_records BEGIN\n${countTake('OLD')}\n${countAdd('NEW')}\nEND`).execute(db);
}

/** The PostgreSQL statement-trigger events on `fn_records`, with the transition tables each reads. */
const STATEMENT_EVENTS = [
  { name: 'insert', parts: ['nt'], referencing: 'NEW TABLE AS nt' },
  { name: 'delete', parts: ['ot'], referencing: 'OLD TABLE AS ot' },
  { name: 'update', parts: ['ot', 'nt'], referencing: 'OLD TABLE AS ot NEW TABLE AS nt' },
] as const;

/**
 * The body of a PostgreSQL counter function: the live rows that left (`ot`, -1) and joined
 * (`nt`, +1) each counter row, summed and written in key order. `shard`: an expression for
 * the counter rows' `shard` column (migration 028), absent before it.
 */
function counterFunctionSql(event: (typeof STATEMENT_EVENTS)[number], shard?: string): string {
  const part = (table: string) => `SELECT ${COUNT_KEY}, ${table === 'nt' ? 1 : -1} AS d FROM ${table} WHERE deleted_at IS NULL`;
  const key = shard ? `${COUNT_KEY}, shard` : COUNT_KEY;
  const select = shard ? `${COUNT_KEY}, ${shard}` : COUNT_KEY;
  return `CREATE OR REPLACE FUNCTION fn_record_counts_${event.name}() RETURNS trigger LANGUAGE plpgsql AS $counts$
BEGIN
  INSERT INTO fn_record_counts (${key}, n)
    SELECT ${select}, SUM(d) FROM (${event.parts.map(part).join(' UNION ALL ')}) c
    GROUP BY ${COUNT_KEY} HAVING SUM(d) <> 0 ORDER BY ${COUNT_KEY}
    ON CONFLICT (${key}) DO UPDATE SET n = fn_record_counts.n + excluded.n;
  RETURN NULL;
END $counts$`;
}

/** PostgreSQL: per statement, the live rows that left (`ot`) and joined (`nt`) each counter row. */
async function createStatementTriggers(db: AnyDb): Promise<void> {
  for (const e of STATEMENT_EVENTS) {
    await sql.raw(counterFunctionSql(e)).execute(db);
    await sql.raw(`CREATE TRIGGER fn_record_counts_${e.name} AFTER ${e.name.toUpperCase()} ON fn_records REFERENCING ${e.referencing}
      FOR EACH STATEMENT EXECUTE FUNCTION fn_record_counts_${e.name}()`).execute(db);
  }
}

/** Counter rows per key on PostgreSQL (migration 028). */
export const COUNTER_SHARDS = 8;

/**
 * 028: on PostgreSQL each counter key has up to COUNTER_SHARDS rows, and a transaction writes
 * the one its id picks. Two transactions that move records of the same function, creator and
 * state (the deciding approvals of one person's documents) no longer wait for each other's
 * counter row until commit; readers already sum the rows of a key. SQLite has one writer
 * and keeps one row per key.
 */
export function createRecordCountShardsMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql`ALTER TABLE fn_record_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0`.execute(db);
      await sql`ALTER TABLE fn_record_counts DROP CONSTRAINT fn_record_counts_pk`.execute(db);
      await sql.raw(`ALTER TABLE fn_record_counts ADD CONSTRAINT fn_record_counts_pk PRIMARY KEY (${COUNT_KEY}, shard)`).execute(db);
      for (const e of STATEMENT_EVENTS) await sql.raw(counterFunctionSql(e, `(txid_current() % ${COUNTER_SHARDS})::smallint`)).execute(db);
    },
  };
}
