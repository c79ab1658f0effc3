/** Public entry of the engine core: pure TypeScript, no React, no I/O. */
export type {
  Pack, PackFunction, PackMenu, PackRole, CustomField, FieldType, FormSchema, ListColumn, ListConfig,
  SearchItem, SearchRule, ButtonConfig, SerialRule, RelatedForm, LookupItem, MenuPosition, PathError,
} from './core/pack/types';
export type { Violation, FieldError } from './core/validation/types';
export type { Lookups } from './core/validation/recordValidator';
export type { Lang } from './core/i18n/langs';
export type { DataField } from './core/form/dataFields';
export type { CompiledExpression } from './core/expression/index';
export { LANGS, SHELL_LANGS, DEFAULT_LANG, toLang, toPackLang } from './core/i18n/langs';
export { validatePack } from './core/pack/validatePack';
export { createRecordValidator, formatViolations, resolveLookup } from './core/validation/recordValidator';
export { customFormats, isKnownFormat } from './core/validation/formats';
export { compileLinearPattern, patternProblem, MAX_PATTERN_LENGTH } from './core/validation/linearPattern';
export type { LinearPattern } from './core/validation/linearPattern';
export { dataFields, walkSchema, isMoneyField } from './core/form/dataFields';
export { resolveTexts } from './core/form/resolveTexts';
export { toClientForm } from './core/form/toClientForm';
export { applyComputed, ComputedFieldError } from './core/form/applyComputed';
export { sanitizeComponentProps, ALLOWED_COMPONENT_PROPS } from './core/form/componentProps';
export { computeRecordValues, recordLimits } from './core/validation/recordLimits';
export { yuanToCents, centsToYuan, formatYuan } from './core/money';
export { Registry } from './core/registry/Registry';
export { evaluateExpression, compileExpression, ExpressionError, expressionLimits, isExpressionText, stripExpressionBraces } from './core/expression/index';
export type {
  FlowDefinition, StartNode, ApproverNode, CcNode, RouteNode, RouteBranch, FlowNode, AnyFlowNode, FlowNodeType,
  ApproverSpec, ApprovalMethod, EmptyApproverPolicy, AutoApprove, Condition, ConditionGroup, ConditionOp,
  NumberOp, TextOp, DateOp, SelectOp, UserOp, FieldAccess, FieldPermissions,
  FlowProblem, ValidateFlowContext, FlowProblemCode, FlowMessageParams, ConditionContext, FormValues, BranchLike, ValueKind,
  NodeOutcome, ApprovalTally, ExecutableGraph, GraphNode, GraphStart, GraphApprover, GraphCc, GraphRoute, GraphBranch,
  BranchScope, BpmnExportOptions, NodePlace, SimulationStep, SimulationNote,
} from './core/flow/index';
export {
  validateFlow, unconfiguredNodeIds, flowMessages, formatFlowMessage, walkFlow, flowNodes,
  evaluateConditions, evaluateCondition, conditionValue, selectBranch, operatorsByKind, isConditionOp, valueKindOf,
  countersignOutcome, orSignOutcome, sequentialOutcome, methodOutcome, requiredApprovals, nextSequentialAssignee,
  accessOf, mergePermissions, isFieldAccess, visibleRecord, checkWrites,
  compileFlow, firstNodeAfter, earlierApproverNodes, toBpmnXml, LC_NAMESPACE, renameFlowField,
} from './core/flow/index';
export { toNumberText, toPositiveNumberText, toPhoneText, toTrimmedText, toNumericEntryText, inputHelpers } from './core/input/helpers';
export type { NumericEntryOptions } from './core/input/helpers';
export { formatSerial, serialScope, serialValue, formatDateKeyword, toDateParts, isDateKeyword, DATE_KEYWORDS } from './core/serial/formatSerial';
export type { DateKeyword, DateParts } from './core/serial/formatSerial';
