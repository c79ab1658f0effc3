import { branchesOf, flowNodeKindOf } from './kinds/registry';
import type { AnyFlowNode, FlowNode, RouteBranch, RouteNode } from './types';

/** Where a node sits: its JSON pointer in the flow and the branches around it. */
export interface NodePlace {
  /** JSON pointer from the flow definition, e.g. `/root/next/branches/0/child`. */
  pointer: string;
  /** Enclosing branches, outermost first. */
  scope: { route: RouteNode; branch: RouteBranch }[];
}

function isNode(value: unknown): value is AnyFlowNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Calls `visit` for every node of the tree rooted at `root` (pointer
 * `/root`), depth first in document order: a node, then its branches'
 * nodes, then its `next`. Tolerates malformed input: anything that is not an
 * object is skipped, and an object met twice is visited once.
 */
export function walkFlow(root: unknown, visit: (node: AnyFlowNode, place: NodePlace) => void): void {
  const seen = new Set<object>();
  const chain = (first: unknown, pointer: string, scope: NodePlace['scope']) => {
    let node = first;
    let at = pointer;
    while (isNode(node) && !seen.has(node)) {
      seen.add(node);
      visit(node, { pointer: at, scope });
      branchesOf(node).forEach((branch, i) => {
        if (isNode(branch)) chain(branch.child, `${at}/branches/${i}/child`, [...scope, { route: node as RouteNode, branch }]);
      });
      node = (node as { next?: unknown }).next;
      at = `${at}/next`;
    }
  };
  chain(root, '/root', []);
}

/** The nodes below the start node, in document order. */
export function flowNodes(root: unknown): FlowNode[] {
  const out: FlowNode[] = [];
  walkFlow(root, (node) => { if (!flowNodeKindOf(node.type)?.root) out.push(node as FlowNode); });
  return out;
}
