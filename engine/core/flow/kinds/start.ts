import { extensionElements } from '../bpmn/extensions';
import { renamePermissions, renameSpecs } from '../renameHelpers';
import type { StartNode } from '../types';
import { idOf } from '../validate/problem';
import { checkPermissions, checkSpecs } from '../validate/validateSpecs';
import { compileLeaf, type FlowNodeKind } from './FlowNodeKind';

/** The initiator node at the root of every flow: who may start it and what they may edit. */
export const startKind: FlowNodeKind<StartNode> = {
  type: 'start',
  root: true,
  validate(node, at, ctx) {
    const nodeId = idOf(node);
    const code = node.initiatorsMode === 'specified' ? 'flow.initiatorsEmpty' : null;
    return [
      ...checkSpecs(node.initiators, `${at}/initiators`, nodeId, ctx, code),
      ...checkPermissions(node.fieldPermissions, `${at}/fieldPermissions`, nodeId, ctx),
    ];
  },
  renameField: (node, rename) => ({
    initiators: renameSpecs(node.initiators, rename), fieldPermissions: renamePermissions(node.fieldPermissions, rename),
  }),
  compile: (node, base) => compileLeaf(node, base),
  bpmn: {
    shape: 'startEvent',
    elements: (node) => ({ extensions: extensionElements(node.initiators, node.fieldPermissions), loop: [] }),
  },
  reads: (node) => ({ conditionGroups: [], specs: node.initiatorsMode === 'specified' ? node.initiators ?? [] : [] }),
};
