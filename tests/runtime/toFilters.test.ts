import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FunctionMeta } from '../../runtime/api';
import { toFilters } from '../../runtime/pages/fn-list/toFilters';

const meta = {
  code: 'r', name: 'R', form: {}, list: { columns: [] },
  fields: [
    { identifier: 'project', name: 'Project', type: 'text' },
    { identifier: 'vehicle', name: 'Vehicle', type: 'select' },
    { identifier: 'tripStart', name: 'Trip start', type: 'date' },
    { identifier: 'total', name: 'Total', type: 'money' },
  ],
  search: [
    { field: 'project', rule: 'fuzzy' },
    { field: 'vehicle', rule: 'exact' },
    { field: 'tripStart', rule: 'period' },
    { field: 'total', rule: 'range' },
  ],
} as FunctionMeta;

describe('toFilters', () => {
  it('maps each rule to the page request shape (money ranges in cents, periods as dates)', () => {
    expect(toFilters(meta, {
      project: '  Apollo ', vehicle: 'train', tripStart: [dayjs('2026-03-01'), dayjs('2026-03-31')], total: [10.5, null],
    })).toEqual({ project: 'Apollo', vehicle: 'train', tripStart: ['2026-03-01', '2026-03-31'], total: [1050, null] });
  });

  it('leaves blank entries out', () => {
    expect(toFilters(meta, { project: ' ', vehicle: undefined, tripStart: null, total: [null, null] })).toEqual({});
  });
});
