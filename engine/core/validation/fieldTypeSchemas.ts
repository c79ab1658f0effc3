import type { FieldType } from '../pack/index';

type Json = Record<string, unknown>;

/** A user, department or record id as the pickers keep it. */
const ID: Json = { type: ['integer', 'string'], minimum: 1, minLength: 1, maxLength: 64 };

/** Display extras a picker may keep beside the id (`url`, `uid`, `label`...): scalars only. */
const EXTRAS: Json = { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 };

/** A stored file as an attachment field keeps it (`{id, name, size, type?}` plus display extras). */
const FILE_REF: Json = {
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

/**
 * The value shape of field types whose form node does not say it (pickers and
 * uploads keep structured values). The server then checks that the ids exist.
 */
export function fieldTypeSchema(type: FieldType | undefined): Json | undefined {
  switch (type) {
    case 'attachment':
      return { type: ['array', 'null'], items: FILE_REF, maxItems: 100 };
    case 'user':
    case 'department':
      return { anyOf: [{ type: 'null' }, ID, { type: 'array', items: ID, maxItems: 500 }] };
    case 'relatedRecord':
      return {
        anyOf: [
          { type: 'null' },
          ID,
          {
            type: 'object',
            required: ['id'],
            properties: { fn: { type: 'string', maxLength: 64 }, id: ID },
            additionalProperties: EXTRAS,
          },
        ],
      };
    case 'serial':
      return { type: ['string', 'null'], maxLength: 100 };
    case 'dateRange':
      return { type: ['array', 'null'], items: { type: ['string', 'null'], maxLength: 40 }, maxItems: 2 };
    default:
      return undefined;
  }
}
