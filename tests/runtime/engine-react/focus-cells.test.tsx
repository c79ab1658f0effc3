import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createForm, type Form } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { CompactFormProvider, registerBuiltinFieldComponents, SchemaFormView } from '@engine/react';

registerBuiltinFieldComponents();

/** The view as the browser shows it after its first renders: ArrayTable lists its columns once their fields exist. */
function render(schema: Record<string, unknown>, form: Form, compact = false): string {
  const view = () => renderToStaticMarkup(
    <CompactFormProvider value={compact}><SchemaFormView meta={{ form: schema }} form={form} lang="en-US" /></CompactFormProvider>,
  );
  view();
  return view();
}

const cellOf = (key: string, component: string, props: Record<string, unknown> = {}) => ({
  type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: key, width: 140 },
  properties: { [key]: { type: component === 'Input' ? 'string' : 'number', 'x-decorator': 'FormItem', 'x-component': component, 'x-component-props': props } },
});

/** A sub-table of `columns` columns: c0 text (with a placeholder), c1 money, c2 number, the rest text. */
function tableSchema(columns: number, props: Record<string, unknown> = {}) {
  const cells = Array.from({ length: columns }, (_, c) => {
    if (c === 0) return [`col${c}`, cellOf(`c${c}`, 'Input', { placeholder: 'Where' })];
    if (c === 1) return [`col${c}`, cellOf(`c${c}`, 'MoneyInput')];
    if (c === 2) return [`col${c}`, cellOf(`c${c}`, 'NumberPicker')];
    return [`col${c}`, cellOf(`c${c}`, 'Input')];
  });
  return {
    type: 'object',
    properties: {
      lines: { type: 'array', 'x-component': 'ArrayTable', 'x-component-props': props, items: { type: 'object', properties: Object.fromEntries(cells) } },
    },
  };
}

const body = (html: string) => html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'));
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('a wide sub-table edits a cell when it is focused (issue 20: typing pays per mounted text box)', () => {
  const rows = [{ c0: 'north', c1: 123450, c2: 7 }, { c1: 0 }, {}];

  it('shows the mounted cells of a table wider than a wide screen as text in an input-like box', () => {
    // 30 columns of 140 px: wider than the 1,600 px mounted at first.
    const html = body(render(tableSchema(30), createForm({ initialValues: { lines: rows } })));
    expect(count(html, '<input')).toBe(0);
    // 12 columns fill the first 1,600 px; three rows.
    expect(count(html, 'data-cell-display')).toBe(36);
    expect(html).toMatch(/data-cell-display[^>]*>.*?north/);
    // Each in its control's read-only form: money formatted, numbers as they are, zero shown.
    expect(html).toContain('1,234.50');
    expect(html).toContain('>7<');
    expect(html).toContain('0.00');
    // An empty cell shows the control's placeholder, not the read-only view's "N/A".
    expect(html).toContain('Where');
    expect(html).toContain('aria-placeholder="Where"');
    // A text cell's tooltip gives its whole text (the box cuts a long one); an empty one has none.
    expect(html).toContain('title="north"');
    expect(count(html, 'title="')).toBe(1);
    // Announced by its column's header.
    expect(html).toMatch(/aria-label="c5"[^>]*data-cell-display/);
    expect(html).not.toContain('N/A');
    // An empty money cell is blank, not the read-only view's "-".
    expect(html).not.toMatch(/>-</);
    // The column decides the box's width; a long text ends in an ellipsis.
    expect(html).toContain('contain:inline-size layout paint');
    // Reachable by Tab, announced as a text box.
    expect(html).toMatch(/tabindex="0" role="textbox"[^>]*data-cell-display/);
  });

  it('keeps controls in a narrow table, in the phone cards, in a read-only form, and when the schema turns it off', () => {
    const narrow = body(render(tableSchema(5), createForm({ initialValues: { lines: rows } })));
    expect(count(narrow, 'data-cell-display')).toBe(0);
    expect(count(narrow, '<input')).toBe(15);

    const off = body(render(tableSchema(30, { editOnFocus: false }), createForm({ initialValues: { lines: rows } })));
    expect(count(off, 'data-cell-display')).toBe(0);
    expect(count(off, '<input')).toBe(36);

    const cards = render(tableSchema(30), createForm({ initialValues: { lines: rows } }), true);
    expect(count(cards, 'data-cell-display')).toBe(0);

    const readOnly = body(render(tableSchema(30), createForm({ initialValues: { lines: rows }, readPretty: true })));
    expect(count(readOnly, 'data-cell-display')).toBe(0);
    expect(count(readOnly, '<input')).toBe(0);
    expect(readOnly).toContain('north');
  });

  it('turns on for a narrow table when the schema asks, and shows disabled cells as text too', () => {
    const asked = body(render(tableSchema(5, { editOnFocus: true }), createForm({ initialValues: { lines: rows } })));
    expect(count(asked, 'data-cell-display')).toBe(15);
    expect(count(asked, '<input')).toBe(0);

    const form = createForm({ initialValues: { lines: rows } });
    const schema = tableSchema(5, { editOnFocus: true });
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col0.properties.c0['x-disabled'] = true;
    const disabled = body(render(schema, form));
    expect(count(disabled, 'data-cell-display')).toBe(15);
    expect(count(disabled, 'aria-disabled="true"')).toBe(3);
    expect(count(disabled, '<input')).toBe(0);
  });

  it('keeps every field of a text cell: values, validation and errors', async () => {
    const schema = tableSchema(30);
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col3.properties.c3.required = true;
    const form = createForm({ initialValues: { lines: rows } });
    render(schema, form);
    expect(form.getValuesIn('lines.0.c0')).toBe('north');
    expect(form.fields['lines.0.c0']).toBeDefined();
    await expect(form.validate()).rejects.toBeDefined();
    expect(form.errors.map((e) => e.path)).toEqual(['lines.0.c3', 'lines.1.c3', 'lines.2.c3']);
    // A cell with an error has the error border and says it is invalid.
    const html = body(render(schema, form));
    const boxes = html.match(/<div[^>]*data-cell-display[^>]*>/g) ?? [];
    expect(boxes.filter((b) => b.includes('border-color')).length).toBe(3);
    expect(boxes.filter((b) => b.includes('aria-invalid="true"')).length).toBe(3);
  });

  it('shows date pickers and choice lists as text too, announced as comboboxes', () => {
    const schema = tableSchema(30);
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col3.properties.c3 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' };
    items.col4.properties.c4 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: [{ label: 'Alpha', value: 'a' }, { label: 'Beta', value: 'b' }] };
    items.col5.properties.c5 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DateTimePicker' };
    const html = body(render(schema, createForm({ initialValues: { lines: [{ c3: '2026-11-30', c4: 'b', c5: '2026-11-30 08:15:00' }, {}] } })));
    // No picker or list is mounted: no input at all (a list's search box is one too).
    expect(count(html, '<input')).toBe(0);
    expect(count(html, 'ant-select')).toBe(0);
    expect(count(html, 'ant-picker')).toBe(0);
    expect(count(html, 'role="combobox"')).toBe(6);
    // Each in its read-only form: the date, the choice's label, the date and time.
    expect(html).toMatch(/role="combobox"[^>]*>.*?2026-11-30</);
    expect(html).toMatch(/role="combobox"[^>]*>.*?Beta/);
    expect(html).toContain('2026-11-30 08:15:00');
    expect(html).not.toMatch(/>b</);
  });

  it('shows people, department and related-record pickers as text too: no list or dialog box is mounted', () => {
    const schema = tableSchema(30);
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col3.properties.c3 = { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'UserPicker' };
    items.col4.properties.c4 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DepartmentPicker', enum: [{ label: 'Finance', value: 'fin' }] };
    items.col5.properties.c5 = {
      type: 'number', 'x-decorator': 'FormItem', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: 'other', labelField: 'name' },
    };
    const html = body(render(schema, createForm({ initialValues: { lines: [{ c3: 7, c4: 'fin', c5: 12 }, {}] } })));
    expect(count(html, '<input')).toBe(0);
    expect(count(html, 'ant-select')).toBe(0);
    expect(count(html, 'related-open')).toBe(0);
    expect(count(html, 'role="combobox"')).toBe(6);
    // Each in its read-only form: the person's tag (the id until the name is read), the department's name, the record's link.
    expect(html).toMatch(/role="combobox"[^>]*>.*?engine-users/);
    expect(html).toMatch(/role="combobox"[^>]*>.*?Finance/);
    expect(html).toMatch(/role="combobox"[^>]*>.*?engine-related/);
    expect(html).not.toMatch(/>fin</);
  });

  it('shows in an empty picker cell the placeholder its control would show: people, departments, records, and dates in the page\'s language', () => {
    const schema = tableSchema(30);
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col3.properties.c3 = { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'UserPicker' };
    items.col4.properties.c4 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' };
    items.col5.properties.c5 = {
      type: 'number', 'x-decorator': 'FormItem', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: 'other', labelField: 'name' },
    };
    items.col6.properties.c6 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-component-props': { picker: 'month' } };
    items.col7.properties.c7 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-component-props': { placeholder: 'Pick one' }, enum: [{ label: 'A', value: 'a' }] };
    items.col8.properties.c8 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DepartmentPicker', enum: [{ label: 'Finance', value: 'fin' }] };
    const form = createForm({ initialValues: { lines: [{}] } });
    // The services' `t` of a page without the runtime answers the key itself.
    const plain = body(render(schema, form));
    expect(plain).toContain('>engine.user.placeholder<');
    expect(plain).toContain('>engine.related.placeholder<');
    expect(plain).toContain('>Pick one<');
    expect(plain).toContain('>engine.department.placeholder<');
    const dated = body(renderToStaticMarkup(
      <ConfigProvider locale={zhCN}><SchemaFormView meta={{ form: schema }} form={form} lang="zh-CN" /></ConfigProvider>,
    ));
    expect(dated).toContain(`>${zhCN.DatePicker!.lang.placeholder}<`);
    expect(dated).toContain(`>${zhCN.DatePicker!.lang.monthPlaceholder}<`);
    // A filled cell shows its value, not the placeholder.
    const filled = body(render(schema, createForm({ initialValues: { lines: [{ c3: 7, c4: '2026-12-02', c5: 12 }] } })));
    expect(filled).not.toContain('engine.user.placeholder');
    expect(filled).not.toContain('engine.related.placeholder');
    expect(filled).toContain('2026-12-02');
  });

  it('shows disabled and read-only cells as text with no control mounted: a disabled one is greyed and skipped by Tab, a read-only one takes the focus', () => {
    const schema = tableSchema(30);
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col3.properties.c3 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-disabled': true, enum: [{ label: 'Alpha', value: 'a' }] };
    items.col4.properties.c4 = { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-read-only': true };
    items.col5.properties.c5 = { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'MoneyInput', 'x-read-only': true };
    const html = body(render(schema, createForm({ initialValues: { lines: [{ c3: 'a', c4: '2026-12-02', c5: 123450 }] } })));
    expect(count(html, '<input')).toBe(0);
    expect(count(html, 'ant-select')).toBe(0);
    expect(count(html, 'ant-picker')).toBe(0);
    const boxes = html.match(/<div[^>]*data-cell-display[^>]*>/g) ?? [];
    const disabled = boxes.filter((b) => b.includes('aria-disabled="true"'));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).not.toContain('tabindex');
    expect(disabled[0]).toContain('cursor:not-allowed');
    const readOnly = boxes.filter((b) => b.includes('aria-readonly="true"'));
    expect(readOnly).toHaveLength(2);
    for (const box of readOnly) expect(box).toContain('tabindex="0"');
    // Each shows its value as its control's read-only view would.
    expect(html).toMatch(/aria-disabled="true"[^>]*>.*?Alpha/);
    expect(html).toContain('2026-12-02');
    expect(html).toContain('1,234.50');
  });

  it('wraps Input.TextArea too', () => {
    const schema = tableSchema(30);
    const items = (schema.properties.lines.items.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>);
    items.col4.properties.c4['x-component'] = 'Input.TextArea';
    const html = body(render(schema, createForm({ initialValues: { lines: [{ c4: 'two\nlines' }] } })));
    expect(count(html, '<textarea')).toBe(0);
    expect(html).toContain('two');
    // The box shows one line; its tooltip gives the whole text.
    expect(html).toContain('title="two\nlines"');
  });
});
