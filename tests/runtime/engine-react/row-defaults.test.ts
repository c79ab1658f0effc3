import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import type { FormSchema } from '@engine';
import { createRowDefaults, setupFormEngine } from '@engine/react';

setupFormEngine('en-US');

const schema: FormSchema = {
  type: 'object',
  properties: {
    place: { type: 'string', 'x-component': 'Input' },
    lines: {
      type: 'array', 'x-component': 'ArrayTable',
      items: {
        type: 'object',
        properties: {
          c1: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { where: { type: 'string', 'x-component': 'Input', 'x-default': 'place' } } },
          c2: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { who: { type: 'string', 'x-component': 'Input', 'x-default': 'currentUser().name' } } },
          c3: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { qty: { type: 'number', 'x-component': 'NumberPicker', 'x-default': '1' } } },
        },
      },
    },
  },
};

describe('x-default of sub-table rows in the browser', () => {
  it('prefills the cells of a new row from the record and the user; rows the record had stay as they are', () => {
    const form = createForm({ initialValues: { place: 'Hall', lines: [{ where: '', who: 'old' }] } });
    const dispose = createRowDefaults(form, schema, { id: 7, name: 'Ada' });
    form.setValuesIn('lines', [...form.getValuesIn('lines'), {}]);
    expect(form.getValuesIn('lines')).toEqual([{ where: '', who: 'old' }, { where: 'Hall', who: 'Ada', qty: 1 }]);

    // A value typed into a new row is kept; a cleared default stays cleared.
    form.setValuesIn('place', 'Lab');
    form.setValuesIn('lines.1.where', '');
    form.setValuesIn('lines', [...form.getValuesIn('lines'), { qty: 5 }]);
    expect(form.getValuesIn('lines.1.where')).toBe('');
    expect(form.getValuesIn('lines.2')).toEqual({ qty: 5, where: 'Lab', who: 'Ada' });
    dispose();
    form.setValuesIn('lines', [...form.getValuesIn('lines'), {}]);
    expect(form.getValuesIn('lines.3')).toEqual({});
  });

  it('does nothing for a form without row defaults', () => {
    const form = createForm({ initialValues: { lines: [] } });
    const dispose = createRowDefaults(form, { type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } } } });
    form.setValuesIn('lines', [{}]);
    expect(form.getValuesIn('lines')).toEqual([{}]);
    dispose();
  });
});
