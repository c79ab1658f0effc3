import { DOCUMENT_STATES, FUNCTION_CODE_PATTERN } from '../engine';
import { closedObject, idSchema, type JsonSchema } from '../http';

/** A filter on the document state (any of these). */
export const docStatesSchema: JsonSchema = { type: 'array', maxItems: 7, uniqueItems: true, items: { type: 'string', enum: [...DOCUMENT_STATES] } };

const scalar: JsonSchema = { type: ['string', 'number', 'null'], maxLength: 200 };

export const fnParams = closedObject({ code: { type: 'string', pattern: FUNCTION_CODE_PATTERN } }, ['code']);

export const pageBody = closedObject({
  current: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  size: { type: 'integer', enum: [10, 20, 50] },
  filters: {
    type: 'object',
    maxProperties: 50,
    additionalProperties: { anyOf: [scalar, { type: 'array', minItems: 2, maxItems: 2, items: scalar }] },
  },
  sort: {
    type: 'array',
    maxItems: 5,
    items: closedObject({ field: { type: 'string', maxLength: 64 }, order: { type: 'string', enum: ['asc', 'desc'] } }, ['field', 'order']),
  },
  docStates: docStatesSchema,
  exactTotal: { type: 'boolean', description: 'Count every match: without it a filtered total stops at 10,000 and the answer says `totalIsLowerBound`' },
  menu: { type: 'string', pattern: '^[MS][0-9]{14,15}$', description: 'The menu the list is opened from: its view (fixed search values, narrower scope) applies' },
  reference: closedObject({
    fn: { type: 'string', pattern: FUNCTION_CODE_PATTERN },
    field: { type: 'string', maxLength: 64 },
    record: { type: 'object', description: 'The values being edited (`$` of the reference filter)' },
  }, ['fn', 'field']),
}, ['current', 'size']);

/** What rules in the browser ask for (`lookup`, `sumOf`): at most 50 requests. */
export const ruleDataBody = closedObject({
  requests: {
    type: 'array', maxItems: 50,
    items: closedObject({
      kind: { type: 'string', enum: ['record', 'records'] },
      fn: { type: 'string', pattern: FUNCTION_CODE_PATTERN },
      id: idSchema,
    }, ['kind', 'fn']),
  },
}, ['requests']);

export const idBody = closedObject({ id: idSchema }, ['id']);

export const metaBody = closedObject({ version: { type: 'integer', minimum: 1, maximum: 1_000_000 } });

export const saveBody = closedObject({
  id: idSchema,
  updatedAt: { type: 'string', maxLength: 40, description: 'The updatedAt the client read; a record changed since answers 409' },
  data: { type: 'object', description: 'The record: the form\'s values (money in integer cents)' },
}, ['data']);
