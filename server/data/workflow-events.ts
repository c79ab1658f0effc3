import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Dialect, ProcessEventsTable } from '../db';
import { tenantFilter } from './tenant-filter';

export type EventRow = Selectable<ProcessEventsTable>;

/** Instance-level operations; `retry` succeeded, `retryFailed` left the process abnormal. */
export type EventOperation = 'submit' | 'resubmit' | 'recall' | 'forcedReturn' | 'cancel' | 'changeApprover' | 'retry' | 'retryFailed';

/** One line of the process log: a task decision or an instance-level operation. */
export interface LogRow {
  kind: 'task' | 'event';
  id: number;
  instance_id: number;
  actor_id: number;
  operation: string;
  node_id: string | null;
  opinion: string | null;
  detail: string | null;
  at: number;
}

/** Abnormal monitoring: the latest retry attempt of each instance that had one. */
export interface RetrySummary {
  instanceId: number;
  attempts: number;
  lastAt: number;
  lastFailed: boolean;
}

/**
 * Transfers are logged as `changeApprover` events (with the acting user, who
 * may be an administrator), so their task rows stay out of the log.
 */
const LOGGED_ELSEWHERE = ['transferred'];

/** The operation log of approval processes. */
export function createEventData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  const taskLines = (instanceId?: number) => {
    let q = db.selectFrom('process_tasks')
      .select([
        sql<'task' | 'event'>`cast('task' as varchar(8))`.as('kind'), 'id', 'instance_id', 'assignee_id as actor_id', 'operation',
        'node_id', 'opinion', sql<string | null>`cast(null as text)`.as('detail'), 'operated_at as at',
      ])
      .where('tenant_id', '=', tenantId).where('operated_at', 'is not', null).where('operation', 'is not', null)
      .where('operation', 'not in', LOGGED_ELSEWHERE);
    if (instanceId !== undefined) q = q.where('instance_id', '=', instanceId);
    return q.$castTo<LogRow>();
  };
  const eventLines = (instanceId?: number) => {
    let q = db.selectFrom('process_events')
      .select([
        sql<'task' | 'event'>`cast('event' as varchar(8))`.as('kind'), 'id', 'instance_id', 'actor_id', 'operation',
        'node_id', 'opinion', 'detail', 'created_at as at',
      ])
      .where('tenant_id', '=', tenantId);
    if (instanceId !== undefined) q = q.where('instance_id', '=', instanceId);
    return q.$castTo<LogRow>();
  };

  return {
    async insert(e: { instanceId: number; actorId: number; operation: EventOperation; nodeId?: string | null; opinion?: string | null; detail?: unknown; now: number }): Promise<void> {
      await db.insertInto('process_events').values({
        tenant_id: tenantId, instance_id: e.instanceId, actor_id: e.actorId, operation: e.operation, node_id: e.nodeId ?? null,
        opinion: e.opinion ?? null, detail: e.detail === undefined ? null : JSON.stringify(e.detail), created_at: e.now,
      }).execute();
    },

    /** Task decisions and instance operations, newest first. */
    async logPage(q: { offset: number; limit: number; instanceId?: number }): Promise<{ rows: LogRow[]; total: number }> {
      const union = taskLines(q.instanceId).unionAll(eventLines(q.instanceId)).as('log');
      const [rows, tasks, events] = await Promise.all([
        db.selectFrom(union).selectAll().orderBy('at', 'desc').orderBy('kind', 'desc').orderBy('id', 'desc')
          .offset(q.offset).limit(q.limit).execute(),
        taskLines(q.instanceId).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        eventLines(q.instanceId).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, id: Number(r.id), instance_id: Number(r.instance_id), at: Number(r.at) }) as LogRow),
        total: Number(tasks.n) + Number(events.n),
      };
    },

    /** Retry attempts per instance (count, time and outcome of the latest). */
    async retries(instanceIds: number[]): Promise<Map<number, RetrySummary>> {
      if (!instanceIds.length) return new Map();
      const rows = await db.selectFrom('process_events').select(['instance_id', 'operation', 'created_at', 'id'])
        .where(tenantFilter(dialect, 'tenant_id', tenantId)).where('instance_id', 'in', instanceIds).where('operation', 'in', ['retry', 'retryFailed'])
        .orderBy('id').execute();
      const out = new Map<number, RetrySummary>();
      for (const r of rows) {
        const id = Number(r.instance_id);
        const prev = out.get(id);
        out.set(id, { instanceId: id, attempts: (prev?.attempts ?? 0) + 1, lastAt: Number(r.created_at), lastFailed: r.operation === 'retryFailed' });
      }
      return out;
    },
  };
}

export type EventData = ReturnType<typeof createEventData>;
