import { createForm } from '@formily/core';
import type { Field } from '@formily/core';
import { describe, expect, it } from 'vitest';
import pack from '../../schemas/reimbursement/pack.json';
import { applyServerFieldErrors, collectComputedFields, createComputeReactions, toSubmitValues } from '@engine/react';

describe('x-compute reactions', () => {
  it('finds computed fields by data path and keeps them live', () => {
    const schema = pack.functions[0].form;
    const computed = collectComputedFields(schema);
    expect(computed).toEqual([{ path: 'total', expression: "sum(lines, 'amount')" }]);

    const form = createForm<Record<string, any>>({ initialValues: { lines: [{ amount: 1050 }, { amount: 200 }] } });
    const stop = createComputeReactions(form, computed);
    expect(form.values.total).toBe(1250);
    form.setValuesIn('lines.1.amount', 300);
    expect(form.values.total).toBe(1350);
    form.setValuesIn('lines', [...form.values.lines, { amount: 1 }]);
    expect(form.values.total).toBe(1351);
    stop();
  });
});

describe('applyServerFieldErrors', () => {
  it('marks fields by data path, falls back to the nearest field, and clears on edit', () => {
    const form = createForm();
    form.createField({ name: 'project' });
    const lines = form.createArrayField({ name: 'lines', value: [{ amount: 0 }] });
    form.createObjectField({ name: '0', basePath: lines.address });
    form.createVoidField({ name: 'c_amount', basePath: 'lines.0' });
    form.createField({ name: 'amount', basePath: 'lines.0.c_amount' });

    const unplaced = applyServerFieldErrors(form, [
      { fields: 'project', message: 'Project is required' },
      { fields: 'lines.0.amount', message: 'Amount must be greater than 0', index: 0 },
      { fields: 'lines.0.ghost', message: 'row level' },
      { fields: 'nothing', message: 'nowhere' },
    ]);
    expect(unplaced).toEqual(['nothing']);
    expect((form.query('project').take() as Field).selfErrors).toEqual(['Project is required']);
    const amount = form.query('lines.0.amount').take() as Field | undefined;
    expect(amount?.address.toString()).toBe('lines.0.c_amount.amount');
    expect(amount?.selfErrors).toEqual(['Amount must be greater than 0']);
    expect((form.query('lines.0').take() as Field).selfErrors).toEqual(['row level']);

    form.setValuesIn('project', 'Apollo');
    expect((form.query('project').take() as Field).selfErrors).toEqual([]);
  });
});

describe('toSubmitValues', () => {
  it('drops the row bookkeeping keys Formily adds', () => {
    const form = createForm({ initialValues: { lines: [{ amount: 1, __DO_NOT_USE_THIS_PROPERTY_index__: 0 }] } });
    expect(toSubmitValues(form)).toEqual({ lines: [{ amount: 1 }] });
  });
});
