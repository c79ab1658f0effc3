import { flowNodeKindOf, type ApproverSpec, type ConditionGroup, type FlowDefinition, type PackFunction } from '../../../engine/index';
import { allNodes, conditionFields, END_ID, joinId, type ConditionField } from '../model';
import type { SimulationStep } from '../../api';

/** The form fields a simulation needs values for: those each node kind reads (branch conditions, skip rules, user fields people come from). */
export function simulationFields(fn: PackFunction, flow: FlowDefinition): ConditionField[] {
  const used = new Set<string>();
  const groups = (list: ConditionGroup[] | undefined) => list?.forEach((g) => g.conditions.forEach((c) => used.add(c.field)));
  const specs = (list: ApproverSpec[]) => list.forEach((s) => s.kind === 'formField' && used.add(s.field));
  for (const n of allNodes(flow)) {
    const reads = flowNodeKindOf(n.type)?.reads(n);
    if (reads) { groups(reads.conditionGroups); specs(reads.specs); }
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
