type Json = Record<string, unknown>;

/** A user, department or record id as the pickers keep it. */
const ID: Json = { type: ['integer', 'string'], minimum: 1, minLength: 1, maxLength: 64 };

/** Display extras a picker may keep beside the id (`url`, `uid`, `label`...): scalars only. */
const EXTRAS: Json = { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 };

/** A stored file as an attachment field keeps it (`{id, name, size, type?}` plus display extras). */
export const FILE_REF: Json = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    name: { type: 'string', maxLength: 255 },
    size: { type: 'integer', minimum: 0 },
    type: { type: 'string', maxLength: 200 },
  },
  additionalProperties: EXTRAS,
};

/** Attachments: a list of stored files. */
export const ATTACHMENTS: Json = { type: ['array', 'null'], items: FILE_REF, maxItems: 100 };
/** Users and departments: one id or a list of ids. */
export const IDS: Json = { anyOf: [{ type: 'null' }, ID, { type: 'array', items: ID, maxItems: 500 }] };
/** A related record: its id, or `{fn, id}` with display extras. */
export const RELATED: Json = {
  anyOf: [
    { type: 'null' },
    ID,
    { type: 'object', required: ['id'], properties: { fn: { type: 'string', maxLength: 64 }, id: ID }, additionalProperties: EXTRAS },
  ],
};
/** A serial number (allocated by the server). */
export const SERIAL: Json = { type: ['string', 'null'], maxLength: 100 };
/** A date range: `[from, to]`. */
export const DATE_RANGE: Json = { type: ['array', 'null'], items: { type: ['string', 'null'], maxLength: 40 }, maxItems: 2 };
