import type { FieldTypeDescriptor } from './FieldTypeDescriptor';

/** A drawn signature as the field keeps it: one stored image (`{id, name, size, type}`), or nothing. */
export const SIGNATURE_VALUE: Record<string, unknown> = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 64 },
        name: { type: 'string', maxLength: 255 },
        size: { type: 'integer', minimum: 0 },
        type: { type: 'string', maxLength: 200 },
      },
      // Display extras an upload answers (`url`): scalars only.
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 },
    },
  ],
};

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
