import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyInputHelper, applyRuntimeLookups, checkUpload, collectRuntimeLookups, formatPercent, toReadPrettySchema, fieldRenderers, inDisplayOrder,
  columnPlaceOf, registerColumnOrder,
} from '@engine/react';

describe('input helpers on inputs', () => {
  it('maps x-component-props.inputHelper to the engine helpers', () => {
    expect(applyInputHelper('138-0013-8000 99', { inputHelper: 'phone' })).toBe('13800138000');
    expect(applyInputHelper('.12.5kg', { inputHelper: 'number' })).toBe('12.5');
    expect(applyInputHelper('20a00b01', { inputHelper: 'positiveNumber' })).toBe('200001');
    expect(applyInputHelper('-3.456', { inputHelper: 'numeric', decimals: 2, signed: true })).toBe('-3.45');
    expect(applyInputHelper('-3.456', { inputHelper: 'numeric', decimals: 0 })).toBe('3');
    // Trimming happens on blur, so inner and trailing spaces survive typing.
    expect(applyInputHelper('a b ', { inputHelper: 'trim' })).toBe('a b ');
    expect(applyInputHelper('x', { inputHelper: 'constructor' })).toBe('x');
  });

  it('phone text never exceeds 11 digits', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const out = applyInputHelper(s, { inputHelper: 'phone' });
      return out.length <= 11 && /^\d*$/.test(out);
    }));
  });
});

describe('field-type registry', () => {
  it('has a renderer for all 18 field types of the pack meta-schema', () => {
    const types = ['text', 'textarea', 'number', 'money', 'percent', 'date', 'datetime', 'dateRange', 'select', 'radio',
      'checkbox', 'switch', 'user', 'department', 'attachment', 'subTable', 'serial', 'relatedRecord'];
    for (const t of types) expect(fieldRenderers.get(t)?.render, t).toBeTruthy();
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});

describe('uploads are pre-checked with the server limits', () => {
  it('refuses wrong types and big files', () => {
    const limits = { maxSize: 1024, extensions: ['pdf', 'txt'] };
    expect(checkUpload({ name: 'a.exe', size: 1 }, limits)).toBe('engine.upload.badType');
    expect(checkUpload({ name: 'a.PDF', size: 2048 }, limits)).toBe('engine.upload.tooLarge');
    expect(checkUpload({ name: 'a.txt', size: 10 }, limits)).toBeNull();
  });
});

describe('run-time lookups and read-only schemas', () => {
  it('fills enum for lookups named at run time and department pickers', () => {
    const schema = { type: 'object', properties: {
      region: { type: 'string', 'x-component': 'Select', 'x-component-props': { lookup: { dict: 'region' } } },
      dept: { type: 'string', 'x-component': 'DepartmentPicker' },
      done: { type: 'string', 'x-component': 'Select', enum: [{ label: 'A', value: 'a' }] },
    } };
    const needed = collectRuntimeLookups(schema);
    expect([...needed.keys()].sort()).toEqual(['dict:department', 'dict:region']);
    const out = applyRuntimeLookups(schema, new Map([['dict:region', [{ label: 'East', value: 'east' }]]])) as { properties: Record<string, { enum?: unknown }> };
    expect(out.properties.region.enum).toEqual([{ label: 'East', value: 'east' }]);
    expect(out.properties.dept.enum).toEqual([]);
  });

  it('drops reactions that would make a read-only view editable, keeps visibility', () => {
    const out = toReadPrettySchema({ type: 'object', properties: { d: { type: 'number', 'x-reactions': { fulfill: { state: { disabled: '{{true}}', visible: '{{true}}' } } } } } });
    expect(out.properties.d['x-reactions']).toEqual({ fulfill: { state: { visible: '{{true}}' } } });
  });

  it('drops sub-table row operations and their column', () => {
    const out = toReadPrettySchema({ type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: {
      c_item: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { item: { type: 'string' } } },
      c_ops: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } } },
    } }, properties: { add: { type: 'void', 'x-component': 'ArrayTable.Addition' } } } } });
    expect(Object.keys(out.properties.lines.items.properties)).toEqual(['c_item']);
    expect(out.properties.lines.properties).toEqual({});
  });
});

describe('the order a refused submit reveals errors in', () => {
  const rank = (path: string) => ['title', 'lines', 'notes'].indexOf(path.split('.')[0]);
  it('puts the top-level properties in display order, and a sub-table\'s rows by index, not as text', () => {
    const paths = ['notes', 'lines.12.qty', 'lines.3.price', 'lines.3.qty', 'title', 'lines.7.qty'];
    expect([...paths].sort(inDisplayOrder(rank))).toEqual(['title', 'lines.3.price', 'lines.3.qty', 'lines.7.qty', 'lines.12.qty', 'notes']);
  });
  it('puts the table\'s own error before its rows\'', () => {
    expect(['lines.5.qty', 'lines', 'lines.2.qty'].sort(inDisplayOrder(rank))).toEqual(['lines', 'lines.2.qty', 'lines.5.qty']);
  });
  it('keeps the order paths came in where neither property nor row tells them apart', () => {
    const paths = ['lines.2.qty', 'lines.2.amount', 'lines.2.price'];
    expect([...paths].sort(inDisplayOrder(rank))).toEqual(paths);
  });
  it('puts the cells of one row in the order of their table\'s columns, once the table tells it', () => {
    const form = createForm();
    const drop = registerColumnOrder(form, 'lines', (key) => ['amount', 'price', 'qty'].indexOf(key));
    const byColumn = inDisplayOrder(rank, (path) => columnPlaceOf(form, path));
    const paths = ['lines.2.qty', 'lines.3.amount', 'lines.2.amount', 'lines.2.note', 'lines.2.price', 'title'];
    // Rows first, then columns; a field no column shows after the columns.
    expect([...paths].sort(byColumn)).toEqual(['title', 'lines.2.amount', 'lines.2.price', 'lines.2.qty', 'lines.2.note', 'lines.3.amount']);
    expect(columnPlaceOf(form, 'lines.7.price')).toBe(1);
    expect(columnPlaceOf(form, 'other.7.price')).toBe(-1);
    drop();
    expect(columnPlaceOf(form, 'lines.7.price')).toBe(-1);
    expect([...paths].sort(byColumn).slice(1, 5)).toEqual(['lines.2.qty', 'lines.2.amount', 'lines.2.note', 'lines.2.price']);
  });
});
