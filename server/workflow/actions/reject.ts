import { earlierApproverNodes } from '../../engine';
import { errors } from '../../errors';
import { enter, finish, returnToInitiator } from '../advance';
import { updateTask, type ActionContext } from '../context';
import { requireOwnPendingTask, runTaskAction, type Actor } from '../run';
import { closeOpenTasks, settle } from '../settle';
import { approverNodeOf } from './approve';

export type RejectMode = 'toInitiator' | 'toNode' | 'final';

export interface RejectInput {
  taskId: number;
  opinion: string;
  mode: RejectMode;
  nodeId?: string;
}

/** The approver nodes before `nodeId` on the path this instance took (`queryTurnNodeList`). */
export const turnNodes = (ctx: ActionContext, nodeId: string) => earlierApproverNodes(ctx.graph, nodeId, ctx.path);

/**
 * `auditReject`: a rejection vote. When it decides the node (or comes from an
 * added signer), the mode applies: back to the initiator (a resubmit resumes
 * at this node), back to an earlier approver node, or a final rejection.
 */
export function reject(actor: Actor, input: RejectInput) {
  return runTaskAction(actor, input.taskId, async (ctx, task) => {
    requireOwnPendingTask(ctx, task);
    const node = approverNodeOf(ctx, task.node_id);
    const opinion = input.opinion?.trim() ?? '';
    if (!opinion) throw errors.opinionRequired();
    if (input.mode === 'toNode' && !turnNodes(ctx, node.id).some((n) => n.id === input.nodeId)) throw errors.turnNodeInvalid();
    await updateTask(ctx, task, { state: 'rejected', operation: `reject:${input.mode}`, opinion, operated_at: ctx.now });
    const outcome = task.parent_id !== null ? 'reject' : await settle(ctx, node);
    if (outcome === 'reject') {
      await closeOpenTasks(ctx, node.id);
      if (input.mode === 'final') await finish(ctx, 'rejected');
      else if (input.mode === 'toInitiator') await returnToInitiator(ctx, node.id, true);
      else await enter(ctx, input.nodeId!);
    } else if (outcome === 'pass') {
      await enter(ctx, node.next);
    }
    return { processInstanceId: ctx.inst.id, state: ctx.state };
  });
}
