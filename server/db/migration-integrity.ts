import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * The document state of a record from its latest process (SQL twin of the
 * engine's `documentStateOf`): a process handed back to its initiator is
 * `rejected` when a rejection will resume at a node, else `recalled`.
 */
const BACKFILL_STATE = sql`COALESCE((
  SELECT CASE pi.state
    WHEN 'initializing' THEN 'inApproval' WHEN 'inApproval' THEN 'inApproval'
    WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected'
    WHEN 'canceled' THEN 'canceled' WHEN 'interventionEnded' THEN 'canceled'
    WHEN 'abnormal' THEN 'abnormal'
    WHEN 'toSubmit' THEN CASE WHEN pi.resume_node_id IS NULL THEN 'recalled' ELSE 'rejected' END
    ELSE 'draft' END
  FROM process_instances pi
  WHERE pi.tenant_id = fn_records.tenant_id AND pi.fn_id = fn_records.fn_id AND pi.record_id = fn_records.id
  ORDER BY pi.id DESC LIMIT 1), 'draft')`;

/** Processes whose record is gone (possible before this migration) cannot be finished by anyone: removed with their rows. */
async function removeOrphanProcesses(db: AnyDb): Promise<void> {
  const orphans = sql`(SELECT pi.id FROM process_instances pi WHERE NOT EXISTS (SELECT 1 FROM fn_records r WHERE r.id = pi.record_id))`;
  for (const table of ['process_events', 'process_tasks', 'process_cc']) {
    await sql`DELETE FROM ${sql.table(table)} WHERE instance_id IN ${orphans}`.execute(db);
  }
  await sql`DELETE FROM process_instances WHERE id IN ${orphans}`.execute(db);
}

/**
 * SQLite cannot add a constraint to a table: the table is rebuilt with it
 * (sqlite.org/lang_altertable.html, "other kinds of table schema changes").
 * Migrations on SQLite run outside a transaction, so foreign keys can be
 * switched off for the copy.
 */
async function rebuildSqliteWithRecordKey(db: AnyDb): Promise<void> {
  const table = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'process_instances'`.execute(db);
  const indexes = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'process_instances' AND sql IS NOT NULL`.execute(db);
  const create = table.rows[0].sql;
  const body = create.slice(create.indexOf('(') + 1, create.lastIndexOf(')'));
  const withKey = `CREATE TABLE "process_instances_new" (${body}, constraint "process_instances_record_fk" foreign key ("record_id") references "fn_records" ("id"))`;
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql.raw(withKey).execute(db);
    await sql`INSERT INTO process_instances_new SELECT * FROM process_instances`.execute(db);
    await sql`DROP TABLE process_instances`.execute(db);
    await sql`ALTER TABLE process_instances_new RENAME TO process_instances`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows.slice(0, 3))}`);
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/**
 * 006: records keep their integrity. Each record stores its document state
 * (indexed, backfilled from its processes) and a deletion mark (a deleted
 * record stays so its process history is readable); a process cannot point
 * at a record that does not exist; roles grant data scopes per function and action.
 */
export function createIntegrityMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('fn_records').addColumn('doc_state', 'varchar(16)', (c) => c.notNull().defaultTo('draft')).execute();
      await db.schema.alterTable('fn_records').addColumn('deleted_at', 'bigint').execute();
      await sql`UPDATE fn_records SET doc_state = ${BACKFILL_STATE}`.execute(db);
      await db.schema.createIndex('fn_records_state').on('fn_records').columns(['tenant_id', 'fn_id', 'doc_state']).execute();
      await removeOrphanProcesses(db);
      if (dialect === 'postgres') {
        await sql`ALTER TABLE process_instances ADD CONSTRAINT process_instances_record_fk FOREIGN KEY (record_id) REFERENCES fn_records (id)`.execute(db);
      } else {
        await rebuildSqliteWithRecordKey(db);
      }
      await db.schema.createIndex('process_instances_record').on('process_instances').columns(['record_id']).execute();
      await db.schema.createTable('role_data_scopes')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addColumn('fn_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('scope', 'varchar(16)', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_data_scopes_pk', ['tenant_id', 'role_id', 'fn_code', 'action', 'scope'])
        .execute();
    },
  };
}
