import type { FieldTypeDescriptor } from './FieldTypeDescriptor';

type Json = Record<string, unknown>;

const SCALAR: Json = { type: ['string', 'number', 'boolean'], maxLength: 200 };
/** One choice or a list of choices (tree selects and table selects in `multiple` mode). */
const CHOICES: Json = { anyOf: [{ type: 'null' }, SCALAR, { type: 'array', items: SCALAR, maxItems: 500 }] };
const TIME: Json = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' };

/**
 * Field types of the @formily/antd-v5 inputs the built-in types do not cover.
 * None is offered by the designer's palette: they arrive with Formily schemas.
 */
export const FORMILY_FIELD_TYPES: readonly FieldTypeDescriptor[] = [
  {
    type: 'password', valueKind: 'text', storage: 'text', valueSchema: { type: ['string', 'null'], maxLength: 200 },
    formNode: { type: 'string', 'x-component': 'Password' },
  },
  {
    type: 'time', valueKind: 'text', search: { kind: 'text', rules: ['exact'] }, storage: 'text',
    valueSchema: { anyOf: [{ type: 'null' }, TIME] }, formNode: { type: 'string', 'x-component': 'TimePicker' },
  },
  {
    type: 'timeRange', valueKind: 'text', storage: 'text', valueSchema: { type: ['array', 'null'], items: { anyOf: [{ type: 'null' }, TIME] }, maxItems: 2 },
    cellKind: 'dateRange', formNode: { type: 'array', 'x-component': 'TimePicker.RangePicker' },
  },
  {
    type: 'treeSelect', valueKind: 'select', search: { kind: 'choice', rules: ['exact'] }, storage: 'text', valueSchema: CHOICES,
    formNode: { type: 'string', 'x-component': 'TreeSelect' },
  },
  {
    type: 'cascader', valueKind: 'text', search: { kind: 'text', rules: ['fuzzy'] }, storage: 'text',
    valueSchema: { type: ['array', 'null'], items: SCALAR, maxItems: 20 }, formNode: { type: 'array', 'x-component': 'Cascader' },
  },
  {
    type: 'transfer', valueKind: 'select', search: { kind: 'choice', rules: ['exact'] }, multiple: true, storage: 'text',
    valueSchema: { type: ['array', 'null'], items: SCALAR, maxItems: 500 }, formNode: { type: 'array', 'x-component': 'Transfer' },
  },
  {
    type: 'selectTable', valueKind: 'select', search: { kind: 'choice', rules: ['exact'] }, storage: 'text', valueSchema: CHOICES,
    formNode: { type: 'string', 'x-component': 'SelectTable' },
  },
];
