import type { FieldTypeDescriptor } from './FieldTypeDescriptor';
import { FILE_REF } from './valueSchemas';

/** A drawn signature as the field keeps it: one stored image (`{id, name, size, type}`), or nothing. */
export const SIGNATURE_VALUE: Record<string, unknown> = { anyOf: [{ type: 'null' }, FILE_REF] };

/**
 * The signature field (issue 12 item 7): a canvas the user draws on, kept as
 * a PNG through the file storage. The server checks the file is an image of
 * the tenant the signer uploaded (or the record already held); a required
 * empty one reads "the signature canvas must not be empty".
 */
export const SIGNATURE_FIELD_TYPE: FieldTypeDescriptor = {
  type: 'signature',
  valueKind: 'text',
  storage: 'text',
  valueSchema: SIGNATURE_VALUE,
  requiredRule: 'signatureEmpty',
  palette: { group: 'advanced', inTable: false },
  formNode: { type: 'object', 'x-component': 'SignaturePad', 'x-component-props': { height: 160 } },
};
