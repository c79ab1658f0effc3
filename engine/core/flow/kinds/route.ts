import { mapShared, renameGroups, withChanges } from '../renameHelpers';
import type { RouteBranch, RouteNode } from '../types';
import { checkRoute } from '../validate/validateRoute';
import type { FlowNodeKind } from './FlowNodeKind';

/** A conditional split (the spec's condition nodes live in its branches); the flow joins again at `next`. */
export const routeKind: FlowNodeKind<RouteNode> = {
  type: 'route',
  branchesOf: (node) => (Array.isArray(node.branches) ? node.branches : []),
  validate: (node, at, ctx) => checkRoute(node, at, ctx),
  renameField: (node, rename, renameChain) => ({
    branches: mapShared(node.branches, (b: RouteBranch) => withChanges(b, {
      conditionGroups: renameGroups(b.conditionGroups, rename)!, child: renameChain(b.child),
    })),
  }),
  compile() {
    throw new TypeError('compileFlow compiles a route with its branches');
  },
  bpmn: { shape: 'exclusiveGateway' },
  reads: (node) => ({ conditionGroups: (node.branches ?? []).flatMap((b) => b.conditionGroups ?? []), specs: [] }),
};
