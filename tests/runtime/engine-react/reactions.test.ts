import { createForm } from '@formily/core';
import type { Field } from '@formily/core';
import { Schema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import { compileSchemaExpression, setupFormEngine } from '@engine/react';

setupFormEngine('en-US');

/** Creates the fields of a flat object schema the way SchemaField does (x-reactions included). */
function formOf(properties: Record<string, Record<string, unknown>>) {
  const form = createForm();
  const schema = new Schema({ type: 'object', properties });
  schema.mapProperties((child, key) => form.createField({ ...child.toFieldProps(), name: String(key) }));
  return form;
}

describe('x-reactions through the safe evaluator', () => {
  it('`{{$deps[0] > 10}}` decides visibility; required and disabled follow their expressions', () => {
    const form = formOf({
      quantity: { type: 'number' },
      note: { type: 'string', 'x-reactions': { dependencies: ['quantity'], fulfill: { state: { visible: '{{$deps[0] > 10}}' } } } },
      reason: { type: 'string', 'x-reactions': { dependencies: ['quantity'], fulfill: { state: { required: '{{$deps[0] >= 5}}', disabled: '{{!$deps[0]}}' } } } },
    });
    const note = form.query('note').take() as Field;
    const reason = form.query('reason').take() as Field;
    expect(note.visible).toBe(false);
    expect(reason.disabled).toBe(true);
    form.setValuesIn('quantity', 11);
    expect(note.visible).toBe(true);
    expect(reason.required).toBe(true);
    expect(reason.disabled).toBe(false);
    form.setValuesIn('quantity', 3);
    expect(note.visible).toBe(false);
    expect(reason.required).toBe(false);
  });

  it('computed values: `{{$deps[0] * $deps[1]}}`', () => {
    const form = formOf({
      qty: { type: 'number' },
      price: { type: 'number' },
      amount: { type: 'number', 'x-reactions': { dependencies: ['qty', 'price'], fulfill: { state: { value: '{{$deps[0] * $deps[1]}}' } } } },
    });
    form.setValues({ qty: 3, price: 250 });
    expect(form.values.amount).toBe(750);
  });

  const ESCAPES = [
    "constructor.constructor('globalThis.__pwned = 1')()",
    "$self.constructor.constructor('globalThis.__pwned = 1')()",
    "$deps.constructor.constructor('globalThis.__pwned = 1')()",
    "''.constructor.constructor('globalThis.__pwned = 1')()",
    "$self.__proto__.polluted = 1",
    "$form.values.__proto__",
    "$deps['__proto__']['polluted']",
    "[].map.constructor('globalThis.__pwned = 1')()",
    "this.constructor",
    "(function(){ globalThis.__pwned = 1 })()",
  ];

  it.each(ESCAPES)('an escape payload does nothing: %s', (payload) => {
    const form = formOf({
      a: { type: 'number', default: 1 },
      probe: { type: 'string', 'x-reactions': { dependencies: ['a'], fulfill: { state: { value: `{{${payload}}}`, title: `{{${payload}}}` } } } },
    });
    form.setValuesIn('a', 2);
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(form.values.probe).toBeUndefined();
    expect(compileSchemaExpression(payload, { $self: {}, $deps: [1], $form: { values: {} } })).toBeUndefined();
  });
});
