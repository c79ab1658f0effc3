import type { TenantData } from '../../data';
import { errors } from '../../errors';
import type { ServerLang } from '../../i18n';
import { loadMenuAccess } from '../../menus';
import { processTitle } from '../../messages';
import { functionVersionOf, graphOf, localize } from '../flow';
import { pick } from './views';

export interface LogQuery {
  current: number;
  size: number;
  processInstanceId?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const parse = (detail: string | null): Record<string, unknown> | null => {
  if (!detail) return null;
  try {
    return JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * The process log (administrators): task decisions (approve, reject, auto
 * approval) and instance operations (submit, resubmit, recall, forced
 * return, cancel, change approver, retry, failed retry), newest first.
 */
export async function processLog(t: TenantData, userId: number, q: LogQuery, lang: ServerLang) {
  if (!(await loadMenuAccess(t, userId)).isAdmin) throw errors.forbidden();
  const page = await t.workflow.events.logPage({ offset: (q.current - 1) * q.size, limit: q.size, instanceId: q.processInstanceId });
  const instances = new Map((await t.workflow.instances.byIds([...new Set(page.rows.map((r) => r.instance_id))])).map((i) => [i.id, i]));
  const userIds = new Set<number>();
  for (const r of page.rows) userIds.add(r.actor_id);
  for (const i of instances.values()) userIds.add(i.initiator_id);
  const details = page.rows.map((r) => parse(r.detail));
  for (const d of details) for (const k of ['fromUserId', 'toUserId']) if (typeof d?.[k] === 'number') userIds.add(d[k] as number);
  const nameOf = new Map((await t.workflow.people.byIds([...userIds])).map((p) => [p.id, p.fullName]));

  const records = [];
  for (const [i, r] of page.rows.entries()) {
    const inst = instances.get(r.instance_id);
    const f = inst ? await functionVersionOf(t, inst.fn_id, inst.fn_version) : undefined;
    const graph = inst ? graphOf(inst) : undefined;
    const nodeName = (id: string) => (f && graph?.nodes[id] ? pick(localize(f, graph.nodes[id].name), lang) : id);
    const d = details[i];
    records.push({
      id: `${r.kind}-${r.id}`,
      kind: r.kind,
      processInstanceId: r.instance_id,
      applicationNo: inst?.application_no ?? '',
      title: inst && f ? processTitle(nameOf.get(inst.initiator_id) ?? '', localize(f, f.fn.name), lang) : '',
      functionCode: f?.code ?? '',
      operatorId: r.actor_id,
      operator: nameOf.get(r.actor_id) ?? '',
      operation: r.operation,
      nodeId: r.node_id,
      nodeName: r.node_id ? r.node_id.split(',').filter(Boolean).map(nodeName).join(', ') : null,
      opinion: r.opinion,
      fromUser: typeof d?.fromUserId === 'number' ? nameOf.get(d.fromUserId) ?? null : null,
      toUser: typeof d?.toUserId === 'number' ? nameOf.get(d.toUserId) ?? null : null,
      at: iso(r.at),
    });
  }
  return { records, total: page.total, current: q.current, size: q.size };
}
