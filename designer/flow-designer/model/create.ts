import type {
  ApproverNode, CcNode, FieldPermissions, FlowDefinition, FlowNode, RouteBranch, RouteNode, StartNode,
} from '../../../engine/index';
import { Registry } from '../../../engine/index';
import { claimId } from './tree';

/** A node kind the "+" menu adds (`approver`, `cc`, `route` or a registered kind). */
export type AddableType = string;

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

/** Builds a new, unconfigured node with id `id` (`taken` holds the ids in use, for branch ids). */
export type NodeFactory = (id: string, names: NewNodeNames, taken: Set<string>, next: FlowNode | null) => FlowNode;

const factories = new Registry<NodeFactory>('flow node defaults');

/** Registers the defaults of a new node of `type` (the designer's node-kind registration does it). */
export function registerNodeDefaults(type: string, create: NodeFactory, options: { override?: boolean } = {}): void {
  factories.register(type, create, options);
}

/**
 * A new, unconfigured node of `type` with ids claimed from `taken`: an
 * approver (or-sign, to the administrator when nobody resolves) or a CC still
 * without people, a route with a conditional branch and a default one, or
 * what a registered kind's defaults say.
 */
export function createNode(type: AddableType, names: NewNodeNames, taken: Set<string>, next: FlowNode | null): FlowNode {
  const create = factories.get(type);
  if (!create) throw new Error(`flow designer: no defaults for node type "${type}"`);
  return create(claimId(taken, type), names, taken, next);
}

registerNodeDefaults('approver', (id, names, _taken, next) => {
  const node: ApproverNode = {
    type: 'approver', id, name: names.node, approvers: [], method: { kind: 'orSign' }, emptyApprover: 'toAdmin',
    autoApprove: {}, fieldPermissions: {}, next,
  };
  return node;
});
registerNodeDefaults('cc', (id, names, _taken, next) => {
  const node: CcNode = { type: 'cc', id, name: names.node, recipients: [], fieldPermissions: {}, next };
  return node;
});
registerNodeDefaults('route', (id, names, taken, next) => {
  const [first, other] = names.branches ?? ['1', '2'];
  const node: RouteNode = {
    type: 'route', id, name: names.node, next,
    branches: [createBranch(claimId(taken, 'branch'), first, 1), createBranch(claimId(taken, 'branch'), other, 2, true)],
  };
  return node;
});
