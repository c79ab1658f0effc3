/** Formily/antd renderers of pack schemas. Import from here only. */
export { SchemaFormView } from './SchemaFormView';
export type { SchemaFormViewProps, FunctionFormMeta } from './SchemaFormView';
export { createFormRenderer } from './createFormRenderer';
export type { FormRenderer } from './createFormRenderer';
export { fieldComponents, registerFieldComponent, registerBuiltinFieldComponents } from './registry';
export type { FieldComponent } from './registry';
export { fieldRenderers, registerFieldRenderer, registerBuiltinFieldTypes, FieldValue } from './fields';
export type { FieldRenderer, FieldValueContext, FieldValueProps } from './fields';
export {
  MoneyInput, MoneyInputBase, MoneyText, formatMoney, formatPercent, applyInputHelper, checkUpload, TOOLTIP_DELAY_S, UserSelect, UserNames,
  SignaturePad, SignatureImage, subTablePageSize, PAGE_CELL_BUDGET, firstColumnCount, tableColumns, withColumnsHeldBack,
} from './components';
export type { MoneyInputBaseProps, MoneyTextProps, InputHelperProps, RelatedRecordPickerProps, RelatedColumn } from './components';
export { EngineServicesProvider, useEngineServices, setDefaultEngineServices, offlineServices } from './services';
export type {
  EngineServices, UserOption, LookupOption, LookupRef, FileRef, UploadLimits, RelatedRow,
} from './services';
export { collectRuntimeLookups, applyRuntimeLookups } from './lookups';
export { applyServerFieldErrors } from './errors';
export type { ServerFieldError } from './errors';
export { collectComputedFields, createComputeReactions } from './compute';
export type { ComputedField } from './compute';
export { setupFormEngine, compileSchemaExpression } from './setup';
export { toSubmitValues, toReadPrettySchema } from './values';
export { withBusinessRules, ruleValidator, createWhenReactions, createRowDefaults, useBusinessRules, markNewRecordForm } from './rules';
export type { BrowserRuleRuntime, RuleFieldContext } from './rules';
export { CompactFormProvider, useCompactForm } from './layout';
export { columnPlaceOf, registerColumnOrder, inDisplayOrder, revealField, revealFirstError, materializeFields, groupProperties, LAZY_FIELD_THRESHOLD } from './lazy';
export type { PropertyGroup } from './lazy';
