import type { TaskRow } from '../../data';
import { errors } from '../../errors';
import { requireAdmin } from '../../menus';
import { insertTask, logEvent, updateTask, type ActionContext } from '../context';
import { requireOwnPendingTask, runTaskAction, type Actor } from '../run';
import { openTask, roundTasks } from '../settle';
import { approverNodeOf } from './approve';

async function requireMembers(ctx: ActionContext, userIds: number[]): Promise<void> {
  const found = new Set((await ctx.t.workflow.people.byIds(userIds)).map((p) => p.id));
  const missing = userIds.find((id) => !found.has(id));
  if (missing !== undefined) throw errors.notMember(missing);
}

/** A user may hold one open task per node activation. */
function requireFree(ctx: ActionContext, nodeId: string, userIds: number[]): void {
  const busy = roundTasks(ctx, nodeId).find((t) => (t.state === 'pending' || t.state === 'waiting') && userIds.includes(t.assignee_id));
  if (busy) throw errors.alreadyAssigned(String(busy.assignee_id));
}

const child = (ctx: ActionContext, task: TaskRow, assignee: number, seq: number, position: 'before' | 'after') => insertTask(ctx, {
  instance_id: ctx.inst.id, node_id: task.node_id, round: task.round, assignee_id: assignee, seq, parent_id: task.id,
  sign_position: position, state: 'waiting', operation: null, opinion: null, received_at: null, viewed_at: null, operated_at: null,
});

/**
 * `addNode`: add signers before the caller (they approve first, then the
 * caller's task comes back) or after (they approve once the caller has).
 */
export function addSign(actor: Actor, input: { taskId: number; position: 'before' | 'after'; userIds: number[] }) {
  return runTaskAction(actor, input.taskId, async (ctx, task) => {
    requireOwnPendingTask(ctx, task);
    const node = approverNodeOf(ctx, task.node_id);
    const userIds = [...new Set(input.userIds)];
    await requireMembers(ctx, userIds);
    requireFree(ctx, task.node_id, [...userIds, ...(userIds.includes(ctx.actorId) ? [ctx.actorId] : [])]);
    if (userIds.includes(ctx.actorId)) throw errors.alreadyAssigned(String(ctx.actorId));
    const added: TaskRow[] = [];
    for (const [i, userId] of userIds.entries()) added.push(await child(ctx, task, userId, i, input.position));
    if (input.position === 'before') {
      await updateTask(ctx, task, { state: 'waiting', operation: 'addSignBefore' });
      for (const c of added) await openTask(ctx, node, c, false);
    } else {
      await updateTask(ctx, task, { operation: 'addSignAfter' });
    }
    return { processInstanceId: ctx.inst.id, taskIds: added.map((c) => c.id) };
  });
}

/**
 * `changeApprover` (transfer): the task goes to another member. The assignee
 * or an administrator may transfer; both approvers are required.
 */
export function transfer(actor: Actor, input: { taskId: number; fromUserId?: number | null; toUserId?: number | null }) {
  if (!input.fromUserId) throw errors.originalApproverEmpty();
  if (!input.toUserId) throw errors.forwardedApproverEmpty();
  const { fromUserId, toUserId } = input as { fromUserId: number; toUserId: number };
  return runTaskAction(actor, input.taskId, async (ctx, task) => {
    if (task.assignee_id !== ctx.actorId) await requireAdmin(ctx.t, ctx.actorId).catch(() => { throw errors.notYourTask(); });
    if (task.state !== 'pending' || ctx.state !== 'inApproval') throw errors.taskAlreadyHandled();
    if (task.assignee_id !== fromUserId) throw errors.invalidField('fromUserId', 'not the approver of this task');
    const node = approverNodeOf(ctx, task.node_id);
    await requireMembers(ctx, [toUserId]);
    requireFree(ctx, task.node_id, [toUserId]);
    await updateTask(ctx, task, { state: 'transferred', operation: 'transferred', operated_at: ctx.now });
    await logEvent(ctx, 'changeApprover', [task.node_id], { taskId: task.id, fromUserId, toUserId });
    const next = await insertTask(ctx, {
      instance_id: ctx.inst.id, node_id: task.node_id, round: task.round, assignee_id: toUserId, seq: task.seq,
      parent_id: task.parent_id, sign_position: task.sign_position, state: 'waiting', operation: null, opinion: null,
      received_at: null, viewed_at: null, operated_at: null,
    });
    for (const c of ctx.tasks.filter((t) => t.parent_id === task.id)) await updateTask(ctx, c, { parent_id: next.id });
    await openTask(ctx, node, next, false);
    return { processInstanceId: ctx.inst.id, taskId: next.id };
  });
}
