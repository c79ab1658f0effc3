import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { readShadowColumns, trigramTables } from './shadow-catalog';
import { columnOf, fieldValueText, quoted, shadowColumnName, shadowTableName, STAGED_FILL_SETTING, trigramPrefix, upsertSet, type AnyDb } from './shadow-names';
import type { Dialect } from './types';

/** SQLite: one trigram table's rows for the records `rows` selects (`r`, fn_records), replacing any it has. */
async function fillTrigramTable(db: AnyDb, fnId: number, table: string, rows: RawBuilder<unknown>): Promise<void> {
  const value = fieldValueText('sqlite', 'r', { field: table.slice(trigramPrefix(fnId).length), kind: 'text' });
  await sql`INSERT OR REPLACE INTO ${sql.raw(table)}(rowid, v) SELECT r.id, ${sql.raw(value)} ${rows}`.execute(db);
}

const stagedRows = (fnId: number, staged: RawBuilder<SqlBool>) => sql`FROM fn_records r WHERE r.fn_id = ${sql.raw(String(fnId))} AND ${staged}`;

/**
 * The shadow rows (and, on SQLite, the trigram rows) of records an import staged, one statement per
 * table, run by the publish before it makes them live (`staged`: the job's rows of `r`, fn_records).
 * The triggers leave a staged row alone (on PostgreSQL its publish only once this has run,
 * STAGED_FILL_SETTING): run per row, their sub-programs cost twice the rows' own writes
 * (SQLite, 20,000 rows: staged 1.5 -> 0.5 s, published 1.7 -> 0.7 s with these statements).
 * Trigram tables in `trigramsFilled` already hold every staged row (`fillStagedTrigrams`, at each batch).
 */
export async function fillStagedShadows(db: AnyDb, dialect: Dialect, fnId: number, staged: RawBuilder<SqlBool>, trigramsFilled: readonly string[] = []): Promise<void> {
  // Outside a transaction SET LOCAL does nothing (PostgreSQL warns): the trigger then writes the rows again, as before.
  if (dialect === 'postgres') await sql.raw(`SET LOCAL ${STAGED_FILL_SETTING} = 'on'`).execute(db);
  const table = shadowTableName(fnId);
  const columns = (await readShadowColumns(db, dialect, fnId)).map(columnOf);
  const rows = stagedRows(fnId, staged);
  if (columns.length) {
    const names = columns.map((c) => quoted(shadowColumnName(c)));
    const values = columns.map((c) => fieldValueText(dialect, 'r', c));
    await sql`INSERT INTO ${sql.raw(table)} (id, tenant_id, created_at${sql.raw(names.map((n) => `, ${n}`).join(''))})
      SELECT r.id, r.tenant_id, r.created_at${sql.raw(values.map((v) => `, ${v}`).join(''))} ${rows}
      ON CONFLICT (id) DO UPDATE SET ${sql.raw(upsertSet(names))}`.execute(db);
  }
  if (dialect !== 'sqlite') return;
  for (const t of await trigramTables(db, fnId)) if (!trigramsFilled.includes(t)) await fillTrigramTable(db, fnId, t, rows);
}

/**
 * SQLite: the trigram rows of the records a staging batch just wrote (`staged`), so the publish,
 * which holds the one connection for every company, need not write them all at once. FTS tables
 * keep rows of records that are not live: a "contains" search still reads only live records.
 * Answers the tables filled (none on PostgreSQL, whose trigram index is on the shadow table).
 */
export async function fillStagedTrigrams(db: AnyDb, dialect: Dialect, fnId: number, staged: RawBuilder<SqlBool>): Promise<string[]> {
  if (dialect !== 'sqlite') return [];
  const tables = await trigramTables(db, fnId);
  const rows = stagedRows(fnId, staged);
  for (const t of tables) await fillTrigramTable(db, fnId, t, rows);
  return tables;
}

/** SQLite: deletes the trigram rows of records `ids` of function `fnId` (staged records a job discards: the delete triggers skip them). */
export async function dropTrigramRows(db: AnyDb, fnId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  for (const t of await trigramTables(db, fnId)) await sql`DELETE FROM ${sql.raw(t)} WHERE rowid IN (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
}

/** SQLite: drops the trigram rows of every staged record (rows the triggers wrote before migration 032). */
export async function dropStagedTrigramRows(db: AnyDb): Promise<void> {
  for (const t of await trigramTables(db)) {
    await sql`DELETE FROM ${sql.raw(t)} WHERE rowid IN (SELECT id FROM fn_records WHERE import_job IS NOT NULL)`.execute(db);
  }
}
