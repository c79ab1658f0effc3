import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * 007: failed sign-in and unlock attempts per account and per address (shared
 * by every server process), and short-lived single-purpose tickets (file
 * downloads, the socket) that replace session tokens in URLs.
 */
export function createSecurityMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createTable('auth_throttle')
        .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('first_failure_at', 'bigint', (c) => c.notNull())
        .addColumn('blocked_until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createTable('auth_tickets')
        .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('session_id', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auth_tickets_expiry').on('auth_tickets').columns(['expires_at']).execute();
    },
  };
}
