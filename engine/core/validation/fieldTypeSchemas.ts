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

/** Field types whose own input is one of the platform's pickers, holding ids, references or files. */
const PICKER_TYPES: ReadonlySet<string> = new Set(['user', 'department', 'relatedRecord', 'attachment', 'serial']);

/**
 * The field type whose own picker `component` is (`DepartmentPicker`: department ids). A
 * sub-table's columns declare no field types: without this, a column's form node type
 * (`string`) refused the id its picker holds. Other components keep their form node's checks.
 */
export function pickerTypeOf(component: unknown): FieldType | undefined {
  if (typeof component !== 'string') return undefined;
  const d = fieldTypeDescriptors().find((x) => PICKER_TYPES.has(x.type) && x.formNode['x-component'] === component);
  return d?.type as FieldType | undefined;
}
