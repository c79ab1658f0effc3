import { describe, expect, it } from 'vitest';
import type { PackFunction } from '@engine';
import { dashboardDims, dimCuts, functionRollupSpecs, shiftMonth } from '@server';
import { ledgerPack } from './ledger-pack';

const ledger = () => ledgerPack().functions[0]! as PackFunction;

/** The ledger with more search fields: a radio, a switch, a department, a checkbox, a number, a user and a datetime. */
function wideLedger(): PackFunction {
  const fn = ledger();
  fn.fields.push(
    { name: 'Mode', type: 'radio', identifier: 'mode' }, { name: 'Flag', type: 'switch', identifier: 'flag' },
    { name: 'Dept', type: 'department', identifier: 'dept' }, { name: 'Tags', type: 'checkbox', identifier: 'tags' },
    { name: 'At', type: 'datetime', identifier: 'at' },
  );
  fn.search.push(
    { field: 'mode', rule: 'exact' }, { field: 'flag', rule: 'exact' }, { field: 'dept', rule: 'exact' }, { field: 'tags', rule: 'exact' },
    { field: 'amount', rule: 'range' }, { field: 'owner', rule: 'exact' }, { field: 'at', rule: 'period' },
  );
  return fn;
}

describe('which dashboard filters a rollup is cut by (decided by field type)', () => {
  it('keeps single-choice exact searches by value and date periods by month, dates first, at most three', () => {
    expect(dashboardDims(ledger(), ['kind', 'day', 'title'])).toEqual([{ field: 'day', by: 'month' }, { field: 'kind', by: 'value' }]);
    const wide = wideLedger();
    // Free text, several choices, number ranges, users and datetimes stay out.
    expect(dashboardDims(wide, ['title', 'tags', 'amount', 'owner', 'at'])).toEqual([]);
    expect(dashboardDims(wide, ['mode', 'flag', 'dept'])).toEqual([{ field: 'mode', by: 'value' }, { field: 'flag', by: 'value' }, { field: 'dept', by: 'value' }]);
    expect(dashboardDims(wide, ['mode', 'flag', 'dept', 'day']).map((d) => d.field)).toEqual(['day', 'mode', 'flag']);
  });

  it('gives each chart shape of a dashboard with such filters a second rollup, naming the plain one', () => {
    const specs = functionRollupSpecs(ledger());
    const cut = specs.filter((s) => s.dims);
    expect(cut.length).toBe(specs.length / 2);
    for (const s of cut) expect(specs.find((p) => p.key === s.base)).toMatchObject({ group: s.group, where: s.where, numbers: s.numbers });
    const fn = ledger();
    fn.dashboards![0]!.filters = ['title'];
    expect(functionRollupSpecs(fn).filter((s) => s.dims)).toEqual([]);
  });
});

describe('how a filter reads a rollup cut by it', () => {
  const dims = [{ field: 'day', by: 'month' as const }, { field: 'kind', by: 'value' as const }];
  const range = (from: string | null, to: string | null) => dimCuts(dims, [{ field: 'day', kind: 'text', op: 'between', from, to }])?.[0];

  it('shifts months across years', () => {
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2024-01', -1)).toBe('2023-12');
  });

  it('takes whole months from the rollup and the months a bound cuts from the records', () => {
    expect(range('2024-01-01', '2024-12-31')).toMatchObject({ firstMonth: '2024-01', lastMonth: '2024-12', partialMonths: [], months: 'some' });
    expect(range('2024-03-10', '2024-08-20')).toMatchObject({ firstMonth: '2024-04', lastMonth: '2024-07', partialMonths: ['2024-03', '2024-08'] });
    // February's 29th is no month end: a stored 2024-02-30 is past it.
    expect(range('2024-02-01', '2024-02-29')).toMatchObject({ firstMonth: '2024-02', lastMonth: '2024-01', months: 'none', partialMonths: ['2024-02'] });
    expect(range('2024-02-05', '2024-02-20')).toMatchObject({ months: 'none', partialMonths: ['2024-02'] });
    expect(range(null, '2024-06-30')).toMatchObject({ firstMonth: null, lastMonth: '2024-05', partialMonths: ['2024-06'] });
    expect(range('2024-06-01', null)).toMatchObject({ firstMonth: '2024-06', lastMonth: null, partialMonths: [] });
  });

  it('serves choices by value and leaves other filters and bounds to the GROUP BY', () => {
    expect(dimCuts(dims, [{ field: 'kind', kind: 'text', op: 'eq', value: 'in' }])).toEqual([{ index: 1, op: 'eq', value: 'in' }]);
    expect(dimCuts(dims, [{ field: 'title', kind: 'text', op: 'like', value: 'a' }])).toBeUndefined();
    expect(dimCuts(dims, [{ field: 'kind', kind: 'text', op: 'like', value: 'a' }])).toBeUndefined();
    expect(range('2024-1-5', null)).toBeUndefined();
    expect(range('2024-03-10T08:00', null)).toBeUndefined();
    expect(range(null, '2024-13-01')).toBeUndefined();
  });
});
