import { isUniqueViolation, type InstanceRow } from '../../data';
import { errors } from '../../errors';
import { onMessage } from '../../messages';
import { loadCurrentFunction } from '../../records';
import { enter } from '../advance';
import { loadContext, logEvent, saveInstance } from '../context';
import { compileFunctionFlow, functionVersionOf } from '../flow';
import type { ApproverSpec } from '../../engine';
import { mayStart } from '../executors';
import { resolvePeople } from '../resolve';
import type { Actor } from '../run';

/** `SP` + the submit day (UTC) + the instance id: unique and readable. */
export function applicationNumber(id: number, now: number): string {
  return `SP${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
}

/**
 * `POST /api/fn/:code/submit {id}`: the record's creator starts the flow of
 * the record's function version. One transaction: the instance, the walk to
 * the first waiting node (or the end), tasks, CC records and letters.
 */
export async function submitRecord(actor: Actor, code: string, recordId: number): Promise<{ processInstanceId: number; state: string }> {
  const t0 = actor.data.forTenant(actor.tenantId);
  const current = await loadCurrentFunction(t0, code);
  try {
    const { out, letters } = await actor.data.transaction(async (tx) => {
      const t = tx.forTenant(actor.tenantId);
      const record = await t.records.get(current.fnId, recordId, { lock: true });
      if (!record) throw errors.recordNotFound();
      if (record.createdBy !== actor.userId) throw errors.notRecordCreator();
      const f = await functionVersionOf(t, current.fnId, record.fnVersion);
      const graph = compileFunctionFlow(f);
      if (!graph) throw errors.noFlow(code);
      if (await t.workflow.instances.findRunning(f.fnId, record.id)) throw errors.recordInProcess();
      const start = graph.nodes[graph.startId];
      const resolve = (specs: readonly ApproverSpec[]) => resolvePeople(t, specs, actor.userId, (record.data ?? {}) as Record<string, unknown>);
      if (start.type === 'start' && !(await mayStart(start.config, actor.userId, resolve))) throw errors.notAllowedToStart();
      const now = Date.now();
      const fields = {
        fn_id: f.fnId, fn_version: f.version, record_id: record.id, application_no: '', title: f.fn.name,
        initiator_id: actor.userId, state: 'initializing', current_node_ids: '[]', taken_path: '[]',
        graph: JSON.stringify(graph), resume_node_id: null, abnormal_node_id: null, abnormal_reason: null, round: 0,
        started_at: now, submitted_at: now, updated_at: now, ended_at: null,
      };
      const id = await t.workflow.instances.insert(fields);
      const inst: InstanceRow = { ...fields, id, tenant_id: actor.tenantId, version: 0 };
      const ctx = await loadContext(t, inst, actor.userId, now);
      ctx.lang = actor.lang;
      ctx.changes.application_no = applicationNumber(id, now);
      ctx.state = 'inApproval';
      await logEvent(ctx, 'submit', [graph.startId]);
      await enter(ctx, graph.startId);
      await saveInstance(ctx);
      return { out: { processInstanceId: id, state: ctx.state, applicationNo: ctx.changes.application_no }, letters: ctx.letters };
    });
    for (const l of letters) onMessage(actor.tenantId, l.userId, l.msg);
    return out;
  } catch (e) {
    if (isUniqueViolation(e)) throw errors.recordInProcess();
    throw e;
  }
}
