import Ajv2020 from 'ajv/dist/2020.js';
import { matchesFormat } from './formats';
import { linearRegExpEngine } from './linearPattern';

/**
 * One ajv instance for records: all errors, our `x-format` keyword (formats are
 * tested as text, numbers included, like Formily does) and `x-nonEmpty` for
 * required values that are present but empty. Schema `pattern`s run on the
 * linear-time engine, so a tenant's pattern cannot stall the server.
 */
export function createRecordAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, code: { regExp: linearRegExpEngine } });
  ajv.addKeyword({
    keyword: 'x-format',
    type: ['string', 'number'],
    schemaType: 'string',
    validate: (format: string, data: unknown) => matchesFormat(format, data),
  });
  ajv.addKeyword({
    keyword: 'x-nonEmpty',
    schemaType: 'boolean',
    validate: (on: boolean, data: unknown) =>
      !on || !(data === null || data === '' || (Array.isArray(data) && data.length === 0)),
  });
  return ajv;
}
