import { flowNodeKindOf } from '../kinds/registry';
import type { AnyFlowNode } from '../types';
import { idOf, problem, type FlowProblem, type ValidateFlowContext } from './problem';

/** Checks the configuration of one node by its kind's descriptor (not its name or id); an unknown kind is not configured. */
export function checkNode(node: AnyFlowNode, at: string, ctx: ValidateFlowContext, isRoot: boolean): FlowProblem[] {
  const kind = flowNodeKindOf((node as { type?: unknown }).type);
  if (!kind || isRoot !== (kind.root === true)) return [problem(idOf(node), `${at}/type`, 'flow.nodeNotConfigured')];
  return kind.validate(node, at, ctx);
}
