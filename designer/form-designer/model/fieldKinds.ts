import type { FieldType, FormSchema } from '../../../engine/index';

/** What the palette offers: every engine field type and the grid layout container. */
export type PaletteKind = FieldType | 'grid';

export type PaletteGroup = 'basic' | 'choice' | 'advanced' | 'layout';

export interface PaletteEntry {
  kind: PaletteKind;
  group: PaletteGroup;
  /** May be a sub-table column. */
  inTable: boolean;
}

/** The palette in display order, grouped (spec 001 section 3 "Custom field" types). */
export const PALETTE: readonly PaletteEntry[] = [
  { kind: 'text', group: 'basic', inTable: true },
  { kind: 'textarea', group: 'basic', inTable: true },
  { kind: 'number', group: 'basic', inTable: true },
  { kind: 'money', group: 'basic', inTable: true },
  { kind: 'percent', group: 'basic', inTable: true },
  { kind: 'date', group: 'basic', inTable: true },
  { kind: 'datetime', group: 'basic', inTable: true },
  { kind: 'dateRange', group: 'basic', inTable: true },
  { kind: 'switch', group: 'basic', inTable: true },
  { kind: 'select', group: 'choice', inTable: true },
  { kind: 'radio', group: 'choice', inTable: true },
  { kind: 'checkbox', group: 'choice', inTable: true },
  { kind: 'user', group: 'choice', inTable: true },
  { kind: 'department', group: 'choice', inTable: true },
  { kind: 'attachment', group: 'advanced', inTable: false },
  { kind: 'subTable', group: 'advanced', inTable: false },
  { kind: 'serial', group: 'advanced', inTable: false },
  { kind: 'relatedRecord', group: 'advanced', inTable: false },
  { kind: 'grid', group: 'layout', inTable: false },
];

export const PALETTE_GROUPS: readonly PaletteGroup[] = ['basic', 'choice', 'advanced', 'layout'];

export const paletteEntry = (kind: string): PaletteEntry | undefined => PALETTE.find((p) => p.kind === kind);

/** The canonical value node of each field type, as the engine's packs write them (the server accepts these). */
const SHAPES: Record<FieldType, FormSchema & { type: string }> = {
  text: { type: 'string', 'x-component': 'Input' },
  textarea: { type: 'string', 'x-component': 'Input.TextArea', 'x-component-props': { rows: 3, showCount: true, maxLength: 500 }, 'x-validator': [{ max: 500 }] },
  number: { type: 'number', 'x-component': 'NumericInput', 'x-component-props': { decimals: 0 } },
  money: { type: 'number', 'x-component': 'MoneyInput' },
  percent: { type: 'number', 'x-component': 'PercentInput', 'x-validator': [{ minimum: 0 }, { maximum: 100 }] },
  date: { type: 'string', 'x-component': 'DatePicker', 'x-validator': [{ format: 'date' }] },
  datetime: { type: 'string', 'x-component': 'DateTimePicker', 'x-validator': [{ format: 'datetime' }] },
  dateRange: { type: 'array', 'x-component': 'DatePicker.RangePicker' },
  select: { type: 'string', 'x-component': 'Select' },
  radio: { type: 'string', 'x-component': 'Radio.Group' },
  checkbox: { type: 'array', 'x-component': 'Checkbox.Group' },
  switch: { type: 'boolean', 'x-component': 'Switch' },
  user: { type: 'number', 'x-component': 'UserPicker' },
  department: { type: 'string', 'x-component': 'DepartmentPicker' },
  attachment: { type: 'array', 'x-component': 'AttachmentUpload', 'x-component-props': { maxCount: 5 } },
  subTable: { type: 'array', 'x-component': 'ArrayTable' },
  serial: { type: 'string', 'x-component': 'SerialNumber' },
  relatedRecord: { type: 'number', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: '', labelField: '' } },
};

/** Texts a new sub-table needs besides its title, in the admin's language (stored as literals). */
export interface TableTexts { addRow: string; operations: string }

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A new sub-table: index column, operations column with row removal, and the "add row" button. */
function subTableNode(title: string, texts: TableTexts): FormSchema {
  return {
    type: 'array',
    title,
    'x-decorator': 'FormItem',
    'x-component': 'ArrayTable',
    items: {
      type: 'object',
      properties: {
        c_index: {
          type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: '#', width: 56, align: 'center' },
          properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } },
        },
        c_ops: {
          type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: texts.operations, width: 80, align: 'center' },
          properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
        },
      },
    },
    properties: { add: { type: 'void', title: texts.addRow, 'x-component': 'ArrayTable.Addition' } },
  };
}

/** A new FormGrid (two columns, as the packs lay out their forms). */
export function gridNode(): FormSchema {
  return { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 2, minColumns: 1, columnGap: 24 }, properties: {} };
}

/** The value node of a new form-level field (title on the node). */
export function fieldNode(type: FieldType, title: string, texts: TableTexts): FormSchema {
  if (type === 'subTable') return subTableNode(title, texts);
  const { type: jsonType, ...rest } = clone(SHAPES[type]);
  return { type: jsonType, title, 'x-decorator': 'FormItem', ...rest };
}

/** A new sub-table column: the void column carries the title, the field inside holds the value. */
export function columnNode(type: FieldType, key: string, title: string): FormSchema {
  const { type: jsonType, ...rest } = clone(SHAPES[type]);
  return {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title, width: type === 'textarea' ? 220 : 160 },
    properties: { [key]: { type: jsonType, 'x-decorator': 'FormItem', ...rest } },
  };
}

const BY_COMPONENT: Record<string, FieldType> = {
  Input: 'text', 'Input.TextArea': 'textarea', NumberPicker: 'number', NumericInput: 'number', MoneyInput: 'money',
  MoneyText: 'money', PercentInput: 'percent', DatePicker: 'date', DateTimePicker: 'datetime',
  'DatePicker.RangePicker': 'dateRange', Select: 'select', 'Radio.Group': 'radio', 'Checkbox.Group': 'checkbox',
  Switch: 'switch', UserPicker: 'user', DepartmentPicker: 'department', AttachmentUpload: 'attachment',
  ArrayTable: 'subTable', SerialNumber: 'serial', RelatedRecordPicker: 'relatedRecord',
};

/** The field type of a value node: the declared one when the function declares it, else read from its component. */
export function fieldTypeOf(node: FormSchema, declared?: FieldType): FieldType {
  if (declared) return declared;
  const byComponent = BY_COMPONENT[String(node['x-component'] ?? '')];
  if (byComponent) return byComponent;
  if (node.type === 'number' || node.type === 'integer') return 'number';
  if (node.type === 'boolean') return 'switch';
  return 'text';
}
