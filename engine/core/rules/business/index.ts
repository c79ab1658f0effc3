/** Business rules of packs (docs/packs.md "Business rules"): checks, defaults, state field, actions. */
export { checkBusinessRules } from './check';
export type { RuleViolation, CheckOptions } from './check';
export { applyDefaults, rowDefaults } from './defaults';
export { guardStateField } from './stateField';
export { actionsFor, actionItems, guardScope, guardPaths } from './actions';
export type { ActionItem } from './actions';
export { RuleData, DataMissing, isDataMissing, withRuleData } from './data';
export type { DataRequest, DataAnswer, DataLoader, RuleRecord } from './data';
export { recordScope, rowScope, nestedScope, SCAN_LIMIT } from './scope';
export type { RuleContext, RuleUser } from './scope';
export { businessModel, referenceOf, referencedIds, isEmptyValue } from './model';
export type { BusinessModel, FieldSpot } from './model';
export { optionalReferences, optionalReferenceTargets, hideAbsentReferences, absentReferenceViolations } from './optionalReferences';
