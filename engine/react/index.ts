/** Formily/antd renderers of pack schemas. Import from here only. */
export { SchemaFormView } from './SchemaFormView';
export type { SchemaFormViewProps, FunctionFormMeta } from './SchemaFormView';
export { createFormRenderer } from './createFormRenderer';
export type { FormRenderer } from './createFormRenderer';
export { fieldComponents, registerFieldComponent, registerBuiltinFieldComponents } from './registry';
export type { FieldComponent } from './registry';
export { MoneyInput, MoneyInputBase, MoneyText, formatMoney } from './components';
export type { MoneyInputBaseProps, MoneyTextProps } from './components';
export { applyServerFieldErrors } from './errors';
export type { ServerFieldError } from './errors';
export { collectComputedFields, createComputeReactions } from './compute';
export type { ComputedField } from './compute';
export { setupFormEngine } from './setup';
export { toSubmitValues } from './values';
