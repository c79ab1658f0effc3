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

describe('toFilters for the other field types', () => {
  const typed = {
    ...meta,
    fields: [
      { identifier: 'deliveryAt', name: 'Delivery', type: 'datetime' },
      { identifier: 'orderDate', name: 'Order date', type: 'date' },
      { identifier: 'price', name: 'Price', type: 'money' },
      { identifier: 'discount', name: 'Discount', type: 'percent' },
      { identifier: 'window', name: 'Window', type: 'datetime' },
    ],
    search: [
      { field: 'deliveryAt', rule: 'exact' },
      { field: 'orderDate', rule: 'exact' },
      { field: 'price', rule: 'exact' },
      { field: 'discount', rule: 'exact' },
      { field: 'window', rule: 'period' },
    ],
  } as FunctionMeta;

  it('a specific time or day as stored text, a money value in cents, periods of date-times with their time', () => {
    expect(toFilters(typed, {
      deliveryAt: dayjs('2026-11-15 09:30'),
      orderDate: dayjs('2026-11-15'),
      price: 12.5,
      discount: 5,
      window: [dayjs('2026-11-01 08:00'), dayjs('2026-11-02 18:00')],
    })).toEqual({
      deliveryAt: '2026-11-15 09:30:00',
      orderDate: '2026-11-15',
      price: 1250,
      discount: 5,
      window: ['2026-11-01 08:00:00', '2026-11-02 18:00:00'],
    });
  });
});
