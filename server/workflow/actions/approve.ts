import type { GraphApprover } from '../../engine';
import { errors } from '../../errors';
import type { ServerLang } from '../../i18n';
import { enter } from '../advance';
import { updateTask, type ActionContext } from '../context';
import { permissionsOf } from '../flow';
import { requireOwnPendingTask, runTaskAction, type Actor } from '../run';
import { afterApproval } from '../settle';
import { applyEdits } from './record-edit';

export interface ApproveInput {
  taskId: number;
  opinion?: string;
  data?: Record<string, unknown>;
}

/** The approver node a task belongs to. */
export function approverNodeOf(ctx: ActionContext, nodeId: string): GraphApprover {
  const node = ctx.graph.nodes[nodeId];
  if (node?.type !== 'approver') throw errors.taskNotFound();
  return node;
}

/** `approvalPass`: approve one's pending task (opinion where the node needs one, edits to editable fields). */
export function approve(actor: Actor, input: ApproveInput, lang: ServerLang) {
  return runTaskAction(actor, input.taskId, async (ctx, task) => {
    requireOwnPendingTask(ctx, task);
    const node = approverNodeOf(ctx, task.node_id);
    const opinion = input.opinion?.trim() ?? '';
    if (node.config.opinionRequired && !opinion) throw errors.opinionRequired();
    await applyEdits(ctx, input.data, permissionsOf(node), lang);
    await updateTask(ctx, task, { state: 'approved', operation: 'approved', opinion: opinion || null, operated_at: ctx.now });
    if ((await afterApproval(ctx, node, task)) === 'pass') {
      (ctx.completedNodes ??= []).push(node.id);
      await enter(ctx, node.next);
    }
    return { processInstanceId: ctx.inst.id, state: ctx.state };
  });
}
