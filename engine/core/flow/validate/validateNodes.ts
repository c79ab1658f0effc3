import type { AnyFlowNode } from '../types';
import { checkConditionGroups } from './validateConditions';
import { checkPermissions, checkSpecs } from './validateSpecs';
import { idOf, problem, type FlowProblem, type ValidateFlowContext } from './problem';
import { checkRoute } from './validateRoute';

const EMPTY_POLICIES: ReadonlySet<unknown> = new Set(['autoPass', 'toAdmin', 'reject']);

function checkMethod(method: unknown, at: string, nodeId: string | null): FlowProblem[] {
  const m = (method ?? {}) as { kind?: unknown; percent?: unknown };
  if (m.kind === 'orSign' || m.kind === 'sequential') return [];
  if (m.kind !== 'countersign') return [problem(nodeId, at, 'flow.methodRequired')];
  const p = m.percent;
  return Number.isInteger(p) && (p as number) >= 1 && (p as number) <= 100
    ? [] : [problem(nodeId, `${at}/percent`, 'flow.countersignPercent')];
}

/** Checks the configuration of one node by its type (not its name or id). */
export function checkNode(node: AnyFlowNode, at: string, ctx: ValidateFlowContext, isRoot: boolean): FlowProblem[] {
  const nodeId = idOf(node);
  const n = node as unknown as Record<string, unknown>;
  if (isRoot !== (n.type === 'start')) return [problem(nodeId, `${at}/type`, 'flow.nodeNotConfigured')];
  const perms = () => checkPermissions(n.fieldPermissions, `${at}/fieldPermissions`, nodeId, ctx);
  switch (n.type) {
    case 'start': {
      const code = n.initiatorsMode === 'specified' ? 'flow.initiatorsEmpty' : null;
      return [...checkSpecs(n.initiators, `${at}/initiators`, nodeId, ctx, code), ...perms()];
    }
    case 'approver':
      return [
        ...checkSpecs(n.approvers, `${at}/approvers`, nodeId, ctx, 'flow.approverRequired'),
        ...checkMethod(n.method, `${at}/method`, nodeId),
        ...(EMPTY_POLICIES.has(n.emptyApprover) ? [] : [problem(nodeId, `${at}/emptyApprover`, 'flow.emptyApproverRequired')]),
        ...checkConditionGroups(n.skipRules, `${at}/skipRules`, nodeId, ctx, false),
        ...perms(),
      ];
    case 'cc':
      return [...checkSpecs(n.recipients, `${at}/recipients`, nodeId, ctx, 'flow.ccRecipientsEmpty'), ...perms()];
    case 'route':
      return checkRoute(node as Extract<AnyFlowNode, { type: 'route' }>, at, ctx);
    default:
      return [problem(nodeId, `${at}/type`, 'flow.nodeNotConfigured')];
  }
}
