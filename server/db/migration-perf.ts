import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * 013: pg_trgm on PostgreSQL, for the trigram GIN indexes that "contains" search uses
 * (server/data/record-trigrams.ts creates them per function at install). Skipped where
 * the server's PostgreSQL does not ship the extension: search then scans as before.
 * SQLite needs nothing here (FTS5 with the trigram tokenizer is built into better-sqlite3).
 */
export function createPerfMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      const available = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
      if (available.rows.length) await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    },
  };
}
