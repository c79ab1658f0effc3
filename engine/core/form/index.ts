/** Pack forms: data fields, texts, client forms and computed values. */
export { dataFields, isMoneyField, walkSchema } from './dataFields';
export type { DataField } from './dataFields';
export { resolveTexts } from './resolveTexts';
export { toClientForm } from './toClientForm';
export { applyComputed, ComputedFieldError, computesFromClock } from './applyComputed';
export { sanitizeComponentProps, ALLOWED_COMPONENT_PROPS } from './componentProps';
export { destructuredNames } from './destructuring';
export { withDefaultPlaceholders } from './defaultPlaceholders';
export type { PlaceholderWords } from './defaultPlaceholders';
