import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 031: a person's pending tasks in the order the task centre lists them. The index on
 * (tenant, assignee, state) found them, and every page sorted all of them by when they arrived:
 * an approver with thousands waiting paid for all of them on each page. The new index ends with
 * the page's order and replaces the old one (same leading columns).
 */
export function createPendingIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX process_tasks_pending ON process_tasks (tenant_id, assignee_id, state, received_at, id)`.execute(db);
      await sql`DROP INDEX process_tasks_assignee`.execute(db);
    },
  };
}
