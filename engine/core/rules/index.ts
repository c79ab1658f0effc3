/** Rules the designer and the server both check, once, as coded `{path, code}` problems. */
export { IDENTIFIER_PATTERN, FUNCTION_CODE_PATTERN, isFieldIdentifier, isFunctionCode } from './patterns';
export {
  buttonProblems, serialRuleProblems, relatedFormProblems, functionConfigProblems, SERIAL_RESETS, MAX_PADDING,
} from './configRules';
export type { ConfigProblem, ConfigProblemCode } from './configRules';
export {
  checkBusinessRules, applyDefaults, rowDefaults, guardStateField, actionsFor, actionItems, guardScope, guardPaths,
  RuleData, DataMissing, isDataMissing, withRuleData, recordScope, rowScope, nestedScope, SCAN_LIMIT,
  businessModel, referenceOf, referencedIds, isEmptyValue,
  optionalReferences, optionalReferenceTargets, hideAbsentReferences, absentReferenceViolations,
} from './business/index';
export type {
  RuleViolation, CheckOptions, ActionItem, DataRequest, DataAnswer, DataLoader, RuleRecord, RuleContext, RuleUser, BusinessModel, FieldSpot,
} from './business/index';
