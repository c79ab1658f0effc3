import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept prepared; the least recently used goes first. */
const MAX_STATEMENTS = 500;
/** Longer SQL (bulk inserts with many rows) is rarely repeated: prepared each time, not kept (PostgreSQL's named statements too). */
export const MAX_CACHED_SQL = 8_000;

/**
 * The database as Kysely's SQLite driver sees it, with prepared statements reused by their
 * SQL text: Kysely prepares every query it runs, and preparing costs more than running the
 * small queries a request makes. Kysely runs one query at a time on its single connection,
 * so a statement is never in use twice at once.
 */
export function withStatementCache(database: Database.Database, max = MAX_STATEMENTS): SqliteDatabase & { readonly cached: number; readonly inTransaction: boolean } {
  const statements = new Map<string, SqliteStatement>();
  return {
    get cached() { return statements.size; },
    get inTransaction() { return database.inTransaction; },
    close() {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = statements.get(sql);
      if (hit) {
        statements.delete(sql);
        statements.set(sql, hit);
        return hit;
      }
      const stmt = database.prepare(sql);
      if (sql.length > MAX_CACHED_SQL) return stmt;
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
      return stmt;
    },
  };
}
