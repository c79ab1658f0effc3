import type { ApproverSpec, ConditionGroup, FlowDefinition, PackFunction } from '../../../engine/index';
import { allNodes, conditionFields, END_ID, joinId, type ConditionField } from '../model';
import type { SimulationStep } from '../../api';

/** The form fields a simulation needs values for: those in branch conditions and skip rules, and user fields approvers come from. */
export function simulationFields(fn: PackFunction, flow: FlowDefinition): ConditionField[] {
  const used = new Set<string>();
  const groups = (list: ConditionGroup[] | undefined) => list?.forEach((g) => g.conditions.forEach((c) => used.add(c.field)));
  const specs = (list: ApproverSpec[]) => list.forEach((s) => s.kind === 'formField' && used.add(s.field));
  for (const n of allNodes(flow)) {
    if (n.type === 'route') n.branches.forEach((b) => groups(b.conditionGroups));
    if (n.type === 'approver') { groups(n.skipRules); specs(n.approvers); }
    if (n.type === 'cc') specs(n.recipients);
  }
  return conditionFields(fn).filter((f) => used.has(f.key));
}

/** What the read-only canvas highlights for a result: the steps, the branches taken, their joins and the end. */
export function takenPath(steps: SimulationStep[], reachedEnd: boolean): Set<string> {
  const out = new Set<string>();
  for (const s of steps) {
    out.add(s.nodeId);
    if (s.branch) { out.add(s.branch.id); out.add(joinId(s.nodeId)); }
  }
  if (reachedEnd) out.add(END_ID);
  return out;
}
