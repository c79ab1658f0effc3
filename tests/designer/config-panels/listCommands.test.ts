import { describe, expect, it } from 'vitest';
import { removeColumn, reorderColumns, setDefaultSort, updateColumn } from '../../../designer/config-panels/commands';
import { columnRows, defaultSortChoices, panelFields } from '../../../designer/config-panels/model/listFields';
import { overtime } from './fixture';

describe('list columns', () => {
  it('offers the declared top-level fields, configured columns first in their order', () => {
    const fn = overtime();
    expect(panelFields(fn).map((f) => f.key)).toEqual(['no', 'reason', 'day', 'hours', 'kind', 'lines']);
    expect(columnRows(fn).map((r) => [r.field, !!r.column])).toEqual([
      ['reason', true], ['day', true], ['no', false], ['hours', false], ['kind', false], ['lines', false],
    ]);
  });

  it('flags columns whose field left the form and shows the system columns', () => {
    const fn = overtime();
    fn.list.columns.push({ field: 'gone', showInList: true, order: 3 }, { field: 'createdAt', showInList: true, order: 0 });
    const rows = columnRows(fn);
    expect(rows[0]).toMatchObject({ field: 'createdAt', system: true });
    expect(rows.find((r) => r.field === 'gone')).toMatchObject({ missing: true });
  });

  it('updates a column immutably, keeping the other parts of the function', () => {
    const fn = overtime();
    const next = updateColumn(fn, { field: 'reason', patch: { width: 180, sort: true } });
    expect(next.list.columns[0]).toEqual({ field: 'reason', showInList: true, order: 1, width: 180, sort: true });
    expect(next.list.columns[1]).toBe(fn.list.columns[1]);
    expect(next.form).toBe(fn.form);
    expect(next.fields).toBe(fn.fields);
    expect(fn.list.columns[0]).toEqual({ field: 'reason', showInList: true, order: 1 });
  });

  it('makes a hidden column at the end for a field that had none, and answers the same function when nothing changes', () => {
    const fn = overtime();
    const next = updateColumn(fn, { field: 'hours', patch: { showInList: true } });
    expect(next.list.columns[2]).toEqual({ field: 'hours', showInList: true, order: 3 });
    expect(updateColumn(next, { field: 'hours', patch: { showInList: true } })).toBe(next);
  });

  it('clears a width with undefined, and drops the default sort when its column stops being sortable', () => {
    let fn = updateColumn(overtime(), { field: 'day', patch: { width: 120 } });
    fn = setDefaultSort(fn, { sort: { field: 'day', order: 'desc' } });
    fn = updateColumn(fn, { field: 'day', patch: { width: undefined, sort: false } });
    expect(fn.list.columns[1]).toEqual({ field: 'day', showInList: true, sort: false, order: 2 });
    expect(fn.list.defaultSort).toBeUndefined();
  });

  it('reorders columns, numbering them 1, 2, ... and adding hidden ones for unconfigured fields', () => {
    const fn = overtime();
    const next = reorderColumns(fn, { fields: ['hours', 'day', 'reason'] });
    expect(next.list.columns).toEqual([
      { field: 'reason', showInList: true, order: 3 },
      { field: 'day', showInList: true, sort: true, order: 2 },
      { field: 'hours', showInList: false, order: 1 },
    ]);
    expect(columnRows(next).slice(0, 3).map((r) => r.field)).toEqual(['hours', 'day', 'reason']);
    expect(reorderColumns(fn, { fields: ['reason', 'day'] })).toBe(fn);
  });

  it('sets and clears the default sort; choices are the system and the sortable columns', () => {
    const fn = overtime();
    expect(defaultSortChoices(fn)).toEqual(['createdAt', 'updatedAt', 'day']);
    const sorted = setDefaultSort(fn, { sort: { field: 'createdAt', order: 'asc' } });
    expect(sorted.list.defaultSort).toEqual({ field: 'createdAt', order: 'asc' });
    expect(setDefaultSort(sorted, { sort: { field: 'createdAt', order: 'asc' } })).toBe(sorted);
    expect('defaultSort' in setDefaultSort(sorted, { sort: null }).list).toBe(false);
    expect(setDefaultSort(fn, { sort: null })).toBe(fn);
  });

  it('removes a column', () => {
    const fn = overtime();
    expect(removeColumn(fn, { field: 'reason' }).list.columns.map((c) => c.field)).toEqual(['day']);
    expect(removeColumn(fn, { field: 'nope' })).toBe(fn);
  });
});
