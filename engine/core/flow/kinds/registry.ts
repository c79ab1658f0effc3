import { Registry } from '../../registry/index';
import type { AnyFlowNode, RouteBranch } from '../types';
import { approverKind } from './approver';
import { ccKind } from './cc';
import type { FlowNodeKind } from './FlowNodeKind';
import { routeKind } from './route';
import { startKind } from './start';

const kinds = new Registry<FlowNodeKind>('flow node kind');

/**
 * Registers a node kind with the engine core. A second kind with the same
 * type throws unless `override` is set.
 */
export function registerFlowNodeKind<N extends AnyFlowNode>(kind: FlowNodeKind<N>, options: { override?: boolean } = {}): void {
  kinds.register(kind.type, kind as unknown as FlowNodeKind, options);
}

/** The descriptor of a node type, or undefined for a type nobody registered. */
export function flowNodeKindOf(type: unknown): FlowNodeKind | undefined {
  return typeof type === 'string' ? kinds.get(type) : undefined;
}

/** Every registered node type. */
export function flowNodeTypes(): string[] {
  return kinds.entries().map(([type]) => type);
}

/** Whether the node's kind splits the flow into branches (a route). */
export function isSplitting(node: unknown): boolean {
  const n = node as AnyFlowNode | null;
  return !!(n && typeof n === 'object' && flowNodeKindOf(n.type)?.branchesOf);
}

/** The branches of a node when its kind splits the flow, else an empty list (malformed input tolerated). */
export function branchesOf(node: unknown): RouteBranch[] {
  const n = node as AnyFlowNode | null;
  const branches = n && typeof n === 'object' ? flowNodeKindOf(n.type)?.branchesOf?.(n) : undefined;
  return Array.isArray(branches) ? branches : [];
}

registerFlowNodeKind(startKind);
registerFlowNodeKind(approverKind);
registerFlowNodeKind(ccKind);
registerFlowNodeKind(routeKind);
