import type { InstanceRow, TenantData } from '../../data';
import { pickLocalized } from '../../engine';
import { translate, type ServerLang } from '../../i18n';
import { processTitle, stateText, type Localized } from '../../messages';
import type { AbnormalReason } from '../advance';
import { functionVersionOf, graphOf, localize } from '../flow';
import { summaryBuilder, type SummaryField } from './summary';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const pick = (t: Localized, lang: ServerLang) => pickLocalized(t, lang);

/** An abnormal reason in the reader's language. */
export function reasonText(reason: string | null, lang: ServerLang, nodeName: (key: string) => string): string | null {
  if (!reason) return null;
  try {
    const r = JSON.parse(reason) as AbnormalReason;
    return translate(lang, r.key, { ...r.params, node: nodeName(r.params.node ?? '') });
  } catch {
    return reason;
  }
}

/**
 * Instances as the task centre lists them (spec 001 section 3 columns):
 * application number, title, function, current node and approvers,
 * initiator, start and submission time, state and total time, and a short
 * summary of the record (`summary.ts`: only fields no node of the flow hides).
 */
export async function instanceViews(t: TenantData, rows: InstanceRow[], lang: ServerLang, now = Date.now()) {
  const pending = await t.workflow.tasks.pendingOf(rows.map((r) => r.id));
  const people = await t.workflow.people.byIds([...new Set([...rows.map((r) => r.initiator_id), ...pending.map((p) => p.assignee_id)])]);
  const nameOf = new Map(people.map((p) => [p.id, p.fullName]));
  const values = await t.records.dataOf([...new Set(rows.map((r) => r.record_id))]);
  const summaries = new Map<string, (data: unknown) => SummaryField[]>();
  const out = [];
  for (const r of rows) {
    const f = await functionVersionOf(t, r.fn_id, r.fn_version);
    const text = (key: string) => pick(localize(f, key), lang);
    const graph = graphOf(r);
    const summaryKey = `${r.fn_id}:${r.fn_version}:${r.graph}`;
    if (!summaries.has(summaryKey)) summaries.set(summaryKey, summaryBuilder(f, graph, lang));
    const current: string[] = JSON.parse(r.current_node_ids);
    const approvers = pending.filter((p) => p.instance_id === r.id).map((p) => nameOf.get(p.assignee_id) ?? '');
    const initiator = nameOf.get(r.initiator_id) ?? '';
    out.push({
      processInstanceId: r.id,
      applicationNo: r.application_no,
      title: processTitle(initiator, localize(f, f.fn.name), lang),
      functionCode: f.code,
      /** The function version the record was written with: the form to open it with. */
      functionVersion: r.fn_version,
      functionName: text(f.fn.name),
      currentNodes: current.map((id) => ({ nodeId: id, nodeName: graph.nodes[id] ? text(graph.nodes[id].name) : id })),
      currentNodeName: current.map((id) => (graph.nodes[id] ? text(graph.nodes[id].name) : id)).join(', '),
      currentApprovers: approvers.join(', '),
      initiator,
      initiatorId: r.initiator_id,
      startedAt: iso(r.started_at),
      submittedAt: iso(r.submitted_at),
      endedAt: iso(r.ended_at),
      state: r.state,
      stateText: stateText(lang, r.state),
      totalTime: (r.ended_at ?? now) - r.started_at,
      abnormalReason: reasonText(r.abnormal_reason, lang, text),
      summary: summaries.get(summaryKey)!(values.get(r.record_id)),
    });
  }
  return out;
}

export type InstanceView = Awaited<ReturnType<typeof instanceViews>>[number];
