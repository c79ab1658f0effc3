export { fieldTypes, registerBuiltinFieldTypes, FieldValue } from './fieldTypes';
export type { FieldTypeDefinition, FieldValueContext, FieldValueProps } from './fieldTypes';
