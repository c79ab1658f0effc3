import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Dialect, ProcessInstancesTable } from '../db';
import { definedEntries, runPrepared, slot } from './prepared';
import { instanceFilterExpression, isFilterSet, type InstanceFilter } from './workflow-filter';
import { tenantFilter } from './tenant-filter';

export type InstanceRow = Selectable<ProcessInstancesTable>;

/** The columns an instance update may change; `version` is bumped by the update itself. */
export type InstanceChanges = Partial<Pick<InstanceRow,
  'state' | 'current_node_ids' | 'taken_path' | 'resume_node_id' | 'abnormal_node_id' | 'abnormal_reason'
  | 'round' | 'submitted_at' | 'updated_at' | 'ended_at' | 'application_no'>>;

export interface InstancePageQuery {
  offset: number;
  limit: number;
  /** Search (title, function, initiator, state, start time). */
  filter?: InstanceFilter;
}

/** Abnormal monitoring: currently abnormal, or by the outcome of the latest retry. */
export type AbnormalStatus = 'pending' | 'processed' | 'failed';

/** Process instances of one tenant. */
export function createInstanceData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  const scoped = () => db.selectFrom('process_instances').where('process_instances.tenant_id', '=', tenantId);

  const page = async (where0: (q: ReturnType<typeof scoped>) => ReturnType<typeof scoped>, q: InstancePageQuery) => {
    const filter = q.filter;
    const where = isFilterSet(filter)
      ? (b: ReturnType<typeof scoped>) => where0(b).where(instanceFilterExpression(db, tenantId, filter))
      : where0;
    const [rows, count] = await Promise.all([
      where(scoped()).selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
      where(scoped()).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  };

  return {
    async insert(i: Omit<InstanceRow, 'id' | 'tenant_id' | 'version'>): Promise<number> {
      const row = await db.insertInto('process_instances').values({ ...i, tenant_id: tenantId, version: 0 })
        .returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    get(id: number): Promise<InstanceRow | undefined> {
      return scoped().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Reads an instance inside a transaction and, on PostgreSQL, locks its row
     * until the transaction ends, so actions on one instance run one at a time.
     */
    async lock(id: number): Promise<InstanceRow | undefined> {
      const { rows } = await runPrepared<InstanceRow>(db, 'instances.lock', [tenantId, id], () => {
        const q = db.selectFrom('process_instances').where('process_instances.tenant_id', '=', slot(0)).selectAll().where('id', '=', slot(1));
        return dialect === 'postgres' ? q.forUpdate() : q;
      });
      return rows[0];
    },

    /**
     * {@link lock} for the instance a task of this tenant belongs to, in one statement: an
     * action on a task needs no separate read of the task before it takes the lock.
     */
    async lockByTask(taskId: number): Promise<InstanceRow | undefined> {
      const { rows } = await runPrepared<InstanceRow>(db, 'instances.lockByTask', [tenantId, taskId], () => {
        const ofTask = db.selectFrom('process_tasks').select('process_tasks.instance_id')
          .where('process_tasks.tenant_id', '=', slot(0)).where('process_tasks.id', '=', slot(1));
        const q = db.selectFrom('process_instances').where('process_instances.tenant_id', '=', slot(0)).selectAll().where('id', '=', ofTask);
        return dialect === 'postgres' ? q.forUpdate() : q;
      });
      return rows[0];
    },

    /** Optimistic update: false when the row is not at `version` any more (someone else changed it). */
    async update(id: number, version: number, changes: InstanceChanges): Promise<boolean> {
      const set = definedEntries(changes);
      const res = await runPrepared(db, `instances.update:${set.map(([k]) => k).join(',')}`, [tenantId, id, version, version + 1, ...set.map(([, v]) => v)], () =>
        db.updateTable('process_instances').set({ ...Object.fromEntries(set.map(([k], i) => [k, slot(4 + i)])), version: slot(3) })
          .where('tenant_id', '=', slot(0)).where('id', '=', slot(1)).where('version', '=', slot(2)));
      return Number(res.numAffectedRows) === 1;
    },

    /** The running instance (not ended) of a record, if any. */
    findRunning(fnId: number, recordId: number): Promise<InstanceRow | undefined> {
      return scoped().selectAll().where('fn_id', '=', fnId).where('record_id', '=', recordId)
        .where('state', 'in', ['initializing', 'toSubmit', 'inApproval', 'abnormal']).executeTakeFirst();
    },

    /** The latest instance of a record (for the record detail's `process`). */
    latestOfRecord(fnId: number, recordId: number): Promise<InstanceRow | undefined> {
      return scoped().selectAll().where('fn_id', '=', fnId).where('record_id', '=', recordId)
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    /**
     * The latest instance of a record the user takes part in (initiator, a
     * task that reached them, a copy): whose node permissions they read it with.
     */
    latestInvolving(recordId: number, userId: number): Promise<InstanceRow | undefined> {
      return scoped().selectAll().where('record_id', '=', recordId)
        .where(sql<boolean>`(process_instances.initiator_id = ${userId}
          OR EXISTS (SELECT 1 FROM process_tasks pt WHERE pt.instance_id = process_instances.id AND pt.assignee_id = ${userId} AND pt.state <> 'waiting')
          OR EXISTS (SELECT 1 FROM process_cc pc WHERE pc.instance_id = process_instances.id AND pc.user_id = ${userId}))`)
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    /** Whether any process of the function reaches the user (initiator, a task that reached them, a copy). */
    async involves(fnId: number, userId: number): Promise<boolean> {
      const row = await scoped().select('id').where('fn_id', '=', fnId)
        .where(sql<boolean>`(process_instances.initiator_id = ${userId}
          OR EXISTS (SELECT 1 FROM process_tasks pt WHERE pt.instance_id = process_instances.id AND pt.assignee_id = ${userId} AND pt.state <> 'waiting')
          OR EXISTS (SELECT 1 FROM process_cc pc WHERE pc.instance_id = process_instances.id AND pc.user_id = ${userId}))`)
        .limit(1).executeTakeFirst();
      return row !== undefined;
    },

    byIds(ids: number[]): Promise<InstanceRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('process_instances').where(tenantFilter(dialect, 'process_instances.tenant_id', tenantId)).selectAll().where('id', 'in', ids).execute();
    },

    pageByInitiator(userId: number, q: InstancePageQuery) {
      return page((b) => b.where('initiator_id', '=', userId), q);
    },

    pageByState(state: string, q: InstancePageQuery) {
      return page((b) => b.where('state', '=', state), q);
    },

    /** Every instance of the tenant (process management). */
    pageAll(q: InstancePageQuery) {
      return page((b) => b, q);
    },

    /**
     * Abnormal monitoring: `pending` = abnormal now; `processed` = the latest
     * retry succeeded; `failed` = the latest retry failed and the process is
     * still abnormal.
     */
    pageAbnormal(status: AbnormalStatus, q: InstancePageQuery) {
      if (status === 'pending') return page((b) => b.where('state', '=', 'abnormal'), q);
      const outcome = status === 'processed' ? 'retry' : 'retryFailed';
      const latest = sql<number>`(SELECT e.instance_id FROM process_events e WHERE e.tenant_id = ${tenantId} AND e.operation = ${outcome}
        AND e.id = (SELECT max(e2.id) FROM process_events e2 WHERE e2.instance_id = e.instance_id AND e2.operation IN ('retry', 'retryFailed')))`;
      return page((b) => {
        const q2 = b.where('id', 'in', latest);
        return status === 'failed' ? q2.where('state', '=', 'abnormal') : q2;
      }, q);
    },

    /** Instances a user acted on (any task of theirs that is not pending or waiting). */
    pageActedBy(userId: number, q: InstancePageQuery) {
      return page((b) => b.where('id', 'in', db.selectFrom('process_tasks').select('instance_id')
        .where('tenant_id', '=', tenantId).where('assignee_id', '=', userId)
        .where('state', 'in', ['approved', 'rejected', 'transferred'])
        .where('operation', 'not in', ['autoApproved'])), q);
    },

    /** Ids of functions of this tenant whose instances exist, with counts (task-centre tree). */
    async countByFunction(): Promise<Map<number, number>> {
      const rows = await scoped().select(['fn_id', sql<number>`count(*)`.as('n')]).groupBy('fn_id').execute();
      return new Map(rows.map((r) => [r.fn_id, Number(r.n)]));
    },
  };
}

export type InstanceData = ReturnType<typeof createInstanceData>;
