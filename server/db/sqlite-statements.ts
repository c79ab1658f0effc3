import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept prepared; the least recently used goes first. */
const MAX_STATEMENTS = 500;
/** Longer SQL (bulk inserts with many rows) is rarely repeated: not kept with the rest (PostgreSQL's named statements neither). */
export const MAX_CACHED_SQL = 8_000;
/** Of the longer ones, the few last used are kept apart: an import's batches repeat one text. */
const MAX_LONG_STATEMENTS = 4;

/**
 * The database as Kysely's SQLite driver sees it, with prepared statements reused by their
 * SQL text: Kysely prepares every query it runs, and preparing costs more than running the
 * small queries a request makes. A statement still iterating a streamed read is not handed
 * out again.
 */
export function withStatementCache(database: Database.Database, max = MAX_STATEMENTS): SqliteDatabase & { readonly cached: number; readonly prepared: number; readonly inTransaction: boolean } {
  const statements = new Map<string, SqliteStatement>();
  const long = new Map<string, SqliteStatement>();
  let prepared = 0;
  return {
    get cached() { return statements.size; },
    /** Statements prepared so far (each miss, and each busy one prepared afresh). */
    get prepared() { return prepared; },
    get inTransaction() { return database.inTransaction; },
    close() {
      statements.clear();
      long.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const kept = sql.length > MAX_CACHED_SQL ? long : statements;
      const hit = kept.get(sql);
      // A statement still iterating (a streamed read between its rows) cannot run again: a fresh one, not kept.
      if (hit && (hit as unknown as Database.Statement).busy) {
        prepared++;
        return database.prepare(sql);
      }
      if (hit) {
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const stmt = database.prepare(sql);
      prepared++;
      if (kept.size >= (kept === long ? MAX_LONG_STATEMENTS : max)) kept.delete(kept.keys().next().value!);
      kept.set(sql, stmt);
      return stmt;
    },
  };
}
