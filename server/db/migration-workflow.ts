import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';
import { withId } from './columns';

type AnyDb = Kysely<unknown>;

/**
 * 002: approval processes (instances, tasks, CC records) and station letters.
 * A record has at most one running instance: a partial unique index makes a
 * second concurrent submit fail instead of starting twice.
 */
export function createWorkflowMigration(dialect: Dialect): Migration {
  const id = withId(dialect, true);
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('process_instances'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('fn_id', 'integer', (c) => c.notNull().references('functions.id'))
        .addColumn('fn_version', 'integer', (c) => c.notNull())
        .addColumn('record_id', 'bigint', (c) => c.notNull())
        .addColumn('application_no', 'varchar(64)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('initiator_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('state', 'varchar(32)', (c) => c.notNull())
        .addColumn('current_node_ids', 'text', (c) => c.notNull())
        .addColumn('taken_path', 'text', (c) => c.notNull())
        .addColumn('graph', 'text', (c) => c.notNull())
        .addColumn('resume_node_id', 'varchar(64)')
        .addColumn('abnormal_node_id', 'varchar(64)')
        .addColumn('abnormal_reason', 'text')
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .execute();
      await db.schema.createIndex('process_instances_initiator').on('process_instances')
        .columns(['tenant_id', 'initiator_id', 'started_at']).execute();
      await db.schema.createIndex('process_instances_state').on('process_instances')
        .columns(['tenant_id', 'state']).execute();
      await sql`CREATE UNIQUE INDEX process_instances_running ON process_instances (tenant_id, fn_id, record_id)
        WHERE state IN ('initializing', 'toSubmit', 'inApproval', 'abnormal')`.execute(db);

      await id(db.schema.createTable('process_tasks'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('instance_id', 'bigint', (c) => c.notNull().references('process_instances.id'))
        .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('assignee_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'bigint')
        .addColumn('sign_position', 'varchar(16)')
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('operation', 'varchar(32)')
        .addColumn('opinion', 'text')
        .addColumn('received_at', 'bigint')
        .addColumn('viewed_at', 'bigint')
        .addColumn('operated_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('process_tasks_instance').on('process_tasks').columns(['instance_id', 'node_id', 'round']).execute();
      await db.schema.createIndex('process_tasks_assignee').on('process_tasks').columns(['tenant_id', 'assignee_id', 'state']).execute();

      await id(db.schema.createTable('process_cc'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('instance_id', 'bigint', (c) => c.notNull().references('process_instances.id'))
        .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .execute();
      await db.schema.createIndex('process_cc_user').on('process_cc').columns(['tenant_id', 'user_id', 'created_at']).execute();

      await id(db.schema.createTable('station_letters'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('biz', 'text', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('station_letters_user').on('station_letters').columns(['tenant_id', 'user_id', 'created_at']).execute();
    },
  };
}
