import { sql } from 'kysely';
import { SAFE_NAME, shadowTableName, trigramPrefix, type AnyDb } from './shadow-names';
import type { Dialect } from './types';

/* What shadow and trigram tables a database holds now (record-shadow.ts). */

/** The columns the function's shadow table has now (none when it has no table). */
export async function readShadowColumns(db: AnyDb, dialect: Dialect, fnId: number): Promise<string[]> {
  return shadowColumnsAmong(await tableColumns(db, dialect, shadowTableName(fnId)));
}

export const shadowColumnsAmong = (columns: string[]): string[] => columns.filter((n) => /^[tn]_/.test(n));

/** Every column of a table (none when there is no such table). */
export async function tableColumns(db: AnyDb, dialect: Dialect, table: string): Promise<string[]> {
  const rows = dialect === 'sqlite'
    ? (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)).rows;
  return rows.map((r) => r.name);
}

/**
 * SQLite: the function's FTS5 trigram tables (`fnt_<fnId>_<field>`, server/data record-trigrams.ts), or every function's,
 * which its shadow triggers keep too: one trigger per event and function instead of one per field
 * (SQLite runs every trigger of the table as a sub-program for each row written).
 */
export async function trigramTables(db: AnyDb, fnId?: number): Promise<string[]> {
  const prefix = trigramPrefix(fnId);
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ${prefix.length}) = ${prefix}
    AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
  const field = fnId === undefined ? /^\d+_(.+)$/ : /^(.+)$/;
  return rows.rows.map((r) => r.name).filter((n) => SAFE_NAME.test(field.exec(n.slice(prefix.length))?.[1] ?? '')).sort();
}

/** The functions that have a shadow table, by id. */
export async function shadowFunctions(db: AnyDb, dialect: Dialect): Promise<number[]> {
  const rows = dialect === 'sqlite'
    ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db)).rows;
  return rows.map((r) => /^fnv_(\d+)$/.exec(r.name)?.[1]).filter((id): id is string => id !== undefined).map(Number).sort((a, b) => a - b);
}
