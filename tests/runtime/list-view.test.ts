import { describe, expect, it } from 'vitest';
import type { FunctionMeta } from '../../runtime/api';
import { viewedMeta } from '../../runtime/pages/fn-list/useListView';

const meta = {
  code: 'plan', name: 'Plans', form: {}, fields: [],
  list: { columns: [
    { field: 'no', showInList: true, order: 1 }, { field: 'owner', showInList: true, order: 2 },
    { field: 'due', showInList: false, order: 3 }, { field: 'late', showInList: true, order: 4 },
  ] },
  search: [{ field: 'no', rule: 'fuzzy' }, { field: 'due', rule: 'period' }, { field: 'late', rule: 'exact' }],
} as FunctionMeta;

describe('a menu view of a list', () => {
  it('offers no search on its fixed fields and shows its columns, in its order', () => {
    const shown = viewedMeta(meta, { filters: { due: [null, { $date: -1 }] }, columns: ['due', 'no'] });
    expect(shown.search.map((s) => s.field)).toEqual(['no', 'late']);
    expect(shown.list.columns).toEqual([
      { field: 'due', showInList: true, order: 1 }, { field: 'no', showInList: true, order: 2 },
    ]);
  });

  it('keeps every column and search of a view that only narrows the scope', () => {
    const shown = viewedMeta(meta, { scope: ['own'] });
    expect(shown.search).toEqual(meta.search);
    expect(shown.list).toEqual(meta.list);
  });
});
