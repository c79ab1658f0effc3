import type { ActionEvent } from '../engine';
import type { ActionContext } from './context';
import { ActionFailure, recheckRules, runEventActions, type EventRun } from './document-actions';

/** One document event an action of the flow caused. */
export interface DocumentEvent {
  event: ActionEvent;
  node?: string;
}

const FINAL: readonly string[] = ['approved', 'rejected', 'canceled'];

/** The events a flow action caused, from the state before and after it and the nodes it completed. */
function eventsOf(ctx: ActionContext): DocumentEvent[] {
  if (ctx.retryEvent) return [ctx.retryEvent];
  const before = ctx.inst.state;
  const after = ctx.state;
  const out: DocumentEvent[] = [];
  if ((before === 'initializing' || before === 'toSubmit') && (after === 'inApproval' || after === 'approved')) out.push({ event: 'submitted' });
  for (const node of ctx.completedNodes ?? []) out.push({ event: 'nodeCompleted', node });
  if (after !== before && FINAL.includes(after)) out.push({ event: after as ActionEvent });
  return out;
}

/** Where a retry resumes an event whose actions failed: `@event:state:node` in `abnormal_node_id`. */
export function retryMarker(e: DocumentEvent, state: string): string {
  return `@${e.event}:${state}:${e.node ?? ''}`.slice(0, 64);
}

/** Reads a marker back (undefined for an ordinary abnormal node). */
export function parseRetryMarker(marker: string | null): { event: DocumentEvent; state: string } | undefined {
  if (!marker?.startsWith('@')) return undefined;
  const [event, state, node] = marker.slice(1).split(':');
  return { event: { event: event as ActionEvent, node: node || undefined }, state };
}

/**
 * Runs the pack actions of the events this flow action caused, in its
 * transaction (once per action). Submission and approval first check the
 * record's rules again (code 14 refuses the event); a guard failing refuses
 * it too; an action that cannot run leaves the process abnormal with the
 * reason, and a retry runs that event's actions again.
 */
export async function fireDocumentEvents(ctx: ActionContext): Promise<void> {
  if (ctx.eventsDone) return;
  ctx.eventsDone = true;
  const events = eventsOf(ctx);
  const rechecks = events.some((e) => e.event === 'submitted' || e.event === 'approved');
  if (!events.length || (!ctx.fn.fn.actions?.length && !rechecks)) return;
  const run: EventRun = {
    t: ctx.t, fn: ctx.fn, recordId: ctx.record.id, values: (ctx.record.data ?? {}) as Record<string, unknown>,
    actorId: ctx.actorId, initiatorId: ctx.inst.initiator_id, now: ctx.now, lang: ctx.lang ?? 'zh-CN',
  };
  if (!ctx.retryEvent && rechecks) await recheckRules(run);
  const target = ctx.state;
  for (const e of events) {
    try {
      run.values = await runEventActions(run, e.event, e.node);
    } catch (error) {
      if (!(error instanceof ActionFailure)) throw error;
      ctx.state = 'abnormal';
      ctx.changes.abnormal_node_id = retryMarker(e, target);
      ctx.changes.abnormal_reason = JSON.stringify({ key: 'actionFailed', params: { detail: error.detail.slice(0, 500) } });
      break;
    }
  }
  ctx.record = { ...ctx.record, data: run.values };
}
