import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * 003: what the complete schema engine stores besides records: serial-number
 * counters, submission ids (duplicate guard), uploaded files, function design
 * drafts and a function's enabled flag.
 */
export function createEngineMigration(dialect: Dialect): Migration {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: AnyDb) {
      // One counter per (function, serial field, reset scope); last_n counts from 0.
      await db.schema.createTable('serial_counters')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('fn_id', 'integer', (c) => c.notNull().references('functions.id'))
        .addColumn('field', 'varchar(64)', (c) => c.notNull())
        .addColumn('scope', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_n', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('serial_counters_pk', ['tenant_id', 'fn_id', 'field', 'scope'])
        .execute();

      // A client-generated id per click; a repeat within the window is refused.
      await db.schema.createTable('request_ids')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('request_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('request_ids_pk', ['tenant_id', 'user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('request_ids_created').on('request_ids').columns(['created_at']).execute();

      await db.schema.createTable('files')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('mime', 'varchar(200)', (c) => c.notNull())
        .addColumn('size', big, (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('files_tenant').on('files').columns(['tenant_id', 'id']).execute();

      // The one draft of a function design (new functions have only a draft until published).
      await db.schema.createTable('function_drafts')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('pack_id', 'integer', (c) => c.references('packs.id'))
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('function_drafts_pk', ['tenant_id', 'code'])
        .execute();

      await db.schema.alterTable('functions').addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('functions').addColumn('published_at', 'bigint').execute();
      await sql`UPDATE functions SET published_at = created_at`.execute(db);
    },
  };
}
