import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * Tables whose rows the request path keeps between requests (server/data/request-cache.ts):
 * the signed-in member, their company and roles, menus and grants, functions and packs.
 */
export const STAMPED_TABLES = ['users', 'user_tenants', 'tenants', 'roles', 'user_roles', 'role_menus', 'menus', 'functions', 'packs', 'role_data_scopes'] as const;

/**
 * 025: one counter, `cache_stamp.stamp`, raised by triggers in the same transaction as any
 * write to STAMPED_TABLES and any deleted session (sign-out, disabled member, password
 * change). A request reads it once; whatever was cached under another value is read again,
 * so a change committed by any server process, or by a script, counts at the next request.
 * Session activity (`last_seen_at`) and new sessions leave it alone.
 */
export function createCacheStampMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createTable('cache_stamp')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('stamp', 'bigint', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO cache_stamp (id, stamp) VALUES (1, 0)`.execute(db);
      const bump = 'UPDATE cache_stamp SET stamp = stamp + 1 WHERE id = 1';
      if (dialect === 'postgres') {
        await sql.raw(`CREATE FUNCTION cache_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $stamp$
BEGIN
  ${bump};
  RETURN NULL;
END $stamp$`).execute(db);
        for (const t of STAMPED_TABLES) {
          await sql.raw(`CREATE TRIGGER cache_stamp_${t} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION cache_stamp_bump()`).execute(db);
        }
        await sql.raw('CREATE TRIGGER cache_stamp_sessions AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION cache_stamp_bump()').execute(db);
        return;
      }
      // SQLite has row triggers only: one bump per row written.
      for (const t of STAMPED_TABLES) {
        for (const op of ['insert', 'update', 'delete']) {
          await sql.raw(`CREATE TRIGGER cache_stamp_${t}_${op} AFTER ${op.toUpperCase()} ON ${t} BEGIN ${bump}; END`).execute(db);
        }
      }
      await sql.raw(`CREATE TRIGGER cache_stamp_sessions_delete AFTER DELETE ON sessions BEGIN ${bump}; END`).execute(db);
    },
  };
}
