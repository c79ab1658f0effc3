export { fieldRenderers, registerFieldRenderer, registerBuiltinFieldTypes, FieldValue } from './fieldTypes';
export type { FieldRenderer, FieldValueContext, FieldValueProps } from './fieldTypes';
