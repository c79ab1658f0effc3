import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './types';
import { withId } from './columns';

type AnyDb = Kysely<unknown>;

/**
 * 004: instance-level operations of approval processes (submit, resubmit,
 * recall, forced return, cancel, change approver, retry and failed retry),
 * written in the action's transaction. Task decisions stay in `process_tasks`;
 * the process log reads both.
 */
export function createWorkflowLogMigration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, true)(db.schema.createTable('process_events'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('instance_id', 'bigint', (c) => c.notNull().references('process_instances.id'))
        .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('operation', 'varchar(32)', (c) => c.notNull())
        .addColumn('node_id', 'varchar(200)')
        .addColumn('opinion', 'text')
        .addColumn('detail', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('process_events_time').on('process_events').columns(['tenant_id', 'created_at']).execute();
      await db.schema.createIndex('process_events_instance').on('process_events').columns(['instance_id', 'operation']).execute();
    },
  };
}
