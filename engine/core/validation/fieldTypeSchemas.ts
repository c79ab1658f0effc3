import { fieldTypeOf } from '../fields/index';
import type { FieldType } from '../pack/index';

/**
 * The value shape of field types whose form node does not say it (pickers and
 * uploads keep structured values), from the type's descriptor. The server
 * then checks that the ids exist.
 */
export function fieldTypeSchema(type: FieldType | string | undefined): Record<string, unknown> | undefined {
  return fieldTypeOf(type)?.valueSchema;
}
