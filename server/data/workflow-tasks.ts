import type { Kysely, Selectable } from 'kysely';
import type { DB, Dialect, ProcessTasksTable } from '../db';
import { definedEntries, runPrepared, slot } from './prepared';
import { filteredInstanceIds, isFilterSet, type InstanceFilter } from './workflow-filter';
import { tenantFilter } from './tenant-filter';

export type TaskRow = Selectable<ProcessTasksTable>;
export type TaskState = 'pending' | 'approved' | 'rejected' | 'transferred' | 'closed' | 'waiting';
export type NewTask = Omit<TaskRow, 'id' | 'tenant_id' | 'version' | 'created_at'>;
export type TaskChanges = Partial<Pick<TaskRow, 'state' | 'parent_id' | 'operation' | 'opinion' | 'received_at' | 'viewed_at' | 'operated_at'>>;

/** Rows per INSERT: 16 values each, well under SQLite's 32,766 bound variables. */
const INSERT_CHUNK = 500;

/** Approval tasks of one tenant. */
export function createTaskData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  const scoped = () => db.selectFrom('process_tasks').where('process_tasks.tenant_id', '=', tenantId);

  return {
    /** Several tasks, INSERT_CHUNK a statement (a node's assignees are usually a handful; a role may hold hundreds); their ids in the order given. */
    async insertMany(tasks: NewTask[], now: number): Promise<number[]> {
      const ids: number[] = [];
      for (let at = 0; at < tasks.length; at += INSERT_CHUNK) {
        const rows = await db.insertInto('process_tasks')
          .values(tasks.slice(at, at + INSERT_CHUNK).map((t) => ({ ...t, tenant_id: tenantId, version: 0, created_at: now })))
          .returning('id').execute();
        // ids are drawn in the order of the rows; RETURNING's own order is not promised
        ids.push(...rows.map((r) => Number(r.id)).sort((a, b) => a - b));
      }
      return ids;
    },

    get(id: number): Promise<TaskRow | undefined> {
      return scoped().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Every task of an instance, oldest first. */
    async ofInstance(instanceId: number): Promise<TaskRow[]> {
      const { rows } = await runPrepared<TaskRow>(db, 'tasks.ofInstance', [tenantId, instanceId], () =>
        db.selectFrom('process_tasks').where('process_tasks.tenant_id', '=', slot(0)).selectAll().where('instance_id', '=', slot(1)).orderBy('id'));
      return rows;
    },

    /** Pending tasks of some instances (current approvers of a list). */
    pendingOf(instanceIds: number[]): Promise<TaskRow[]> {
      if (!instanceIds.length) return Promise.resolve([]);
      return db.selectFrom('process_tasks').where(tenantFilter(dialect, 'process_tasks.tenant_id', tenantId)).selectAll()
        .where('instance_id', 'in', instanceIds).where('state', '=', 'pending').orderBy('id').execute();
    },

    /** Optimistic update: false when the task is not at `version` any more. */
    async update(id: number, version: number, changes: TaskChanges): Promise<boolean> {
      const set = definedEntries(changes);
      const res = await runPrepared(db, `tasks.update:${set.map(([k]) => k).join(',')}`, [tenantId, id, version, version + 1, ...set.map(([, v]) => v)], () =>
        db.updateTable('process_tasks').set({ ...Object.fromEntries(set.map(([k], i) => [k, slot(4 + i)])), version: slot(3) })
          .where('tenant_id', '=', slot(0)).where('id', '=', slot(1)).where('version', '=', slot(2)));
      return Number(res.numAffectedRows) === 1;
    },

    /**
     * Optimistic update of several tasks with the same changes, in one statement: false
     * unless every task was still at its `version` (each is bumped by one).
     */
    async updateMany(tasks: readonly { id: number; version: number }[], changes: TaskChanges): Promise<boolean> {
      if (!tasks.length) return true;
      const res = await db.updateTable('process_tasks').set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or(tasks.map((t) => eb.and([eb('id', '=', t.id), eb('version', '=', t.version)]))))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === tasks.length;
    },

    /** Marks a task viewed the first time its assignee opens it. */
    async markViewed(id: number, now: number): Promise<void> {
      await db.updateTable('process_tasks').set({ viewed_at: now })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('viewed_at', 'is', null).execute();
    },

    async pendingPage(userId: number, offset: number, limit: number, filter?: InstanceFilter): Promise<{ rows: TaskRow[]; total: number }> {
      const base = () => {
        const q = scoped().where('assignee_id', '=', userId).where('state', '=', 'pending');
        return isFilterSet(filter) ? q.where('instance_id', 'in', filteredInstanceIds(db, tenantId, filter)) : q;
      };
      const [rows, count] = await Promise.all([
        base().selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async pendingCount(userId: number): Promise<number> {
      const row = await scoped().where('assignee_id', '=', userId).where('state', '=', 'pending')
        .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type TaskData = ReturnType<typeof createTaskData>;
