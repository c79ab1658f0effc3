import { branchesOf, isSplitting, type AnyFlowNode, type FlowDefinition, type FlowNode, type RouteBranch, type RouteNode } from '../../../engine/index';
import { createNode, type AddableType, type NewNodeNames } from './create';
import { claimId, findBranch, rewriteFlow, usedIds } from './tree';

/**
 * Where the "+" of an edge inserts: right after a node (after a route: after
 * the join of its branches), or at the top of a branch.
 */
export type InsertPoint = { after: string } | { branch: string };

/** The key of an insert point: the node or branch id (ids are unique across both). */
export const insertKey = (at: InsertPoint): string => ('after' in at ? at.after : at.branch);

/** Inserts a new node of `type` at `at`; what followed continues after it (after a route: after its join). */
export function addNode(flow: FlowDefinition, at: InsertPoint, type: AddableType, names: NewNodeNames): FlowDefinition {
  const taken = usedIds(flow);
  if ('after' in at) {
    return rewriteFlow(flow, (n) => (n.id === at.after ? { ...n, next: createNode(type, names, taken, n.next) } : n));
  }
  return rewriteFlow(flow, (n) => {
    const branches = branchesOf(n);
    if (!branches.some((b) => b.id === at.branch)) return n;
    return { ...n, branches: branches.map((b) => (b.id === at.branch ? { ...b, child: createNode(type, names, taken, b.child) } : b)) } as AnyFlowNode;
  });
}

/** Removes a node (a route with all its branches); the chain continues with its `next`. */
export function removeNode(flow: FlowDefinition, id: string): FlowDefinition {
  if (flow.root.id === id) return flow;
  return rewriteFlow(flow, (n) => (n.id === id ? n.next : n));
}

/** Configuration of a node as the drawer edits it: everything but its place in the tree. */
export type NodeConfig<N extends AnyFlowNode = AnyFlowNode> = Omit<N, 'id' | 'type' | 'next' | 'branches'>;

/** Replaces a node's configuration, keeping its id, type, `next` and (routes) branches. */
export function updateNode(flow: FlowDefinition, id: string, config: NodeConfig): FlowDefinition {
  return rewriteFlow(flow, (n) => {
    if (n.id !== id) return n;
    const out = { ...config, id: n.id, type: n.type, next: n.next } as AnyFlowNode;
    if (isSplitting(n)) (out as RouteNode).branches = branchesOf(n);
    return out;
  });
}

/** Priorities follow the branch order: 1, 2, ... (unique by construction). */
function renumber(branches: RouteBranch[]): RouteBranch[] {
  return branches.map((b, i) => (b.priority === i + 1 ? b : { ...b, priority: i + 1 }));
}

function withRoute(flow: FlowDefinition, routeId: string, edit: (route: RouteNode) => FlowNode | null): FlowDefinition {
  return rewriteFlow(flow, (n) => (n.id === routeId && isSplitting(n) ? edit(n as RouteNode) : n));
}

/** Adds a conditional branch before the default branch (which stays last); priorities renumbered. */
export function addBranch(flow: FlowDefinition, routeId: string, name: string): FlowDefinition {
  const id = claimId(usedIds(flow), 'branch');
  return withRoute(flow, routeId, (route) => {
    const at = route.branches.findIndex((b) => b.default);
    const branches = [...route.branches];
    branches.splice(at < 0 ? branches.length : at, 0, { id, name, priority: 0, conditionGroups: [], child: null });
    return { ...route, branches: renumber(branches) };
  });
}

/**
 * Removes a branch. With two branches left the route goes: the other
 * branch's nodes take its place, followed by the route's `next`. The default
 * branch of a larger route is kept (a route needs its fallback).
 */
export function removeBranch(flow: FlowDefinition, branchId: string): FlowDefinition {
  const found = findBranch(flow, branchId);
  if (!found) return flow;
  const { route, branch } = found;
  if (route.branches.length > 2) {
    if (branch.default) return flow;
    return withRoute(flow, route.id, (r) => ({ ...r, branches: renumber(r.branches.filter((b) => b.id !== branchId)) }));
  }
  const rest = route.branches.find((b) => b.id !== branchId)?.child ?? null;
  return withRoute(flow, route.id, (r) => appendChain(rest, r.next));
}

// The chain starting at `first` with `tail` after its last node.
function appendChain(first: FlowNode | null, tail: FlowNode | null): FlowNode | null {
  if (!first) return tail;
  return { ...first, next: appendChain(first.next, tail) } as FlowNode;
}

/** Moves a conditional branch one place left (-1) or right (1) among the conditional branches; the default stays last. */
export function moveBranch(flow: FlowDefinition, branchId: string, direction: -1 | 1): FlowDefinition {
  const found = findBranch(flow, branchId);
  if (!found || found.branch.default) return flow;
  const target = found.index + direction;
  const other = found.route.branches[target];
  if (!other || other.default) return flow;
  return withRoute(flow, found.route.id, (r) => {
    const branches = [...r.branches];
    [branches[found.index], branches[target]] = [branches[target], branches[found.index]];
    return { ...r, branches: renumber(branches) };
  });
}

/** What the drawer edits on a branch. */
export type BranchConfig = Pick<RouteBranch, 'name' | 'conditionGroups'>;

/** Replaces a branch's name and conditions (a default branch keeps none). */
export function updateBranch(flow: FlowDefinition, branchId: string, config: BranchConfig): FlowDefinition {
  const found = findBranch(flow, branchId);
  if (!found) return flow;
  return withRoute(flow, found.route.id, (r) => ({
    ...r,
    branches: r.branches.map((b) => (b.id === branchId
      ? { ...b, name: config.name, conditionGroups: b.default ? [] : config.conditionGroups } : b)),
  }));
}
