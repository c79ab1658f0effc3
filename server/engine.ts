/**
 * The server's one door to the engine core and the bundled packs: every call
 * into `engine/` and `schemas/` goes through here.
 */
export {
  validatePack, createRecordValidator, formatViolations, applyComputed, resolveTexts, toClientForm, computeRecordValues, recordLimits,
  ExpressionError,
} from '../engine/index';
export type { Pack, PackFunction, PathError, FieldError, Lookups, Lang, Violation, FormSchema, LookupItem } from '../engine/index';
export { bundledPacks } from '../schemas/index';
export {
  compileFlow, firstNodeAfter, earlierApproverNodes, selectBranch, evaluateConditions, methodOutcome,
  nextSequentialAssignee, visibleRecord, checkWrites, mergePermissions, accessOf, toBpmnXml, validateFlow,
} from '../engine/index';
export type {
  FlowDefinition, ApproverSpec, ExecutableGraph, GraphNode, GraphApprover, GraphCc, GraphRoute, GraphStart,
  FieldPermissions, NodeOutcome, ApprovalTally, ConditionContext, SimulationStep, SimulationNote,
} from '../engine/index';
export {
  formatSerial, serialScope, serialValue, toDateParts, yuanToCents, centsToYuan, dataFields, unconfiguredNodeIds, resolveLookup, isMoneyField,
} from '../engine/index';
export type { SerialRule, RelatedForm, ButtonConfig, CustomField, FieldType, FlowProblem, DataField } from '../engine/index';
