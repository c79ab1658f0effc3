import { branchesOf, flowNodeKindOf } from '../kinds/registry';
import type { FlowDefinition, FlowNode } from '../types';
import type { BranchScope, ExecutableGraph, GraphNode } from './graph';

/**
 * Flattens a flow into an {@link ExecutableGraph}. Validate the flow first
 * (`validateFlow`): a flow without a start node or with a missing or repeated
 * id is a programmer error here and throws.
 */
export function compileFlow(flow: FlowDefinition): ExecutableGraph {
  const root = flow?.root;
  if (!root || !flowNodeKindOf(root.type)?.root) throw new TypeError('compileFlow: the flow has no start node');
  const nodes: Record<string, GraphNode> = Object.create(null);
  const order: string[] = [];
  const ids = new Set<string>();
  const claim = (id: unknown): string => {
    if (typeof id !== 'string' || id === '') throw new TypeError('compileFlow: a node or branch has no id');
    if (ids.has(id)) throw new TypeError(`compileFlow: the id "${id}" is used more than once`);
    ids.add(id);
    return id;
  };
  const add = (node: GraphNode) => { nodes[node.id] = node; order.push(node.id); };

  // Compiles a chain starting at `first`; `after` is where the chain's end continues.
  const chain = (first: FlowNode | null, after: string | null, scope: BranchScope[]): string | null => {
    for (let node = first; node; node = node.next) {
      const id = claim(node.id);
      const next = node.next ? node.next.id : after;
      const base = { id, name: node.name, next, scope: [...scope] };
      const kind = flowNodeKindOf(node.type);
      if (!kind) throw new TypeError(`compileFlow: unknown node type ${JSON.stringify((node as { type?: unknown }).type)}`);
      if (kind.branchesOf) {
        order.push(id); // the route comes before its branches' nodes
        const branches = branchesOf(node).map((b) => {
          const branchId = claim(b.id);
          return {
            id: branchId, name: b.name, priority: b.priority, default: b.default === true,
            conditionGroups: structuredClone(b.conditionGroups ?? []),
            entry: chain(b.child, next, [...scope, { routeId: id, branchId }]),
          };
        });
        nodes[id] = { ...base, type: node.type, join: next, branches } as GraphNode;
      } else {
        add(kind.compile(node, base));
      }
    }
    return first ? first.id : after;
  };

  const startId = claim(root.id);
  add(flowNodeKindOf(root.type)!.compile(root, { id: startId, name: root.name, next: root.next ? root.next.id : null, scope: [] }));
  chain(root.next, null, []);
  return { startId, nodes, order };
}

/** Where an instance goes after `nodeId` is done (for a route, its join target). */
export function firstNodeAfter(graph: ExecutableGraph, nodeId: string): string | null {
  const node = Object.prototype.hasOwnProperty.call(graph.nodes, nodeId) ? graph.nodes[nodeId] : undefined;
  if (!node) throw new RangeError(`firstNodeAfter: no node "${nodeId}" in the graph`);
  return node.next;
}
