// The flow designer's pure model: tree edits, layout, conditions, problems (no React).
export { rewriteFlow, allNodes, findNode, findBranch, usedIds, claimId } from './tree';
export type { NodeRewrite } from './tree';
export { createFlow, createBranch, createNode, registerNodeDefaults } from './create';
export type { AddableType, NewNodeNames, NodeFactory } from './create';
export { addNode, removeNode, updateNode, addBranch, removeBranch, moveBranch, updateBranch, insertKey } from './edit';
export type { InsertPoint, NodeConfig, BranchConfig } from './edit';
export { layoutFlow, LAYOUT, joinId, END_ID } from './layout';
export type { FlowLayout, LayoutBox, LayoutEdge, LayoutKind } from './layout';
export {
  INITIATOR_FIELD, conditionFields, userFields, operatorsFor, valueShape, emptyValue, createCondition, changeOperator,
  toInputNumber, fromInputNumber,
} from './conditions';
export type { ConditionField } from './conditions';
export { flowProblems, problemsByNode, problemKey } from './problems';
