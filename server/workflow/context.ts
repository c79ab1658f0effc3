import type { EventOperation, InstanceRow, NewTask, StoredRecord, TaskChanges, TaskRow, TenantData } from '../data';
import { documentStateOf, type ExecutableGraph } from '../engine';
import { errors } from '../errors';
import { writeLetter, type LetterBiz, type PendingLetter } from '../messages';
import type { LoadedFunction } from '../records';
import { functionVersionOf, graphOf, localize } from './flow';
import type { ServerLang } from '../i18n';
import { fireDocumentEvents, type DocumentEvent } from './events';

/** The eight instance states (API.md "Approval"). */
export const INSTANCE_STATES = [
  'initializing', 'toSubmit', 'inApproval', 'approved', 'rejected', 'canceled', 'interventionEnded', 'abnormal',
] as const;
export type InstanceState = (typeof INSTANCE_STATES)[number];
export const TERMINAL_STATES: readonly string[] = ['approved', 'rejected', 'canceled', 'interventionEnded'];

/** Everything one action works on, inside its transaction. Changes to `inst` are saved once, at the end. */
export interface ActionContext {
  t: TenantData;
  now: number;
  actorId: number;
  /** The instance as locked; `version` is the version read, checked when saving. */
  inst: InstanceRow;
  state: InstanceState;
  current: string[];
  path: string[];
  graph: ExecutableGraph;
  fn: LoadedFunction;
  /** The record as read in this transaction (its `docState` is what `saveInstance` compares with). */
  record: StoredRecord;
  /** The initiator's name, read on first use ({@link initiatorNameOf}): most approvals write no letter. */
  initiatorName?: Promise<string>;
  /** Every task of the instance, kept in step with the database. */
  tasks: TaskRow[];
  letters: PendingLetter[];
  changes: Partial<InstanceRow>;
  /** The caller's language (field errors of business rules are answered in it). */
  lang?: ServerLang;
  /** Approver nodes this action completed (their `nodeCompleted` actions run). */
  completedNodes?: string[];
  /** A retry of an event whose actions failed. */
  retryEvent?: DocumentEvent;
  /** The pack actions of this flow action have run. */
  eventsDone?: boolean;
}

/** Builds the context of an action on a locked instance. */
export async function loadContext(t: TenantData, inst: InstanceRow, actorId: number, now: number): Promise<ActionContext> {
  const fn = await functionVersionOf(t, inst.fn_id, inst.fn_version);
  const [record, tasks] = await Promise.all([
    t.records.get(inst.fn_id, inst.record_id, { includeDeleted: true }), t.workflow.tasks.ofInstance(inst.id),
  ]);
  if (!record) throw errors.recordNotFound();
  return {
    t, now, actorId, inst, fn, record, tasks, letters: [], changes: {},
    state: inst.state as InstanceState,
    current: JSON.parse(inst.current_node_ids),
    path: JSON.parse(inst.taken_path),
    graph: graphOf(inst),
  };
}

/** The initiator's full name as a member of the tenant ('' when they are not one); read once per action. */
export function initiatorNameOf(ctx: ActionContext): Promise<string> {
  ctx.initiatorName ??= ctx.t.workflow.people.byIds([ctx.inst.initiator_id]).then((people) => people[0]?.fullName ?? '');
  return ctx.initiatorName;
}

/** Whether the action changed the instance row: most approvals of a countersign only decide their own task. */
function instanceChanged(ctx: ActionContext, current: string, path: string): boolean {
  if (ctx.state !== ctx.inst.state || current !== ctx.inst.current_node_ids || path !== ctx.inst.taken_path) return true;
  return Object.entries(ctx.changes).some(([k, v]) => v !== undefined && v !== ctx.inst[k as keyof InstanceRow]);
}

/**
 * Writes the instance back with an optimistic version check (a concurrent change rolls the
 * action back); not at all when nothing of it changed: the action holds the instance's lock
 * (PostgreSQL: FOR UPDATE; SQLite: one writer), so no change can slip in between.
 */
export async function saveInstance(ctx: ActionContext): Promise<void> {
  await fireDocumentEvents(ctx);
  const [current, path] = [JSON.stringify(ctx.current), JSON.stringify(ctx.path)];
  if (instanceChanged(ctx, current, path)) {
    const ok = await ctx.t.workflow.instances.update(ctx.inst.id, ctx.inst.version, {
      ...ctx.changes, state: ctx.state, current_node_ids: current, taken_path: path, updated_at: ctx.now,
    });
    if (!ok) throw errors.processChanged();
  }
  // The record's document state follows its process in the same transaction (unwritten when it stays as read).
  const resumeNodeId = ctx.changes.resume_node_id !== undefined ? ctx.changes.resume_node_id : ctx.inst.resume_node_id;
  const docState = documentStateOf({ state: ctx.state, resumeNodeId });
  if (docState !== ctx.record.docState) await ctx.t.records.setDocState(ctx.inst.fn_id, ctx.inst.record_id, docState);
}

export async function insertTask(ctx: ActionContext, task: NewTask): Promise<TaskRow> {
  const [row] = await insertTasks(ctx, [task]);
  return row;
}

/** Tasks written together (one statement for an activation's), kept in the context as stored. */
export async function insertTasks(ctx: ActionContext, tasks: NewTask[]): Promise<TaskRow[]> {
  const ids = await ctx.t.workflow.tasks.insertMany(tasks, ctx.now);
  const rows = tasks.map((task, i): TaskRow => ({ ...task, id: ids[i], tenant_id: ctx.t.tenantId, version: 0, created_at: ctx.now }));
  ctx.tasks.push(...rows);
  return rows;
}

/** Updates a task with an optimistic version check (a concurrent change answers "the process has changed"). */
export async function updateTask(ctx: ActionContext, task: TaskRow, changes: TaskChanges): Promise<void> {
  if (!(await ctx.t.workflow.tasks.update(task.id, task.version, changes))) throw errors.processChanged();
  Object.assign(task, changes, { version: task.version + 1 });
}

/** {@link updateTask} for several tasks with the same changes, in one statement. */
export async function updateTasks(ctx: ActionContext, tasks: TaskRow[], changes: TaskChanges): Promise<void> {
  if (tasks.length <= 1) {
    if (tasks.length) await updateTask(ctx, tasks[0], changes);
    return;
  }
  if (!(await ctx.t.workflow.tasks.updateMany(tasks, changes))) throw errors.processChanged();
  for (const task of tasks) Object.assign(task, changes, { version: task.version + 1 });
}

/** Queues a station letter about this instance for a user. */
export async function notify(ctx: ActionContext, userId: number, biz: Omit<LetterBiz, 'processInstanceId' | 'applicationNo' | 'initiator' | 'fn'>): Promise<void> {
  const full: LetterBiz = {
    ...biz, processInstanceId: ctx.inst.id, applicationNo: ctx.changes.application_no ?? ctx.inst.application_no,
    initiator: await initiatorNameOf(ctx), fn: localize(ctx.fn, ctx.fn.fn.name),
  };
  ctx.letters.push(await writeLetter(ctx.t, userId, full, ctx.now));
}

export const recordValues = (ctx: ActionContext) => (ctx.record.data ?? {}) as Record<string, unknown>;

/** Writes an instance-level operation to the process log, in the action's transaction. */
export async function logEvent(ctx: ActionContext, operation: EventOperation, nodeIds: string[], detail?: Record<string, unknown>): Promise<void> {
  await ctx.t.workflow.events.insert({
    instanceId: ctx.inst.id, actorId: ctx.actorId, operation, nodeId: nodeIds.join(',') || null, detail, now: ctx.now,
  });
}
