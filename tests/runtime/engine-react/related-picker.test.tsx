import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { registerBuiltinFieldComponents, SchemaFormView } from '@engine/react';

registerBuiltinFieldComponents();

const schema = (pattern?: string, props: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    customer: {
      type: 'number', 'x-decorator': 'FormItem', 'x-component': 'RelatedRecordPicker', ...(pattern ? { 'x-pattern': pattern } : {}),
      'x-component-props': { fn: 'customer', labelField: 'name', ...props },
    },
  },
});

const render = (s: Record<string, unknown>, values: Record<string, unknown>) =>
  renderToStaticMarkup(<SchemaFormView meta={{ form: s }} form={createForm({ initialValues: values })} lang="en-US" />);

describe('the record picker\'s box', () => {
  it('offers its own clear icon once a record is chosen, and none while empty', () => {
    expect(render(schema(), { customer: 12 })).toContain('data-testid="related-clear"');
    expect(render(schema(), {})).not.toContain('data-testid="related-clear"');
    // The dialog opens from the box by keyboard too: it says so.
    expect(render(schema(), {})).toContain('aria-haspopup="dialog"');
  });

  it('can be neither cleared nor opened when the field is read-only or disabled', () => {
    for (const pattern of ['readOnly', 'disabled']) {
      const html = render(schema(pattern), { customer: 12 });
      expect(html).not.toContain('data-testid="related-clear"');
      expect(html).toMatch(/<button data-testid="related-open"[^>]*disabled=""/);
    }
  });
});
