/**
 * The approval-flow core shared by the server (which executes flows) and the
 * designer (which edits them): the model, validation, condition evaluation,
 * approval arithmetic, field permissions, compilation and BPMN export.
 * Pure TypeScript: no React, no I/O.
 */
export type {
  FieldAccess, FieldPermissions, ApproverSpec, ApprovalMethod, EmptyApproverPolicy, AutoApprove,
  NumberOp, TextOp, DateOp, SelectOp, UserOp, ConditionOp, Condition, ConditionGroup,
  StartNode, ApproverNode, CcNode, RouteBranch, RouteNode, FlowNode, AnyFlowNode, FlowNodeType, FlowDefinition,
} from './types';
export { flowMessages, formatFlowMessage } from './messages';
export type { SimulationStep, SimulationNote } from './simulation';
export { renameFlowField } from './renameField';
export { renameGroups, renameSpecs, renamePermissions } from './renameHelpers';
export type { Rename } from './renameHelpers';
export type { FlowNodeKind, NodeReads } from './kinds/FlowNodeKind';
export { compileLeaf } from './kinds/FlowNodeKind';
export { registerFlowNodeKind, flowNodeKindOf, flowNodeTypes, branchesOf, isSplitting } from './kinds/registry';
export { methodText } from './kinds/approver';
export { autoApproves } from './autoApprove';
export type { FlowProblemCode, FlowMessageParams } from './messages';
export { walkFlow, flowNodes } from './walk';
export type { NodePlace } from './walk';
export { validateFlow, unconfiguredNodeIds } from './validate/validateFlow';
export type { FlowProblem, ValidateFlowContext } from './validate/problem';
export { evaluateConditions, evaluateCondition, conditionValue } from './conditions/evaluateConditions';
export type { ConditionContext, FormValues } from './conditions/evaluateConditions';
export { selectBranch } from './conditions/selectBranch';
export type { BranchLike } from './conditions/selectBranch';
export { operatorsByKind, isConditionOp, valueKindOf } from './conditions/operators';
export type { ValueKind } from './conditions/operators';
export {
  countersignOutcome, orSignOutcome, sequentialOutcome, methodOutcome, requiredApprovals, nextSequentialAssignee,
} from './countersign';
export type { NodeOutcome, ApprovalTally } from './countersign';
export { accessOf, mergePermissions, isFieldAccess } from './permissions/access';
export { visibleRecord } from './permissions/visibleRecord';
export { nodePermissions, readOnlyPermissions, readerAccess } from './permissions/reader';
export type { ProcessReader, ReaderAccess } from './permissions/reader';
export { DOCUMENT_STATES, LOCKED_DOCUMENT_STATES, isDocumentState, isDocumentLocked, documentStateOf } from './document/documentState';
export type { DocumentState } from './document/documentState';
export { checkWrites } from './permissions/checkWrites';
export { compileFlow, firstNodeAfter } from './compile/compileFlow';
export { earlierApproverNodes } from './compile/earlierApproverNodes';
export type {
  ExecutableGraph, GraphNode, GraphNodeBase, GraphStart, GraphApprover, GraphCc, GraphRoute, GraphBranch, BranchScope,
} from './compile/graph';
export { toBpmnXml } from './bpmn/toBpmnXml';
export type { BpmnExportOptions } from './bpmn/toBpmnXml';
export { LC_NAMESPACE } from './bpmn/extensions';
