import { fieldTypeDescriptors, fieldTypeOf } from '../fields/index';
import type { FieldType } from '../pack/index';

/**
 * The value shape of field types whose form node does not say it (pickers and
 * uploads keep structured values), from the type's descriptor. The server
 * then checks that the ids exist.
 */
export function fieldTypeSchema(type: FieldType | string | undefined): Record<string, unknown> | undefined {
  return fieldTypeOf(type)?.valueSchema;
}

/**
 * The field type whose own input `component` is, when that type keeps a structured value
 * (`DepartmentPicker`: department ids). A sub-table's columns declare no field types: without
 * this, a column's form node type (`string`) refused the id its picker holds.
 */
export function pickerTypeOf(component: unknown): FieldType | undefined {
  if (typeof component !== 'string') return undefined;
  return fieldTypeDescriptors().find((d) => d.valueSchema && d.formNode['x-component'] === component)?.type as FieldType | undefined;
}
