import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createForm, type Field, type Form } from '@formily/core';
import { Schema, type ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import {
  CompactFormProvider, firstColumnCount, groupProperties, tableColumns, withColumnsHeldBack, LAZY_FIELD_THRESHOLD, materializeFields, registerBuiltinFieldComponents, SchemaFormView,
} from '@engine/react';

registerBuiltinFieldComponents();

const text = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'string', title, 'x-decorator': 'FormItem', 'x-component': 'Input', ...extra });

/** N flat text fields f0..f{n-1}; `extra` adds keys to some of them. */
function flatSchema(n: number, extra: Record<string, Record<string, unknown>> = {}) {
  return { type: 'object', properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, text(`Field ${i}`, extra[`f${i}`])])) };
}

/** Renders the view once, as the first paint does (no IntersectionObserver runs on the server). */
function render(schema: Record<string, unknown>, form: Form): string {
  return renderToStaticMarkup(
    <CompactFormProvider value={false}><SchemaFormView meta={{ form: schema }} form={form} lang="en-US" /></CompactFormProvider>,
  );
}

describe('big forms mount their fields in groups', () => {
  it('a small form renders every field, with no placeholder', () => {
    const form = createForm();
    const html = render(flatSchema(LAZY_FIELD_THRESHOLD), form);
    expect(html).toContain('data-testid="field-f0"');
    expect(html).toContain(`data-testid="field-f${LAZY_FIELD_THRESHOLD - 1}"`);
    expect(html).not.toContain('data-lazy-group');
  });

  it('a 300-field form mounts the first group; the others are placeholders and their fields are not created', () => {
    const form = createForm();
    const html = render(flatSchema(300), form);
    expect(html).toContain('data-testid="field-f0"');
    expect(html).toContain('data-testid="field-f19"');
    expect(html).not.toContain('data-testid="field-f20"');
    expect(html).not.toContain('data-testid="field-f299"');
    expect(html.match(/data-lazy-group="\d+"/g)).toHaveLength(300 / 20 - 1);
    expect(form.fields.f19).toBeDefined();
    expect(form.fields.f299).toBeUndefined();
  });

  it('a read-only form renders every field', () => {
    const form = createForm({ readPretty: true, initialValues: { f299: 'last' } });
    const html = render(flatSchema(300), form);
    expect(html).toContain('data-testid="field-f299"');
    expect(html).not.toContain('data-lazy-group');
  });

  it('validation covers fields whose group is not mounted', async () => {
    const form = createForm();
    render(flatSchema(300, { f250: { required: true } }), form);
    expect(form.fields.f250).toBeUndefined();
    await expect(form.validate()).rejects.toBeDefined();
    expect(form.errors.map((e) => e.path)).toEqual(['f250']);
    form.setValuesIn('f250', 'filled');
    await expect(form.validate()).resolves.toBeUndefined();
  });

  it('defaults and reactions of unmounted fields act from the start, in both directions', () => {
    const form = createForm();
    render(flatSchema(300, {
      f250: { 'x-reactions': { dependencies: ['f0'], fulfill: { state: { value: '{{$deps[0] ? $deps[0] + "!" : undefined}}' } } } },
      f1: { 'x-reactions': { dependencies: ['f260'], fulfill: { state: { visible: '{{$deps[0] !== "hide"}}' } } } },
      f270: { default: 'preset' },
    }), form);
    expect(form.values.f270).toBe('preset');
    form.setValuesIn('f0', 'hello');
    expect(form.values.f250).toBe('hello!');
    form.setValuesIn('f260', 'hide');
    expect((form.fields.f1 as Field).visible).toBe(false);
    // Fields nobody depends on and without model effects are still left to their group.
    expect(form.fields.f261).toBeUndefined();
  });
});

describe('sub-table pages', () => {
  const column = (key: string, extra: Record<string, unknown> = {}) => ({
    type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: key },
    properties: { [key]: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', ...extra } },
  });
  const schema = (columns: number) => ({
    type: 'object',
    properties: {
      lines: {
        type: 'array', 'x-component': 'ArrayTable',
        items: { type: 'object', properties: Object.fromEntries(Array.from({ length: columns }, (_, c) => [`col${c}`, column(`c${c}`, c === 0 ? { required: true } : {})])) },
      },
    },
  });

  it('a wide table mounts one page of rows; the other rows keep their values and are validated', async () => {
    const lines = Array.from({ length: 25 }, (_, i) => ({ c0: `r${i}`, c1: `v${i}` }));
    lines[20].c0 = '';
    const form = createForm({ initialValues: { lines } });
    const html = render(schema(60), form);
    // 60 columns: 240 cells a page = 4 rows.
    expect(html).toContain('4 / page');
    expect(html).toContain('data-row-key="3"');
    expect(html).not.toContain('data-row-key="4"');
    expect(form.fields['lines.20.c1']).toBeUndefined();
    await expect(form.validate()).rejects.toBeDefined();
    expect(form.errors.map((e) => e.path)).toEqual(['lines.20.c0']);
    expect(form.values.lines[24]).toMatchObject({ c0: 'r24', c1: 'v24' });
    expect(form.values.lines).toHaveLength(25);
  });

  it('a wide table holds back the cells of the columns past a wide screen; their values stay and are validated', async () => {
    const lines = Array.from({ length: 3 }, (_, i) => ({ c0: `r${i}`, c9: `near${i}`, c10: `far${i}`, c40: i === 1 ? '' : 'x' }));
    const form = createForm({ initialValues: { lines } });
    const wide = schema(60);
    (wide.properties.lines.items.properties as Record<string, unknown>).col40 = column('c40', { required: true });
    render(wide, form);
    const table = new Schema(wide).properties!.lines;
    const columns = tableColumns(table)!;
    expect(columns).toHaveLength(60);
    expect(columns[40]).toEqual({ name: 'col40', width: 160, keys: ['c40'] });
    // 60 columns of 160 px (no width given): the first 1,600 px are 10 columns.
    const first = firstColumnCount(columns.map((c) => c.width));
    expect(first).toBe(10);
    const held = withColumnsHeldBack(table, columns, first);
    const cells = (name: string) => Object.keys((held.items as Schema).properties![name].properties ?? {});
    expect(cells('col9')).toEqual(['c9']);
    expect(cells('col10')).toEqual([]);
    expect(cells('col59')).toEqual([]);
    expect(Object.keys((table.items as Schema).properties!.col59.properties!)).toEqual(['c59']);
    expect(form.fields['lines.0.c10']).toBeUndefined();
    await expect(form.validate()).rejects.toBeDefined();
    expect(form.errors.map((e) => e.path)).toEqual(['lines.1.c40']);
    expect(form.values.lines[2]).toMatchObject({ c9: 'near2', c10: 'far2' });
  });

  it('a row added later gets the defaults and reactions of held-back columns at once, as the first rows did, and its reactions follow later edits', async () => {
    const form = createForm({ initialValues: { lines: [{ c0: 'r0' }] } });
    const wide = schema(30);
    const items = wide.properties.lines.items.properties as Record<string, unknown>;
    items.col25 = column('c25', { default: 'n/a' });
    items.col26 = column('c26', { 'x-reactions': { dependencies: ['.c0'], fulfill: { state: { value: '{{$deps[0] ? $deps[0] + "!" : ""}}' } } } });
    render(wide, form);
    expect(form.values.lines[0]).toMatchObject({ c0: 'r0', c25: 'n/a', c26: 'r0!' });
    const lines = form.query('lines').take() as unknown as { push: (row: object) => Promise<void> };
    await lines.push({ c0: 'added' });
    expect(form.fields['lines.1.c25']).toBeDefined();
    expect(form.values.lines[1]).toMatchObject({ c0: 'added', c25: 'n/a', c26: 'added!' });
    // Created inside the push's action, the reaction ran once and never again: the computed cell kept 'added!'.
    form.setValuesIn('lines.1.c0', 'edited');
    expect(form.values.lines[1]).toMatchObject({ c0: 'edited', c26: 'edited!' });
    // Rows a whole new value brings (a record loaded, lines replaced) follow their reactions too.
    form.setValuesIn('lines', [{ c0: 'a' }, { c0: 'b' }, { c0: 'c' }]);
    await Promise.resolve();
    form.setValuesIn('lines.2.c0', 'c2');
    expect(form.values.lines[2]).toMatchObject({ c0: 'c2', c25: 'n/a', c26: 'c2!' });
  });

  it('reckons columns by their widths, skips hidden ones, and leaves a table of wrapped columns whole', () => {
    expect(firstColumnCount([800, 800, 800])).toBe(2);
    expect(firstColumnCount([2000, 100])).toBe(1);
    expect(firstColumnCount([100, 100])).toBe(2);
    const table = new Schema({
      type: 'array',
      items: { type: 'object', properties: {
        a: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { width: 90 }, properties: { a: { type: 'string' } } },
        b: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-visible': false, properties: { b: { type: 'string' } } },
        c: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { c: { type: 'string' }, d: { type: 'string' } } },
      } },
    });
    expect(tableColumns(table)).toEqual([{ name: 'a', width: 90, keys: ['a'] }, { name: 'c', width: 160, keys: ['c', 'd'] }]);
    const wrapped = new Schema({ type: 'array', items: { type: 'object', properties: { g: { type: 'void', properties: { a: table.items as never } } } } });
    expect(tableColumns(wrapped)).toBeUndefined();
  });

  it('a narrow table keeps its 10 rows a page', () => {
    const form = createForm({ initialValues: { lines: Array.from({ length: 12 }, () => ({})) } });
    const html = render(schema(3), form);
    expect(html).toContain('10 / page');
    expect(html).toContain('data-row-key="9"');
    expect(html).not.toContain('data-row-key="10"');
  });
});

describe('materializeFields and groupProperties', () => {
  it('creates fields where the renderer would, void containers included, and keeps existing ones', () => {
    const form = createForm();
    const root = new Schema({
      type: 'object',
      properties: { card: { type: 'void', 'x-component': 'Card', properties: { a: text('A'), b: text('B', { default: 1 }) } }, c: text('C') },
    });
    const a = form.createVoidField({ name: 'card' });
    materializeFields(form, root, (node) => node.default !== undefined);
    expect(Object.keys(form.fields).sort()).toEqual(['card', 'card.b']);
    expect(form.fields.card).toBe(a);
    materializeFields(form, root);
    expect(Object.keys(form.fields).sort()).toEqual(['c', 'card', 'card.a', 'card.b']);
    expect(form.values).toEqual({ b: 1 });
  });

  it('groups follow display order (x-index) and count a container by its fields', () => {
    const properties: Record<string, ISchema> = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, text(`F${i}`, { 'x-index': 100 - i })]));
    properties.box = { type: 'void', 'x-index': 1000, properties: Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`b${i}`, text('B')])) };
    const groups = groupProperties(new Schema({ type: 'object', properties }))!;
    expect(groups[0].names.slice(0, 2)).toEqual(['f99', 'f98']);
    expect(groups.at(-1)!.names).toEqual(['box']);
    expect(groups.map((g) => g.weight)).toEqual([20, 20, 20, 20, 20, 15]);
    expect(groupProperties(new Schema(flatSchema(LAZY_FIELD_THRESHOLD)))).toBeNull();
  });
});
