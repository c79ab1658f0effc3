import { describe, expect, it } from 'vitest';
import { absentReferenceViolations, hideAbsentReferences, optionalReferenceTargets, type FormSchema } from '@engine';

/** A receipt-like form: a top-level optional reference, a sub-table with an optional and a plain reference column. */
const form: FormSchema = {
  type: 'object',
  properties: {
    grid: { type: 'void', 'x-component': 'FormGrid', properties: {
      note: { type: 'string', 'x-component': 'Input' },
      partner: { type: 'number', 'x-component': 'RelatedRecordPicker', 'x-reference': { fn: 'crmPartner', optional: true } },
    } },
    rows: { type: 'array', 'x-component': 'ArrayTable', items: { type: 'object', properties: {
      c_index: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } } },
      c_stock: { type: 'void', 'x-component': 'ArrayTable.Column', properties: {
        stockItem: { type: 'number', 'x-component': 'RelatedRecordPicker', 'x-reference': { fn: 'stockItem', optional: true } },
      } },
      c_order: { type: 'void', 'x-component': 'ArrayTable.Column', properties: {
        order: { type: 'number', 'x-component': 'RelatedRecordPicker', 'x-reference': { fn: 'salesOrder' } },
      } },
      c_qty: { type: 'void', 'x-component': 'ArrayTable.Column', properties: { qty: { type: 'number', 'x-component': 'NumberPicker' } } },
    } } },
  },
};
const rowsOf = (f: FormSchema) => (f.properties!.rows.items as FormSchema).properties!;

describe('optional references (x-reference.optional)', () => {
  it('names the target functions a tenant may lack', () => {
    expect(optionalReferenceTargets({ form }).sort()).toEqual(['crmPartner', 'stockItem']);
  });

  it('leaves an absent target\'s field and its column out of the form, and nothing else', () => {
    const shown = hideAbsentReferences(form, new Set(['stockItem']));
    const rows = rowsOf(shown);
    expect(rows.c_stock['x-display']).toBe('none');
    expect(rows.c_stock.properties!.stockItem['x-display']).toBe('none');
    for (const key of ['c_index', 'c_order', 'c_qty']) expect(rows[key]['x-display'], key).toBeUndefined();
    expect(shown.properties!.grid['x-display']).toBeUndefined();
    expect(shown.properties!.grid.properties!.partner['x-display']).toBeUndefined();
    expect(rowsOf(form).c_stock['x-display']).toBeUndefined(); // the pack's form is not touched
    expect(hideAbsentReferences(form, new Set())).toBe(form);
  });

  it('refuses a value in an absent target\'s field, per row, and lets installed or plain references be', () => {
    const values = { partner: 7, rows: [{ stockItem: 3, order: 1, qty: 1 }, { order: 2, qty: 2 }, { stockItem: 4, qty: 1 }] };
    expect(absentReferenceViolations({ form }, values, new Set(['stockItem']))).toEqual([
      { path: 'rows.0.stockItem', kind: 'hidden' }, { path: 'rows.2.stockItem', kind: 'hidden' },
    ]);
    expect(absentReferenceViolations({ form }, values, new Set(['crmPartner']))).toEqual([{ path: 'partner', kind: 'hidden' }]);
    expect(absentReferenceViolations({ form }, values, new Set(['salesOrder']))).toEqual([]);
    expect(absentReferenceViolations({ form }, { rows: [{ stockItem: null }] }, new Set(['stockItem']))).toEqual([]);
  });
});
