import Ajv2020 from 'ajv/dist/2020.js';
import { customFormats } from './formats';

/**
 * One ajv instance for records: all errors, our `x-format` keyword (formats are
 * tested as text, numbers included, like Formily does) and `x-nonEmpty` for
 * required values that are present but empty.
 */
export function createRecordAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword({
    keyword: 'x-format',
    type: ['string', 'number'],
    schemaType: 'string',
    validate: (format: string, data: unknown) => {
      const re = customFormats[format];
      return re ? re.test(String(data)) : true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-nonEmpty',
    schemaType: 'boolean',
    validate: (on: boolean, data: unknown) =>
      !on || !(data === null || data === '' || (Array.isArray(data) && data.length === 0)),
  });
  return ajv;
}
