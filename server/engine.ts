/**
 * The server's one door to the engine core and the bundled packs: every call
 * into `engine/` and `schemas/` goes through here.
 */
export {
  validatePack, collectTexts, TEXT_LANGS, createRecordValidator, formatViolations, applyComputed, ComputedFieldError, computesFromClock, resolveTexts, toClientForm, computeRecordValues, recordLimits,
  ExpressionError, expressionErrorText,
  evaluateExpression, checkBusinessRules, applyDefaults, rowDefaults, guardStateField, actionsFor, actionItems, guardScope, guardPaths,
  RuleData, DataMissing, isDataMissing, withRuleData, recordScope, rowScope, nestedScope, SCAN_LIMIT,
  businessModel, referenceOf, referencedIds, isEmptyValue,
  optionalReferences, optionalReferenceTargets, hideAbsentReferences, absentReferenceViolations,
} from '../engine/index';
export type {
  RuleViolation, CheckOptions, ActionItem, DataRequest, DataAnswer, DataLoader, RuleRecord, RuleContext, RuleUser,
  PackAction, ActionEvent, ReferenceConfig,
} from '../engine/index';
export type { Pack, PackFunction, PackRole, PathError, FieldError, Lookups, Lang, Violation, FormSchema, LookupItem } from '../engine/index';
export { bundledPacks, bundledDemos } from '../schemas/index';
export type { PackDemo, DemoRecord, DemoStep } from '../engine/index';
export {
  compileFlow, firstNodeAfter, earlierApproverNodes, selectBranch, evaluateConditions, methodOutcome,
  nextSequentialAssignee, visibleRecord, checkWrites, mergePermissions, accessOf, toBpmnXml, validateFlow,
  Registry, autoApproves, flowNodeKindOf, fieldTypeOf, isFieldIdentifier, FUNCTION_CODE_PATTERN, LANGS, toPackLang, pickLocalized, functionConfigProblems,
  nodePermissions, readOnlyPermissions, readerAccess, isDocumentState, isDocumentLocked, documentStateOf, DOCUMENT_STATES,
} from '../engine/index';
export type {
  FlowDefinition, ApproverSpec, ExecutableGraph, GraphNode, GraphApprover, GraphCc, GraphRoute, GraphStart,
  FieldPermissions, NodeOutcome, ApprovalTally, ConditionContext, SimulationStep, SimulationNote, StartNode, CellKind, ConfigProblemCode,
  ProcessReader, DocumentState,
} from '../engine/index';
export {
  formatSerial, serialScope, serialValue, toDateParts, yuanToCents, centsToYuan, dataFields, unconfiguredNodeIds, resolveLookup, fieldChoices, isMoneyField, lookupOptions,
} from '../engine/index';
export type { SerialRule, RelatedForm, ButtonConfig, CustomField, FieldType, FlowProblem, DataField } from '../engine/index';
export type { Dashboard, DashboardChart, MenuView } from '../engine/index';
export { dashboardFunction, resolveViewFilters, resolveRelativeDate, isWhereRange } from '../engine/index';
export { checkSettingsForm, checkField, checkPasswordPolicy, isCreditCode, SETTINGS_FORMS } from '../engine/index';
export type { SettingsFormName, SettingsProblem, PasswordPolicy } from '../engine/index';
