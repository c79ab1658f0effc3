import { extensionElements } from '../bpmn/extensions';
import { renamePermissions, renameSpecs } from '../renameHelpers';
import type { CcNode } from '../types';
import { idOf } from '../validate/problem';
import { checkPermissions, checkSpecs } from '../validate/validateSpecs';
import { compileLeaf, type FlowNodeKind } from './FlowNodeKind';

/** A carbon-copy step: recipients are informed, the flow does not wait. */
export const ccKind: FlowNodeKind<CcNode> = {
  type: 'cc',
  validate(node, at, ctx) {
    const nodeId = idOf(node);
    return [
      ...checkSpecs(node.recipients, `${at}/recipients`, nodeId, ctx, 'flow.ccRecipientsEmpty'),
      ...checkPermissions(node.fieldPermissions, `${at}/fieldPermissions`, nodeId, ctx),
    ];
  },
  renameField: (node, rename) => ({
    recipients: renameSpecs(node.recipients, rename), fieldPermissions: renamePermissions(node.fieldPermissions, rename),
  }),
  compile: (node, base) => compileLeaf(node, base),
  bpmn: {
    shape: 'sendTask',
    elements: (node) => ({ extensions: extensionElements(node.recipients, node.fieldPermissions), loop: [] }),
  },
  reads: (node) => ({ conditionGroups: [], specs: node.recipients ?? [] }),
};
