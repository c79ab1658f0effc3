/** Public entry of the engine core: pure TypeScript, no React, no I/O. */
export type {
  Pack, PackFunction, PackMenu, PackRole, CustomField, FieldType, FormSchema, ListColumn, ListConfig,
  SearchItem, SearchRule, ButtonConfig, SerialRule, RelatedForm, LookupItem, MenuPosition, PathError,
  ExpressionRule, WhenConditions, ReferenceConfig, ActionEvent, PackAction, StateFieldConfig, PrintLayout, Dashboard, DashboardChart, ChartMeasure, ChartKind, MeasureOp,
  MenuView, ViewFilterValue,
} from './core/pack/index';
export type { Violation, FieldError } from './core/validation/index';
export type { Lookups } from './core/validation/index';
export type { Lang } from './core/i18n/index';
export type { DataField } from './core/form/index';
export type { CompiledExpression } from './core/expression/index';
export { LANGS, SHELL_LANGS, DEFAULT_LANG, toLang, toPackLang, pickLocalized } from './core/i18n/index';
export { validatePack, collectTexts, TEXT_LANGS } from './core/pack/index';
export type { FunctionText, TextArea, TextLang } from './core/pack/index';
export { lookupOptions, lookupTreeProblems, LOOKUP_PATH_SEPARATOR } from './core/pack/index';
export type { PackDemo, DemoDepartment, DemoRecord, DemoStep } from './core/pack/index';
export { packMetaSchema } from './core/pack/index';
export { dashboardFunction, resolveViewFilters, resolveRelativeDate, isWhereRange } from './core/pack/index';
export { createRecordValidator, formatViolations, resolveLookup, fieldChoices } from './core/validation/index';
export type { FieldChoice } from './core/validation/index';
export { customFormats, isKnownFormat, compileLinearPattern, patternProblem, MAX_PATTERN_LENGTH, computeRecordValues, recordLimits } from './core/validation/index';
export type { LinearPattern } from './core/validation/index';
export { dataFields, walkSchema, isMoneyField } from './core/form/index';
export { resolveTexts } from './core/form/index';
export { toClientForm } from './core/form/index';
export { applyComputed, ComputedFieldError, computesFromClock, sanitizeComponentProps, ALLOWED_COMPONENT_PROPS, withDefaultPlaceholders } from './core/form/index';
export type { PlaceholderWords } from './core/form/index';
export { yuanToCents, centsToYuan, formatYuan } from './core/money';
export { Registry } from './core/registry/index';
export { IDENTIFIER_PATTERN, FUNCTION_CODE_PATTERN, isFieldIdentifier, isFunctionCode } from './core/rules/index';
export {
  buttonProblems, serialRuleProblems, relatedFormProblems, functionConfigProblems, SERIAL_RESETS, MAX_PADDING,
} from './core/rules/index';
export type { ConfigProblem, ConfigProblemCode } from './core/rules/index';
export {
  checkBusinessRules, applyDefaults, rowDefaults, guardStateField, actionsFor, actionItems, guardScope, guardPaths,
  RuleData, DataMissing, isDataMissing, withRuleData, recordScope, rowScope, nestedScope, SCAN_LIMIT,
  businessModel, referenceOf, referencedIds, isEmptyValue,
  optionalReferences, optionalReferenceTargets, hideAbsentReferences, absentReferenceViolations,
} from './core/rules/index';
export type {
  RuleViolation, CheckOptions, ActionItem, DataRequest, DataAnswer, DataLoader, RuleRecord, RuleContext, RuleUser, BusinessModel, FieldSpot,
} from './core/rules/index';
export {
  registerFieldType, fieldTypeOf, fieldTypeNames, fieldTypeDescriptors, fieldTypesVersion, searchChoicesOf, searchChoicesFor,
} from './core/fields/index';
export type { FieldTypeDescriptor, SearchKind, SearchChoice, CellKind, PaletteSlot } from './core/fields/index';
export { registerComponent, componentDescriptors, componentOf, componentNames, componentProblem } from './core/fields/index';
export type { ComponentDescriptor, ComponentKind } from './core/fields/index';
export { evaluateExpression, compileExpression, ExpressionError, expressionErrorText, expressionLimits, isExpressionText, stripExpressionBraces } from './core/expression/index';
export type {
  FlowDefinition, StartNode, ApproverNode, CcNode, RouteNode, RouteBranch, FlowNode, AnyFlowNode, FlowNodeType,
  ApproverSpec, ApprovalMethod, EmptyApproverPolicy, AutoApprove, Condition, ConditionGroup, ConditionOp,
  NumberOp, TextOp, DateOp, SelectOp, UserOp, FieldAccess, FieldPermissions,
  FlowProblem, ValidateFlowContext, FlowProblemCode, FlowMessageParams, ConditionContext, FormValues, BranchLike, ValueKind,
  NodeOutcome, ApprovalTally, ExecutableGraph, GraphNode, GraphStart, GraphApprover, GraphCc, GraphRoute, GraphBranch,
  BranchScope, BpmnExportOptions, NodePlace, SimulationStep, SimulationNote, ProcessReader, ReaderAccess, DocumentState,
  FlowNodeKind, NodeReads, Rename, GraphNodeBase,
} from './core/flow/index';
export {
  validateFlow, unconfiguredNodeIds, flowMessages, formatFlowMessage, walkFlow, flowNodes,
  evaluateConditions, evaluateCondition, conditionValue, selectBranch, operatorsByKind, isConditionOp, valueKindOf,
  countersignOutcome, orSignOutcome, sequentialOutcome, methodOutcome, requiredApprovals, nextSequentialAssignee,
  accessOf, mergePermissions, isFieldAccess, visibleRecord, checkWrites,
  nodePermissions, readOnlyPermissions, readerAccess, DOCUMENT_STATES, LOCKED_DOCUMENT_STATES, isDocumentState, isDocumentLocked, documentStateOf,
  compileFlow, firstNodeAfter, earlierApproverNodes, toBpmnXml, LC_NAMESPACE, renameFlowField,
  registerFlowNodeKind, flowNodeKindOf, flowNodeTypes, branchesOf, isSplitting, compileLeaf, methodText, autoApproves,
  renameGroups, renameSpecs, renamePermissions,
} from './core/flow/index';
export { toNumberText, toPositiveNumberText, toPhoneText, toTrimmedText, toNumericEntryText, inputHelpers } from './core/input/index';
export type { NumericEntryOptions } from './core/input/index';
export { formatSerial, serialScope, serialValue, formatDateKeyword, toDateParts, isDateKeyword, DATE_KEYWORDS } from './core/serial/index';
export type { DateKeyword, DateParts } from './core/serial/index';
export { checkField, checkSettingsForm, checkPasswordPolicy, isCreditCode, PASSWORD_PATTERN, MOBILE_PATTERN, CODE_PATTERN } from './core/settings/index';
export type { SettingsProblem, SettingsRuleCode, FieldRule, RuleKind, PasswordPolicy } from './core/settings/index';
export { SETTINGS_FORMS } from './core/settings/index';
export type { SettingsFormName } from './core/settings/index';
