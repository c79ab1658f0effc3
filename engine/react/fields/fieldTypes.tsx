import React from 'react';
import { Tag } from 'antd';
import type { FieldType } from '../../index';
import { Registry } from '../../index';
import type { LookupOption } from '../services';
import { AttachmentList, formatMoney, formatPercent, RelatedRecordText, SwitchText, UserNames } from '../components';

/** What a list cell or a read-only view knows about the field it shows. */
export interface FieldValueContext {
  /** Lookup options (`enum`) of select, radio, checkbox and department fields. */
  options: LookupOption[];
  /** The field's `x-component-props` (related-record picker settings, decimals ...). */
  props: Record<string, unknown>;
}

/** One field type: the component a pack names for it, and how its value reads outside the form. */
export interface FieldTypeDefinition {
  /** The `x-component` this type renders with in forms. */
  component: string;
  /** How the search bar offers it: text box, number range, date period, or a choice of options. */
  searchKind: 'text' | 'number' | 'money' | 'date' | 'datetime' | 'choice' | 'user' | 'switch';
  /** Numbers line up on the right in lists. */
  alignRight?: boolean;
  render(value: unknown, ctx: FieldValueContext): React.ReactNode;
}

/** The one registry of field types (spec 001 section 3 "Custom field"). */
export const fieldTypes = new Registry<FieldTypeDefinition>('field type');

const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value));

function optionLabels(value: unknown, options: LookupOption[]): React.ReactNode {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => <Tag key={String(v)} bordered={false} color="blue">{options.find((o) => o.value === v)?.label ?? String(v)}</Tag>);
}

const choice = (component: string): FieldTypeDefinition => ({ component, searchKind: 'choice', render: (v, c) => optionLabels(v, c.options) });

const builtins: Record<FieldType, FieldTypeDefinition> = {
  text: { component: 'Input', searchKind: 'text', render: text },
  textarea: { component: 'Input.TextArea', searchKind: 'text', render: (v) => <span className="engine-multiline">{text(v)}</span> },
  number: { component: 'NumberPicker', searchKind: 'number', alignRight: true, render: text },
  money: { component: 'MoneyInput', searchKind: 'money', alignRight: true, render: (v) => <span className="cell-money">{formatMoney(v)}</span> },
  percent: { component: 'PercentInput', searchKind: 'number', alignRight: true, render: (v) => formatPercent(v) },
  date: { component: 'DatePicker', searchKind: 'date', render: text },
  datetime: { component: 'DateTimePicker', searchKind: 'datetime', render: (v) => String(v).replace('T', ' ').slice(0, 16) },
  dateRange: { component: 'DatePicker.RangePicker', searchKind: 'date', render: (v) => (Array.isArray(v) ? v.join(' ~ ') : text(v)) },
  select: choice('Select'),
  radio: choice('Radio.Group'),
  checkbox: choice('Checkbox.Group'),
  department: choice('DepartmentPicker'),
  switch: { component: 'Switch', searchKind: 'switch', render: (v) => <SwitchText value={v} /> },
  user: { component: 'UserPicker', searchKind: 'user', render: (v) => <UserNames value={v} /> },
  attachment: { component: 'AttachmentUpload', searchKind: 'text', render: (v) => <AttachmentList value={v as never} /> },
  subTable: { component: 'ArrayTable', searchKind: 'text', render: (v) => (Array.isArray(v) ? String(v.length) : text(v)) },
  serial: { component: 'SerialNumber', searchKind: 'text', render: (v) => <span className="engine-serial">{text(v)}</span> },
  relatedRecord: {
    component: 'RelatedRecordPicker',
    searchKind: 'number',
    render: (v, c) => <RelatedRecordText value={v as number} fn={String(c.props.fn ?? '')} labelField={String(c.props.labelField ?? '')} />,
  },
};

let registered = false;

/** Registers the built-in field types once. */
export function registerBuiltinFieldTypes(): void {
  if (registered) return;
  registered = true;
  for (const [type, definition] of Object.entries(builtins)) fieldTypes.register(type, definition);
}

export interface FieldValueProps extends Partial<FieldValueContext> {
  type: string | undefined;
  value: unknown;
}

/** A field's value as lists and read-only views show it, by its type; `-` when empty. */
export function FieldValue({ type, value, options = [], props = {} }: FieldValueProps) {
  registerBuiltinFieldTypes();
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  if (empty) return <span className="cell-empty">-</span>;
  const definition = type ? fieldTypes.get(type) : undefined;
  if (definition) return <>{definition.render(value, { options, props })}</>;
  return options.length ? <>{optionLabels(value, options)}</> : <>{text(value)}</>;
}

// The built-ins are part of the registry from the start; packs' extensions register after.
registerBuiltinFieldTypes();
