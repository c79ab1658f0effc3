import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createForm, type Form } from '@formily/core';
import { ArrayTable } from '@formily/antd-v5';
import { describe, expect, it, vi } from 'vitest';
import { CompactFormProvider, registerBuiltinFieldComponents, registerFieldComponent, SchemaFormView } from '@engine/react';

// Counts the renders of Formily's FormItem (it stays the same component otherwise).
const formItemRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@formily/antd-v5', async (importOriginal) => {
  const formily = await importOriginal<typeof import('@formily/antd-v5')>();
  const Counted = (props: React.ComponentProps<typeof formily.FormItem>) => {
    formItemRenders.count += 1;
    return <formily.FormItem {...props} />;
  };
  return { ...formily, FormItem: Object.assign(Counted, formily.FormItem) };
});

registerBuiltinFieldComponents();
// Formily's own ArrayTable: its cells take the FormItem decorator as it is (the look to match).
registerFieldComponent('FormilyArrayTable', ArrayTable, { override: true });

function tableSchema(table: string, cell: Record<string, unknown> = {}) {
  const column = (key: string, title: string, field: Record<string, unknown>) => ({
    type: 'void', 'x-component': `${table}.Column`, 'x-component-props': { title }, properties: { [key]: { 'x-decorator': 'FormItem', ...field } },
  });
  return {
    type: 'object',
    properties: {
      lines: {
        type: 'array', title: 'Lines', 'x-decorator': 'FormItem', 'x-component': table,
        items: {
          type: 'object',
          properties: {
            c_item: column('item', 'Item', { type: 'string', required: true, 'x-component': 'Input', ...cell }),
            c_qty: column('qty', 'Qty', { type: 'number', 'x-component': 'NumberPicker', 'x-validator': [{ minimum: 1 }] }),
          },
        },
      },
    },
  };
}

/** Renders twice, as the browser's second pass does: Formily's table reads its column fields after creating them. */
function render(schema: Record<string, unknown>, form: Form): string {
  const view = () => renderToStaticMarkup(
    <CompactFormProvider value={false}><SchemaFormView meta={{ form: schema }} form={form} lang="en-US" /></CompactFormProvider>,
  );
  view();
  return view();
}

/** The markup of the cell `data-testid="field-<path>"`, up to the end of its table cell. */
function cell(html: string, path: string): string {
  const at = html.indexOf(`data-testid="field-${path}"`);
  expect(at).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<div', at), html.indexOf('</td>', at));
}

/** The same cells under our sub-table and under Formily's table, after `prepare` ran on each form. */
async function both(prepare: (form: Form) => Promise<unknown> | void, options: { readPretty?: boolean; cell?: Record<string, unknown> } = {}) {
  const out: string[] = [];
  for (const table of ['ArrayTable', 'FormilyArrayTable']) {
    const form = createForm({ readPretty: options.readPretty, initialValues: { lines: [{ qty: options.readPretty ? 2 : 0 }] } });
    const schema = tableSchema(table, options.cell);
    render(schema, form);
    await prepare(form);
    out.push(render(schema, form));
  }
  return out;
}

describe('sub-table cells draw a light FormItem with the same look', () => {
  it('an empty editable cell: same markup as Formily\'s FormItem, with its test id', async () => {
    const [ours, formily] = await both(() => {});
    expect(cell(ours, 'lines.0.item')).toBe(cell(formily, 'lines.0.item'));
    expect(cell(ours, 'lines.0.qty')).toBe(cell(formily, 'lines.0.qty'));
    expect(cell(ours, 'lines.0.item')).toContain('engine-item-control');
  });

  it('cells in error: the error class and the message under the control, as Formily draws them', async () => {
    const [ours, formily] = await both((form) => form.validate().catch(() => undefined));
    for (const path of ['lines.0.item', 'lines.0.qty']) {
      expect(cell(ours, path)).toBe(cell(formily, path));
      expect(cell(ours, path)).toContain('ant-formily-item-error');
      expect(cell(ours, path)).toContain('ant-formily-item-error-help');
    }
    expect(cell(ours, 'lines.0.item')).toContain('The field value is required');
  });

  it('a read-only cell: same markup', async () => {
    const [ours, formily] = await both(() => {}, { readPretty: true });
    expect(cell(ours, 'lines.0.qty')).toBe(cell(formily, 'lines.0.qty'));
  });

  it('a cell with a label keeps Formily\'s FormItem (label, colon, asterisk)', async () => {
    const [ours, formily] = await both(() => {}, { cell: { title: 'Item' } });
    expect(cell(ours, 'lines.0.item')).toBe(cell(formily, 'lines.0.item'));
    expect(cell(ours, 'lines.0.item')).toContain('ant-formily-item-asterisk');
  });

  it('only the table\'s own FormItem goes through Formily\'s; the cells do not', () => {
    const form = createForm({ initialValues: { lines: [{}, {}, {}] } });
    render(tableSchema('ArrayTable'), form);
    formItemRenders.count = 0;
    const html = renderToStaticMarkup(
      <CompactFormProvider value={false}><SchemaFormView meta={{ form: tableSchema('ArrayTable') }} form={form} lang="en-US" /></CompactFormProvider>,
    );
    expect(html).toContain('data-testid="field-lines.2.qty"');
    expect(formItemRenders.count).toBe(1);
  });
});
