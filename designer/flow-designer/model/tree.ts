import { branchesOf, flowNodeKindOf, walkFlow, isSplitting, type AnyFlowNode, type FlowDefinition, type FlowNode, type RouteBranch, type RouteNode, type StartNode } from '../../../engine/index';

/** Rewrites one node (already rebuilt below); returns it, a replacement, or its `next` to drop it. */
export type NodeRewrite = (node: AnyFlowNode) => AnyFlowNode | null;

// Bottom-up: branches and `next` first, then the node itself. Unchanged
// subtrees keep their references, so the history sees what really changed.
function rebuild(node: AnyFlowNode, rewrite: NodeRewrite): AnyFlowNode | null {
  let out: AnyFlowNode = node;
  const next = node.next ? (rebuild(node.next, rewrite) as FlowNode | null) : null;
  if (next !== node.next) out = { ...out, next };
  if (isSplitting(out)) {
    let changed = false;
    const branches = branchesOf(out).map((b) => {
      const child = b.child ? (rebuild(b.child, rewrite) as FlowNode | null) : null;
      if (child === b.child) return b;
      changed = true;
      return { ...b, child };
    });
    if (changed) out = { ...out, branches } as AnyFlowNode;
  }
  return rewrite(out);
}

/** The flow with `rewrite` applied to every node; the same object when nothing changed. The start node cannot be dropped. */
export function rewriteFlow(flow: FlowDefinition, rewrite: NodeRewrite): FlowDefinition {
  const root = rebuild(flow.root, rewrite);
  if (!root || !flowNodeKindOf(root.type)?.root) throw new Error('flow designer: the start node cannot be removed');
  return root === flow.root ? flow : { ...flow, root: root as StartNode };
}

/** Every node of the flow, depth first in document order (node, its branches, its next). */
export function allNodes(flow: FlowDefinition): AnyFlowNode[] {
  const out: AnyFlowNode[] = [];
  walkFlow(flow.root, (node) => { out.push(node); });
  return out;
}

/** The node with `id`, if any. */
export function findNode(flow: FlowDefinition, id: string): AnyFlowNode | undefined {
  return allNodes(flow).find((n) => n.id === id);
}

/** The branch with `id` and its route, if any. */
export function findBranch(flow: FlowDefinition, id: string): { route: RouteNode; branch: RouteBranch; index: number } | undefined {
  for (const n of allNodes(flow)) {
    const branches = branchesOf(n);
    const index = branches.findIndex((b) => b.id === id);
    if (index >= 0) return { route: n as RouteNode, branch: branches[index], index };
  }
  return undefined;
}

/** Every node and branch id in use (they share one namespace: BPMN export and validation need them unique). */
export function usedIds(flow: FlowDefinition): Set<string> {
  const ids = new Set<string>();
  for (const n of allNodes(flow)) {
    ids.add(n.id);
    branchesOf(n).forEach((b) => ids.add(b.id));
  }
  return ids;
}

/** The first `<prefix><n>` (n from 1) not in `taken`; adds it to `taken`. */
export function claimId(taken: Set<string>, prefix: string): string {
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  const id = `${prefix}${n}`;
  taken.add(id);
  return id;
}
