import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import React from 'react';
import { Input } from 'antd';
import { createForm } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { sanitizeComponentProps, type FormSchema } from '@engine';

const hostile: FormSchema = {
  type: 'object',
  properties: {
    note: {
      type: 'string', 'x-component': 'Input', 'x-decorator': 'FormItem',
      'x-component-props': { placeholder: 'Say something', dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' }, onFocus: 'x', style: { color: 'red' }, maxLength: 20 },
      'x-decorator-props': { tooltip: 'help', ref: 'x' },
    },
    lines: {
      type: 'array', 'x-component': 'ArrayTable', 'x-component-props': { totals: ['a'], onRow: 'x' },
      items: { type: 'object', properties: { a: { type: 'string', 'x-component': 'Input', 'x-component-props': { href: 'javascript:alert(1)', rows: 2 } } } },
    },
  },
};

describe('x-component-props are allow-listed', () => {
  it('keeps component settings and drops DOM-reaching props at every level', () => {
    const clean = sanitizeComponentProps(hostile);
    const note = clean.properties!.note;
    expect(note['x-component-props']).toEqual({ placeholder: 'Say something', maxLength: 20 });
    expect(note['x-decorator-props']).toEqual({ tooltip: 'help' });
    expect(clean.properties!.lines.items!.properties!.a['x-component-props']).toEqual({ rows: 2 });
    expect(clean.properties!.lines['x-component-props']).toEqual({ totals: ['a'] });
    expect(hostile.properties!.note['x-component-props']).toHaveProperty('dangerouslySetInnerHTML');
  });

  it('keeps the sub-table settings on sub-tables only (elsewhere they would reach the DOM as unknown attributes)', () => {
    const clean = sanitizeComponentProps({
      type: 'object',
      properties: {
        lines: { type: 'array', 'x-component': 'ArrayTable', 'x-component-props': { totals: ['a'], editOnFocus: false, pagination: { pageSize: 5 } }, 'x-decorator-props': { editOnFocus: true } },
        note: { type: 'string', 'x-component': 'Input', 'x-component-props': { editOnFocus: true, totals: ['a'], placeholder: 'p' } },
      },
    } as FormSchema);
    expect(clean.properties!.lines['x-component-props']).toEqual({ totals: ['a'], editOnFocus: false, pagination: { pageSize: 5 } });
    expect(clean.properties!.lines['x-decorator-props']).toEqual({});
    expect(clean.properties!.note['x-component-props']).toEqual({ placeholder: 'p' });
  });

  it('keeps inert data-* and aria-* attributes that reactions read, and nothing that only looks like one', () => {
    const clean = sanitizeComponentProps({
      type: 'object',
      properties: { pin: { type: 'string', 'x-component': 'Input', 'x-component-props': { 'data-mismatch': 'pack.errors.pin', 'aria-label': 'PIN', 'data-': 'x', 'dataOnClick': 'x', autoComplete: 'new-password' } } },
    } as FormSchema);
    expect(clean.properties!.pin['x-component-props']).toEqual({ 'data-mismatch': 'pack.errors.pin', 'aria-label': 'PIN', autoComplete: 'new-password' });
  });

  it('renders the cleaned schema without the injected markup (the raw one crashes React)', () => {
    const SchemaField = createSchemaField({ components: { Input } });
    const render = (schema: FormSchema) => renderToString(
      React.createElement(FormProvider, { form: createForm() }, React.createElement(SchemaField, { schema: { type: 'object', properties: { note: { ...schema.properties!.note, 'x-decorator': undefined } } } as never })),
    );
    expect(() => render(hostile)).toThrow();
    const html = render(sanitizeComponentProps(hostile));
    expect(html).toContain('Say something');
    expect(html).not.toContain('onerror');
  });
});
