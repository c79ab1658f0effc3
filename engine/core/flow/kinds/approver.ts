import { extensionElements } from '../bpmn/extensions';
import { loopCharacteristics } from '../bpmn/loop';
import { renameGroups, renamePermissions, renameSpecs } from '../renameHelpers';
import type { ApprovalMethod, ApproverNode } from '../types';
import { idOf, problem, type FlowProblem } from '../validate/problem';
import { checkConditionGroups } from '../validate/validateConditions';
import { checkPermissions, checkSpecs } from '../validate/validateSpecs';
import { compileLeaf, type FlowNodeKind } from './FlowNodeKind';

const EMPTY_POLICIES: ReadonlySet<unknown> = new Set(['autoPass', 'toAdmin', 'reject']);

function checkMethod(method: unknown, at: string, nodeId: string | null): FlowProblem[] {
  const m = (method ?? {}) as { kind?: unknown; percent?: unknown };
  if (m.kind === 'orSign' || m.kind === 'sequential') return [];
  if (m.kind !== 'countersign') return [problem(nodeId, at, 'flow.methodRequired')];
  const p = m.percent;
  return Number.isInteger(p) && (p as number) >= 1 && (p as number) <= 100
    ? [] : [problem(nodeId, `${at}/percent`, 'flow.countersignPercent')];
}

/** `countersign:<percent>`, `orSign` or `sequential`: how a simulation step names the method. */
export function methodText(method: ApprovalMethod | undefined): string | undefined {
  if (!method) return undefined;
  return method.kind === 'countersign' ? `countersign:${method.percent}` : method.kind;
}

/** An approval step: approvers, method, empty-approver policy, auto-approval, skip rules. */
export const approverKind: FlowNodeKind<ApproverNode> = {
  type: 'approver',
  validate(node, at, ctx) {
    const nodeId = idOf(node);
    return [
      ...checkSpecs(node.approvers, `${at}/approvers`, nodeId, ctx, 'flow.approverRequired'),
      ...checkMethod(node.method, `${at}/method`, nodeId),
      ...(EMPTY_POLICIES.has(node.emptyApprover) ? [] : [problem(nodeId, `${at}/emptyApprover`, 'flow.emptyApproverRequired')]),
      ...checkConditionGroups(node.skipRules, `${at}/skipRules`, nodeId, ctx, false),
      ...checkPermissions(node.fieldPermissions, `${at}/fieldPermissions`, nodeId, ctx),
    ];
  },
  renameField: (node, rename) => ({
    approvers: renameSpecs(node.approvers, rename),
    ...(node.skipRules ? { skipRules: renameGroups(node.skipRules, rename) } : {}),
    fieldPermissions: renamePermissions(node.fieldPermissions, rename),
  }),
  compile: (node, base) => compileLeaf(node, base),
  bpmn: {
    shape: 'userTask',
    elements: (node) => ({ extensions: extensionElements(node.approvers, node.fieldPermissions), loop: loopCharacteristics(node.method) }),
  },
  reads: (node) => ({ conditionGroups: node.skipRules ?? [], specs: node.approvers ?? [] }),
  simulationStep: (node) => ({ method: methodText(node.method) }),
};
