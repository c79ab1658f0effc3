import type {
  ApproverNode, CcNode, FieldPermissions, FlowDefinition, FlowNode, RouteBranch, RouteNode, StartNode,
} from '../../../engine/index';
import { claimId } from './tree';

/** The node kinds the "+" menu adds. */
export type AddableType = 'approver' | 'cc' | 'route';

/** A new flow: only the initiator node, everyone may start, every listed field editable for the initiator. */
export function createFlow(startName: string, fields: readonly string[]): FlowDefinition {
  const fieldPermissions: FieldPermissions = {};
  for (const f of fields) fieldPermissions[f] = 'editable';
  const root: StartNode = {
    type: 'start', id: 'start', name: startName, initiatorsMode: 'everyone', initiators: [], fieldPermissions, next: null,
  };
  return { version: 1, root };
}

/** A branch at `priority`; conditions are still to be set unless it is the default. */
export function createBranch(id: string, name: string, priority: number, isDefault = false): RouteBranch {
  return { id, name, priority, conditionGroups: [], ...(isDefault ? { default: true } : {}), child: null };
}

/** Names the "+" menu gives a new node (the designer passes them translated). */
export interface NewNodeNames {
  node: string;
  /** Route only: the conditional branch and the default branch. */
  branches?: [string, string];
}

/**
 * A new, unconfigured node of `type` with ids claimed from `taken`: an
 * approver (or-sign, to the administrator when nobody resolves) or a CC still
 * without people, or a route with a conditional branch and a default one.
 */
export function createNode(type: AddableType, names: NewNodeNames, taken: Set<string>, next: FlowNode | null): FlowNode {
  const id = claimId(taken, type);
  if (type === 'approver') {
    const node: ApproverNode = {
      type, id, name: names.node, approvers: [], method: { kind: 'orSign' }, emptyApprover: 'toAdmin',
      autoApprove: {}, fieldPermissions: {}, next,
    };
    return node;
  }
  if (type === 'cc') {
    const node: CcNode = { type, id, name: names.node, recipients: [], fieldPermissions: {}, next };
    return node;
  }
  const [first, other] = names.branches ?? ['1', '2'];
  const node: RouteNode = {
    type, id, name: names.node, next,
    branches: [createBranch(claimId(taken, 'branch'), first, 1), createBranch(claimId(taken, 'branch'), other, 2, true)],
  };
  return node;
}
