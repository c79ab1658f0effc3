import type { ApproverNode, CcNode, ConditionGroup, StartNode } from '../types';

/** A route branch a node sits in. */
export interface BranchScope {
  routeId: string;
  branchId: string;
}

/** What every compiled node has: its id, name, continuation and enclosing branches. */
export interface GraphNodeBase {
  id: string;
  name: string;
  /**
   * Where the instance goes when this node is done: the next node, the join
   * target when the node ends a branch, or null at the end of the flow. For
   * a route, its join target.
   */
  next: string | null;
  /** Enclosing branches, outermost first. */
  scope: BranchScope[];
}

/** The start node, compiled. */
export interface GraphStart extends GraphNodeBase { type: 'start'; config: Omit<StartNode, 'next'> }
/** An approver node, compiled. */
export interface GraphApprover extends GraphNodeBase { type: 'approver'; config: Omit<ApproverNode, 'next'> }
/** A CC node, compiled. */
export interface GraphCc extends GraphNodeBase { type: 'cc'; config: Omit<CcNode, 'next'> }

/** A route branch with its first node resolved. */
export interface GraphBranch {
  id: string;
  name: string;
  priority: number;
  conditionGroups: ConditionGroup[];
  default: boolean;
  /** The branch's first node, or the route's join target for an empty branch. */
  entry: string | null;
}

/** A route, compiled: choose a branch with `selectBranch`, go to its `entry`. */
export interface GraphRoute extends GraphNodeBase {
  type: 'route';
  branches: GraphBranch[];
  /** Where every branch continues when it ends (the same as `next`). */
  join: string | null;
}

/** A node of an executable graph. */
export type GraphNode = GraphStart | GraphApprover | GraphCc | GraphRoute;

/**
 * A flow flattened for execution: nodes by id with every continuation
 * resolved to an id. Plain JSON, so the server can cache or store it.
 */
export interface ExecutableGraph {
  startId: string;
  nodes: Record<string, GraphNode>;
  /** Node ids in document order (start first). */
  order: string[];
}
