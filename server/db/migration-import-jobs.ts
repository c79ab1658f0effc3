import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * 014: Excel imports as jobs in the database (issue 17 item 2, issue 20 item 5).
 * `import_jobs` holds each job's progress, outcome and cancel request, so any
 * server process can answer `importStatus` and `importCancel`. A job writes its
 * records in short batches as invisible rows (`fn_records.import_job` set and
 * `deleted_at` set); one short UPDATE publishes them all, a cancel or failure
 * deletes them, so an import stays all or nothing without holding a transaction.
 */
export function createImportJobsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createTable('import_jobs')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('fn_id', 'integer', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('phase', 'varchar(16)', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull())
        .addColumn('imported', 'integer')
        .addColumn('error_file_id', 'varchar(64)')
        .addColumn('code', 'integer')
        .addColumn('msg', 'varchar(500)')
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('import_jobs_state').on('import_jobs').columns(['state', 'updated_at']).execute();
      await db.schema.alterTable('fn_records').addColumn('import_job', 'varchar(64)').execute();
      await sql`CREATE INDEX fn_records_import_job ON fn_records (import_job) WHERE import_job IS NOT NULL`.execute(db);
    },
  };
}
