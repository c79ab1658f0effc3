import type { MessageKey } from '../i18n';
import { initiatorNameOf, notify, recordValues, type ActionContext, type InstanceState } from './context';
import { fieldTypesOf } from './flow';
import { resolvePeople } from './resolve';
import { walkGraph, type FlowRun } from './executors';
import { closeOpenTasks } from './settle';

/** An abnormal reason as stored: a catalogue key and its parameters, translated when read. */
export interface AbnormalReason {
  key: MessageKey;
  params: Record<string, string>;
}

const conditionContext = (ctx: ActionContext) => ({ initiatorId: String(ctx.inst.initiator_id), fieldTypes: fieldTypesOf(ctx.fn) });

/** Ends the instance; the initiator gets a letter with the result. */
export async function finish(ctx: ActionContext, state: InstanceState): Promise<void> {
  await closeOpenTasks(ctx);
  ctx.state = state;
  ctx.current = [];
  ctx.changes.ended_at = ctx.now;
  ctx.changes.resume_node_id = null;
  await notify(ctx, ctx.inst.initiator_id, { type: 'result', state });
}

/** Hands the instance back to its initiator (state toSubmit); `resumeAt` is where a resubmit continues. */
export async function returnToInitiator(ctx: ActionContext, resumeAt: string | null, letter: boolean): Promise<void> {
  await closeOpenTasks(ctx);
  ctx.state = 'toSubmit';
  ctx.current = [];
  ctx.changes.resume_node_id = resumeAt;
  ctx.changes.abnormal_node_id = null;
  ctx.changes.abnormal_reason = null;
  if (letter) await notify(ctx, ctx.inst.initiator_id, { type: 'result', state: 'toSubmit' });
}

/** Records a step that cannot go on: the instance waits at `nodeId` as abnormal, with the reason (node name as a pack text), until retried. */
function abnormal(ctx: ActionContext, nodeId: string, key: MessageKey, nodeName: string): void {
  ctx.state = 'abnormal';
  ctx.current = [nodeId];
  ctx.changes.abnormal_node_id = nodeId;
  const reason: AbnormalReason = { key, params: { node: nodeName } };
  ctx.changes.abnormal_reason = JSON.stringify(reason);
}

/** The live run of an action: the instance's values and initiator, effects on `ctx`. */
function liveRun(ctx: ActionContext, initiatorName: string): FlowRun {
  const values = recordValues(ctx);
  return {
    values, conditions: conditionContext(ctx), initiator: { id: ctx.inst.initiator_id, name: initiatorName },
    resolve: (specs) => resolvePeople(ctx.t, specs ?? [], ctx.inst.initiator_id, values),
    admins: () => ctx.t.workflow.people.withRole('admin'),
    textOf: (text) => text, live: ctx, approvedSoFar: new Set(),
  };
}

/**
 * Enters `nodeId` (null: the end) and walks on, through each node kind's
 * executor, until the instance waits at an approver node, ends approved, or
 * becomes abnormal. Every node entered is appended to the taken path (and,
 * at a route, the branch taken).
 */
export async function enter(ctx: ActionContext, nodeId: string | null): Promise<void> {
  ctx.changes.abnormal_node_id = null;
  ctx.changes.abnormal_reason = null;
  const end = await walkGraph(ctx.graph, nodeId, liveRun(ctx, await initiatorNameOf(ctx)), {
    entered: (node) => { ctx.path.push(node.id); },
    branch: (id) => { ctx.path.push(id); },
  });
  if (end.kind === 'end') await finish(ctx, 'approved');
  else if (end.kind === 'abnormal') abnormal(ctx, end.node.id, end.reason, end.node.name);
}
