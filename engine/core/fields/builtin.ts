import type { FieldTypeDescriptor } from './FieldTypeDescriptor';
import { ATTACHMENTS, DATE_RANGE, IDS, RELATED, SERIAL } from './valueSchemas';

const TEXT_SEARCH = { kind: 'text', rules: ['fuzzy', 'exact'] } as const;
const NUMBER_SEARCH = { kind: 'number', rules: ['range', 'exact'] } as const;
const CHOICE_SEARCH = { kind: 'choice', rules: ['exact'] } as const;
const basic = { group: 'basic', inTable: true } as const;
const choice = { group: 'choice', inTable: true } as const;
const advanced = { group: 'advanced', inTable: false } as const;

/**
 * The built-in field types. Multi-value types are searched where a stored
 * list can be matched: a checkbox by one of its options, attachments and
 * sub-tables by text inside them. A date range is not searchable (a range
 * has no single day to compare).
 */
export const BUILTIN_FIELD_TYPES: readonly FieldTypeDescriptor[] = [
  { type: 'text', valueKind: 'text', search: TEXT_SEARCH, storage: 'text', palette: basic, formNode: { type: 'string', 'x-component': 'Input' } },
  {
    type: 'textarea', valueKind: 'text', search: TEXT_SEARCH, storage: 'text', palette: basic,
    formNode: { type: 'string', 'x-component': 'Input.TextArea', 'x-component-props': { rows: 3, showCount: true, maxLength: 500 }, 'x-validator': [{ max: 500 }] },
  },
  {
    type: 'number', valueKind: 'number', search: NUMBER_SEARCH, storage: 'number', cellKind: 'number', alignRight: true, palette: basic,
    formNode: { type: 'number', 'x-component': 'NumericInput', 'x-component-props': { decimals: 0 } },
  },
  {
    type: 'money', valueKind: 'money', search: { kind: 'money', rules: ['range', 'exact'] }, storage: 'number', cellKind: 'money',
    alignRight: true, palette: basic, formNode: { type: 'number', 'x-component': 'MoneyInput' },
  },
  {
    type: 'percent', valueKind: 'number', search: NUMBER_SEARCH, storage: 'number', cellKind: 'number', alignRight: true, palette: basic,
    formNode: { type: 'number', 'x-component': 'PercentInput', 'x-validator': [{ minimum: 0 }, { maximum: 100 }] },
  },
  {
    type: 'date', valueKind: 'date', search: { kind: 'date', rules: ['period', 'exact'] }, storage: 'text', cellKind: 'date', palette: basic,
    formNode: { type: 'string', 'x-component': 'DatePicker', 'x-validator': [{ format: 'date' }] },
  },
  {
    type: 'datetime', valueKind: 'date', search: { kind: 'datetime', rules: ['period', 'exact'] }, storage: 'text', cellKind: 'datetime',
    palette: basic, formNode: { type: 'string', 'x-component': 'DateTimePicker', 'x-validator': [{ format: 'datetime' }] },
  },
  {
    type: 'dateRange', valueKind: 'text', storage: 'text', valueSchema: DATE_RANGE, cellKind: 'dateRange', palette: basic,
    formNode: { type: 'array', 'x-component': 'DatePicker.RangePicker' },
  },
  { type: 'select', valueKind: 'select', search: CHOICE_SEARCH, storage: 'text', palette: choice, formNode: { type: 'string', 'x-component': 'Select' } },
  { type: 'radio', valueKind: 'select', search: CHOICE_SEARCH, storage: 'text', palette: choice, formNode: { type: 'string', 'x-component': 'Radio.Group' } },
  {
    type: 'checkbox', valueKind: 'select', search: CHOICE_SEARCH, multiple: true, storage: 'text', palette: choice,
    formNode: { type: 'array', 'x-component': 'Checkbox.Group' },
  },
  {
    type: 'switch', valueKind: 'select', search: { kind: 'switch', rules: ['exact'] }, storage: 'text', cellKind: 'switch', palette: basic,
    formNode: { type: 'boolean', 'x-component': 'Switch' },
  },
  {
    type: 'user', valueKind: 'user', search: { kind: 'user', rules: ['exact'] }, storage: 'text', valueSchema: IDS, cellKind: 'user',
    palette: choice, formNode: { type: 'number', 'x-component': 'UserPicker' },
  },
  {
    type: 'department', valueKind: 'select', search: CHOICE_SEARCH, storage: 'text', valueSchema: IDS, cellKind: 'user', palette: choice,
    formNode: { type: 'string', 'x-component': 'DepartmentPicker' },
  },
  {
    type: 'attachment', valueKind: 'text', search: { kind: 'text', rules: ['fuzzy'] }, storage: 'text', valueSchema: ATTACHMENTS,
    cellKind: 'attachment', palette: advanced,
    formNode: { type: 'array', 'x-component': 'AttachmentUpload', 'x-component-props': { maxCount: 5 } },
  },
  {
    type: 'subTable', valueKind: 'text', search: { kind: 'text', rules: ['fuzzy'] }, storage: 'text', palette: advanced,
    formNode: { type: 'array', 'x-component': 'ArrayTable' },
  },
  {
    type: 'serial', valueKind: 'text', search: TEXT_SEARCH, storage: 'text', valueSchema: SERIAL, cellKind: 'serial', palette: advanced,
    formNode: { type: 'string', 'x-component': 'SerialNumber' },
  },
  {
    type: 'relatedRecord', valueKind: 'text', search: { kind: 'number', rules: ['exact'] }, storage: 'text', valueSchema: RELATED,
    cellKind: 'related', palette: advanced,
    formNode: { type: 'number', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: '', labelField: '' } },
  },
];
