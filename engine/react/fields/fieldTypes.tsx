import React from 'react';
import { Tag } from 'antd';
import type { FieldType } from '../../index';
import { Registry } from '../../index';
import type { LookupOption } from '../services';
import { AttachmentList, DepartmentNames, formatMoney, formatPercent, RelatedRecordText, SignatureImage, SwitchText, UserNames } from '../components';

/** What a list cell or a read-only view knows about the field it shows. */
export interface FieldValueContext {
  /** Lookup options (`enum`) of select, radio, checkbox and department fields. */
  options: LookupOption[];
  /** The field's `x-component-props` (related-record picker settings, decimals ...). */
  props: Record<string, unknown>;
}

/**
 * How a field type's value reads outside the form (list cells, read-only
 * views). What the type is (search, validation, Excel, list alignment) is its
 * descriptor in the engine core (`fieldTypeOf`); this is only its look.
 */
export interface FieldRenderer {
  render(value: unknown, ctx: FieldValueContext): React.ReactNode;
}

/** The renderers of field types, by type (spec 001 section 3 "Custom field"). */
export const fieldRenderers = new Registry<FieldRenderer>('field renderer');

/** Registers how values of a field type read (the type itself is registered with `registerFieldType`). */
export function registerFieldRenderer(type: string, renderer: FieldRenderer, options: { override?: boolean } = {}): void {
  fieldRenderers.register(type, renderer, options);
}

const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value));

function optionLabels(value: unknown, options: LookupOption[]): React.ReactNode {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => <Tag key={String(v)} bordered={false} color="blue">{options.find((o) => o.value === v)?.label ?? String(v)}</Tag>);
}

const choice: FieldRenderer = { render: (v, c) => optionLabels(v, c.options) };

const builtins: Record<FieldType, FieldRenderer> = {
  text: { render: text },
  textarea: { render: (v) => <span className="engine-multiline">{text(v)}</span> },
  number: { render: text },
  money: { render: (v) => <span className="cell-money">{formatMoney(v)}</span> },
  percent: { render: (v) => formatPercent(v) },
  date: { render: text },
  datetime: { render: (v) => String(v).replace('T', ' ').slice(0, 16) },
  dateRange: { render: (v) => (Array.isArray(v) ? v.join(' ~ ') : text(v)) },
  select: choice,
  radio: choice,
  checkbox: choice,
  // Without options of its own (no lookup in the schema) the names come from the department lookup.
  department: { render: (v, c) => (c.options.length ? optionLabels(v, c.options) : <DepartmentNames value={v} />) },
  switch: { render: (v) => <SwitchText value={v} /> },
  user: { render: (v) => <UserNames value={v} /> },
  attachment: { render: (v) => <AttachmentList value={v as never} /> },
  subTable: { render: (v) => (Array.isArray(v) ? String(v.length) : text(v)) },
  serial: { render: (v) => <span className="engine-serial">{text(v)}</span> },
  password: { render: (v) => (v ? '••••••' : '-') },
  time: { render: text },
  timeRange: { render: (v) => (Array.isArray(v) ? v.join(' ~ ') : text(v)) },
  treeSelect: choice,
  cascader: { render: (v) => (Array.isArray(v) ? v.join(' / ') : text(v)) },
  transfer: choice,
  selectTable: choice,
  signature: { render: (v) => <SignatureImage value={v as never} height={40} /> },
  relatedRecord: {
    render: (v, c) => <RelatedRecordText value={v as number} fn={String(c.props.fn ?? '')} labelField={String(c.props.labelField ?? '')} />,
  },
};

let registered = false;

/** Registers the built-in field renderers once. */
export function registerBuiltinFieldTypes(): void {
  if (registered) return;
  registered = true;
  for (const [type, renderer] of Object.entries(builtins)) fieldRenderers.register(type, renderer);
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
  const definition = type ? fieldRenderers.get(type) : undefined;
  if (definition) return <>{definition.render(value, { options, props })}</>;
  return options.length ? <>{optionLabels(value, options)}</> : <>{text(value)}</>;
}

// The built-ins are part of the registry from the start; packs' extensions register after.
registerBuiltinFieldTypes();
