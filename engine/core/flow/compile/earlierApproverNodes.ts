import type { ExecutableGraph, GraphApprover, GraphNode } from './graph';

function nodeOf(graph: ExecutableGraph, id: string): GraphNode | undefined {
  return Object.prototype.hasOwnProperty.call(graph.nodes, id) ? graph.nodes[id] : undefined;
}

// Which branch the instance took at each route, from the node and branch ids
// it went through; a later visit (after a return and resubmit) wins.
function branchesTaken(graph: ExecutableGraph, takenPath: readonly string[]): Map<string, string> {
  const routeOfBranch = new Map<string, string>();
  for (const id of graph.order) {
    const node = graph.nodes[id];
    if ('branches' in node) node.branches.forEach((b) => routeOfBranch.set(b.id, node.id));
  }
  const taken = new Map<string, string>();
  for (const id of takenPath) {
    const route = routeOfBranch.get(id);
    if (route) taken.set(route, id);
    for (const s of nodeOf(graph, id)?.scope ?? []) taken.set(s.routeId, s.branchId);
  }
  return taken;
}

/**
 * The approver nodes before `nodeId` on the path an instance took, in flow
 * order: the choices for "return to node" (`queryTurnNodeList`). `takenPath`
 * holds the node (or branch) ids the instance went through, in order; the
 * branches around `nodeId` itself are always on the path, and a route whose
 * branch is unknown contributes nothing. Throws for an unknown `nodeId`.
 */
export function earlierApproverNodes(
  graph: ExecutableGraph,
  nodeId: string,
  takenPath: readonly string[] = [],
): GraphApprover[] {
  const target = nodeOf(graph, nodeId);
  if (!target) throw new RangeError(`earlierApproverNodes: no node "${nodeId}" in the graph`);
  const taken = branchesTaken(graph, takenPath);
  for (const s of target.scope) taken.set(s.routeId, s.branchId);
  const out: GraphApprover[] = [];
  let current: string | null = graph.startId;
  // A compiled tree has no cycles; the bound only guards a hand-made graph.
  for (let steps = 0; current !== null && current !== nodeId && steps <= graph.order.length; steps += 1) {
    const node = nodeOf(graph, current);
    if (!node) break;
    if (node.type === 'approver') out.push(node);
    if ('branches' in node) {
      const branch = node.branches.find((b) => b.id === taken.get(node.id));
      current = branch ? branch.entry : node.join;
    } else {
      current = node.next;
    }
  }
  return current === nodeId ? out : [];
}
