import type { AnyFlowNode, FlowDefinition } from './types';
import { flowNodeKindOf } from './kinds/registry';
import { withChanges, type Rename } from './renameHelpers';

function renameNode<N extends AnyFlowNode | null>(node: N, rename: Rename): N {
  if (!node || typeof node !== 'object') return node;
  const n = node as AnyFlowNode;
  const own = flowNodeKindOf(n.type)?.renameField(n, rename, (child) => renameNode(child, rename)) ?? {};
  const changes: Record<string, unknown> = { ...own, next: renameNode(n.next, rename) };
  return withChanges(n as unknown as Record<string, unknown>, changes) as unknown as N;
}

/**
 * The flow with every reference to form field `from` renamed to `to`, as
 * each node kind's `renameField` says (branch conditions, skip rules,
 * form-field approvers / recipients / initiators, field permissions of
 * `from` and its sub-table columns `from.col`). Returns the same object when
 * the flow does not name the field.
 */
export function renameFlowField<F extends FlowDefinition | undefined>(flow: F, from: string, to: string): F {
  if (!flow || typeof flow !== 'object' || !flow.root || from === to) return flow;
  const rename: Rename = (field) => (field === from ? to : field.startsWith(`${from}.`) ? `${to}${field.slice(from.length)}` : field);
  const root = renameNode(flow.root, rename);
  return (root === flow.root ? flow : { ...flow, root }) as F;
}
