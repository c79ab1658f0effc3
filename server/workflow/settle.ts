import type { NewTask, TaskChanges, TaskRow } from '../data';
import { autoApproves as passesByRule, methodOutcome, type GraphApprover, type NodeOutcome } from '../engine';
import { insertTasks, notify, updateTask, updateTasks, type ActionContext } from './context';
import { localize } from './flow';

const LIVE = new Set(['pending', 'waiting']);

/** Tasks of the node's current activation (round). */
export const currentRound = (ctx: ActionContext) => ctx.changes.round ?? ctx.inst.round;

export const roundTasks = (ctx: ActionContext, nodeId: string) =>
  ctx.tasks.filter((t) => t.node_id === nodeId && t.round === currentRound(ctx));

const childrenOf = (ctx: ActionContext, task: TaskRow, position: 'before' | 'after') =>
  ctx.tasks.filter((t) => t.parent_id === task.id && t.sign_position === position && t.state !== 'transferred');

/** A task is complete once it is approved and every signer added after it is complete too. */
export function isComplete(ctx: ActionContext, task: TaskRow): boolean {
  return task.state === 'approved' && childrenOf(ctx, task, 'after').every((c) => isComplete(ctx, c));
}

/** Whether a user may pass by themselves at this node (auto-approve rules). */
function autoApproves(ctx: ActionContext, node: GraphApprover, userId: number): boolean {
  return passesByRule(node.config.autoApprove, userId, ctx.inst.initiator_id,
    (id) => ctx.tasks.some((t) => t.assignee_id === id && t.state === 'approved' && t.node_id !== node.id));
}

/** What handing a task to its assignee makes of it: approved when an auto-approve rule passes them (and may), else pending; received now. */
function openedChanges(ctx: ActionContext, node: GraphApprover, assignee: number, mayAutoApprove: boolean): TaskChanges {
  return mayAutoApprove && autoApproves(ctx, node, assignee)
    ? { state: 'approved', operation: 'autoApproved', received_at: ctx.now, operated_at: ctx.now }
    : { state: 'pending', received_at: ctx.now };
}

/** The letter that tells a pending task's assignee about it. */
const announceTask = (ctx: ActionContext, node: GraphApprover, task: TaskRow) =>
  notify(ctx, task.assignee_id, { type: 'task', taskId: task.id, node: localize(ctx.fn, node.name) });

/** Hands a task to its assignee now: pending, received, auto-approved when the node says so, else a letter. */
export async function openTask(ctx: ActionContext, node: GraphApprover, task: TaskRow, mayAutoApprove: boolean): Promise<void> {
  await updateTask(ctx, task, openedChanges(ctx, node, task.assignee_id, mayAutoApprove));
  if (task.state === 'pending') await announceTask(ctx, node, task);
}

/**
 * Creates the tasks of an activation in one statement, those handed over now (all, or the first
 * of a sequential node) already open: pending and received, or approved when an auto-approve rule
 * passes the assignee (what {@link openTask} makes of a task); the rest wait. Then the letters.
 */
export async function createNodeTasks(ctx: ActionContext, node: GraphApprover, assignees: number[]): Promise<void> {
  const round = currentRound(ctx);
  const sequential = node.config.method.kind === 'sequential';
  const tasks = assignees.map((assignee, seq): NewTask => {
    const task: NewTask = {
      instance_id: ctx.inst.id, node_id: node.id, round, assignee_id: assignee, seq, parent_id: null, sign_position: null,
      state: 'waiting', operation: null, opinion: null, received_at: null, viewed_at: null, operated_at: null,
    };
    return sequential && seq > 0 ? task : { ...task, ...openedChanges(ctx, node, assignee, true) };
  });
  for (const task of await insertTasks(ctx, tasks)) if (task.state === 'pending') await announceTask(ctx, node, task);
}

/** Closes what is still open at a node (its outcome is decided, or the instance left it). */
export async function closeOpenTasks(ctx: ActionContext, nodeId?: string): Promise<void> {
  const open = ctx.tasks.filter((task) => LIVE.has(task.state) && (nodeId === undefined || task.node_id === nodeId));
  await updateTasks(ctx, open, { state: 'closed', operated_at: ctx.now });
}

/**
 * Where a node stands after a decision, under its method (engine arithmetic):
 * original assignees count (a transferred task counts through its
 * replacement); an approval counts once the signers added after it approved.
 * A sequential node hands the next assignee their task. A decided node's
 * remaining tasks are closed.
 */
export async function settle(ctx: ActionContext, node: GraphApprover): Promise<NodeOutcome> {
  for (;;) {
    const tasks = roundTasks(ctx, node.id);
    const originals = tasks.filter((t) => t.parent_id === null && t.state !== 'transferred' && t.state !== 'closed');
    if (!originals.length) return 'pass';
    const outcome = methodOutcome(node.config.method, {
      assigned: originals.length,
      approved: originals.filter((t) => isComplete(ctx, t)).length,
      rejected: originals.filter((t) => t.state === 'rejected').length,
    });
    if (outcome !== 'pending') {
      await closeOpenTasks(ctx, node.id);
      return outcome;
    }
    if (node.config.method.kind !== 'sequential' || tasks.some((t) => t.state === 'pending')) return 'pending';
    const next = originals.filter((t) => t.state === 'waiting').sort((a, b) => a.seq - b.seq)[0];
    if (!next) return 'pending';
    await openTask(ctx, node, next, true);
    if (next.state === 'pending') return 'pending';
  }
}

/**
 * After a task is approved: signers added after it get their turn; once it
 * is complete, a before-signer's parent gets its task back, or the node is
 * settled. Returns the node outcome when the node was settled.
 */
export async function afterApproval(ctx: ActionContext, node: GraphApprover, task: TaskRow): Promise<NodeOutcome> {
  const after = childrenOf(ctx, task, 'after');
  const waiting = after.filter((c) => c.state === 'waiting');
  if (waiting.length) {
    for (const c of waiting) await openTask(ctx, node, c, false);
    return 'pending';
  }
  if (!isComplete(ctx, task)) return 'pending';
  if (task.parent_id === null) return settle(ctx, node);
  const parent = ctx.tasks.find((t) => t.id === task.parent_id);
  if (!parent) return settle(ctx, node);
  const position = task.sign_position === 'before' ? 'before' : 'after';
  if (!childrenOf(ctx, parent, position).every((c) => isComplete(ctx, c))) return 'pending';
  if (position === 'before') {
    await openTask(ctx, node, parent, false);
    return 'pending';
  }
  return afterApproval(ctx, node, parent);
}
