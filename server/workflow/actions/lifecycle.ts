import type { DataAccess } from '../../data';
import { errors } from '../../errors';
import type { ServerLang } from '../../i18n';
import { loadMenuAccess } from '../../menus';
import { enter, finish, returnToInitiator } from '../advance';
import { logEvent, TERMINAL_STATES, type ActionContext, type InstanceState } from '../context';
import { fireDocumentEvents, parseRetryMarker } from '../events';
import { permissionsOf } from '../flow';
import { runAction, type Actor } from '../run';
import { applyEdits } from './record-edit';

const isAdmin = async (ctx: ActionContext) => (await loadMenuAccess(ctx.t, ctx.actorId)).isAdmin;

async function requireAdmin(ctx: ActionContext): Promise<void> {
  if (!(await isAdmin(ctx))) throw errors.forbidden();
}

function requireInitiator(ctx: ActionContext): void {
  if (ctx.inst.initiator_id !== ctx.actorId) throw errors.notInitiator();
}

const result = (ctx: ActionContext) => ({ processInstanceId: ctx.inst.id, state: ctx.state });

/** `recall`: the initiator takes the process back while it is in approval; a resubmit starts it again. */
export function recall(actor: Actor, id: number) {
  return runAction(actor, id, async (ctx) => {
    requireInitiator(ctx);
    if (ctx.state !== 'inApproval') throw errors.onlyInApproval();
    await logEvent(ctx, 'recall', ctx.current);
    await returnToInitiator(ctx, null, false);
    return result(ctx);
  });
}

/**
 * `resubmit`: the initiator sends a returned process again, with edits to
 * the fields the start node makes editable. After a rejection to the
 * initiator it resumes at the rejecting node; otherwise it starts over.
 */
export function resubmit(actor: Actor, input: { processInstanceId: number; data?: Record<string, unknown> }, lang: ServerLang) {
  return runAction(actor, input.processInstanceId, async (ctx) => {
    requireInitiator(ctx);
    if (ctx.state !== 'toSubmit') throw errors.notToSubmit();
    await applyEdits(ctx, input.data, permissionsOf(ctx.graph.nodes[ctx.graph.startId]), lang);
    const resumeAt = ctx.inst.resume_node_id;
    ctx.state = 'inApproval';
    ctx.changes.submitted_at = ctx.now;
    ctx.changes.resume_node_id = null;
    const from = resumeAt && ctx.graph.nodes[resumeAt] ? resumeAt : ctx.graph.startId;
    await logEvent(ctx, 'resubmit', [from]);
    await enter(ctx, from);
    return result(ctx);
  });
}

/** `forcedReturn`: an administrator sends a process in approval or abnormal back to its initiator. */
export function forcedReturn(actor: Actor, id: number) {
  return runAction(actor, id, async (ctx) => {
    await requireAdmin(ctx);
    if (ctx.state !== 'inApproval' && ctx.state !== 'abnormal') throw errors.onlyInApprovalOrAbnormal();
    await logEvent(ctx, 'forcedReturn', ctx.current);
    await returnToInitiator(ctx, null, true);
    return result(ctx);
  });
}

/** `cancel` (void): the initiator or an administrator; not once the process has ended. */
export function cancel(actor: Actor, id: number) {
  return runAction(actor, id, async (ctx) => {
    if (ctx.inst.initiator_id !== ctx.actorId) await requireAdmin(ctx);
    if (TERMINAL_STATES.includes(ctx.state)) throw errors.cannotCancel();
    await logEvent(ctx, 'cancel', ctx.current);
    await finish(ctx, 'canceled');
    return result(ctx);
  });
}

/**
 * `retry`: an administrator re-runs the step that made the process abnormal;
 * a failing step stays abnormal. Each attempt is logged (`retry` or
 * `retryFailed`) for abnormal monitoring.
 */
export function retry(actor: Actor, id: number) {
  return runAction(actor, id, async (ctx) => {
    await requireAdmin(ctx);
    if (ctx.state !== 'abnormal') throw errors.notAbnormal();
    const at = ctx.inst.abnormal_node_id;
    const marker = parseRetryMarker(at);
    const from = marker ? at! : at && ctx.graph.nodes[at] ? at : ctx.graph.startId;
    if (marker) {
      // The pack actions of an event failed: run them again, the flow itself had moved on.
      ctx.state = marker.state as InstanceState;
      ctx.retryEvent = marker.event;
      ctx.changes.abnormal_node_id = null;
      ctx.changes.abnormal_reason = null;
      await fireDocumentEvents(ctx);
    } else {
      ctx.state = 'inApproval';
      await enter(ctx, from);
    }
    const failed = (ctx.state as string) === 'abnormal';
    await logEvent(ctx, failed ? 'retryFailed' : 'retry', [from], failed ? { reason: ctx.changes.abnormal_reason ?? null } : undefined);
    return result(ctx);
  });
}

/** `markRead`: a CC recipient marks the copy read. */
export async function markCcRead(data: DataAccess, tenantId: string, userId: number, id: number): Promise<void> {
  const t = data.forTenant(tenantId);
  const rows = await t.workflow.cc.ofUser(id, userId);
  if (!rows.length) throw errors.notCcRecipient();
  await t.workflow.cc.markRead(id, userId, Date.now());
}
