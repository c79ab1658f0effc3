import { validateFlow, type FlowDefinition, type FlowProblem, type PackFunction } from '../../../engine/index';

/** The flow's problems as publishing would see them, with operator checks against the form's field types. */
export function flowProblems(fn: PackFunction, flow: FlowDefinition | undefined = fn.flow as FlowDefinition | undefined): FlowProblem[] {
  if (!flow) return [];
  const fieldTypes = Object.fromEntries(fn.fields.map((f) => [f.identifier, f.type]));
  return validateFlow(flow, { fields: fn.fields.map((f) => f.identifier), fieldTypes });
}

/** Problems grouped by the node or branch they flag. */
export function problemsByNode(problems: readonly FlowProblem[]): Map<string, FlowProblem[]> {
  const out = new Map<string, FlowProblem[]>();
  for (const p of problems) {
    if (p.nodeId === null) continue;
    out.set(p.nodeId, [...(out.get(p.nodeId) ?? []), p]);
  }
  return out;
}

/** The i18n key of a problem code in the flow designer's catalogue (`flow.approverRequired` -> `designer.flow.problems.approverRequired`). */
export const problemKey = (code: string) => `designer.flow.problems.${code.replace(/^flow\./, '')}`;
