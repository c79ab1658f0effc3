import { evaluateConditions, selectBranch, type GraphApprover, type GraphCc } from '../engine';
import type { MessageKey } from '../i18n';
import { notify, recordValues, type ActionContext, type InstanceState } from './context';
import { fieldTypesOf } from './flow';
import { resolvePeople } from './resolve';
import { closeOpenTasks, createNodeTasks, currentRound, settle } from './settle';

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

async function copyTo(ctx: ActionContext, node: GraphCc): Promise<void> {
  const people = await resolvePeople(ctx.t, node.config.recipients, ctx.inst.initiator_id, recordValues(ctx));
  for (const p of people) {
    await ctx.t.workflow.cc.insert({ instanceId: ctx.inst.id, nodeId: node.id, userId: p.id, now: ctx.now });
    await notify(ctx, p.id, { type: 'cc' });
  }
}

type Activation = 'pass' | 'wait' | 'abnormal';

/** Starts an approver node: skip rules, approvers, the empty-approver policy, tasks and auto-approvals. */
async function activate(ctx: ActionContext, node: GraphApprover): Promise<Activation> {
  const cfg = node.config;
  if (cfg.skipRules?.length && evaluateConditions(cfg.skipRules, recordValues(ctx), conditionContext(ctx))) return 'pass';
  let people = await resolvePeople(ctx.t, cfg.approvers, ctx.inst.initiator_id, recordValues(ctx));
  if (!people.length) {
    if (cfg.emptyApprover === 'autoPass') return 'pass';
    if (cfg.emptyApprover === 'reject') {
      abnormal(ctx, node.id, 'abnormalNoApprover', node.name);
      return 'abnormal';
    }
    people = await ctx.t.workflow.people.withRole('admin');
    if (!people.length) {
      abnormal(ctx, node.id, 'abnormalNoAdmin', node.name);
      return 'abnormal';
    }
  }
  ctx.changes.round = currentRound(ctx) + 1;
  ctx.current = [node.id];
  await createNodeTasks(ctx, node, people.map((p) => p.id));
  const outcome = await settle(ctx, node);
  return outcome === 'pass' ? 'pass' : 'wait';
}

/**
 * Enters `nodeId` (null: the end) and walks on until the instance waits at an
 * approver node, ends approved, or becomes abnormal. Every node entered is
 * appended to the taken path (and, at a route, the branch taken).
 */
export async function enter(ctx: ActionContext, nodeId: string | null): Promise<void> {
  ctx.changes.abnormal_node_id = null;
  ctx.changes.abnormal_reason = null;
  let id = nodeId;
  for (let steps = 0; steps <= ctx.graph.order.length * 2 + 2; steps++) {
    if (id === null) {
      await finish(ctx, 'approved');
      return;
    }
    const node = ctx.graph.nodes[id];
    ctx.path.push(id);
    if (node.type === 'start') {
      id = node.next;
    } else if (node.type === 'cc') {
      await copyTo(ctx, node);
      id = node.next;
    } else if (node.type === 'route') {
      const branch = selectBranch(node, recordValues(ctx), conditionContext(ctx));
      if (!branch) {
        abnormal(ctx, node.id, 'abnormalNoBranch', node.name);
        return;
      }
      ctx.path.push(branch.id);
      id = branch.entry;
    } else {
      const result = await activate(ctx, node);
      if (result !== 'pass') return;
      id = node.next;
    }
  }
  throw new Error('flow walk did not end');
}
