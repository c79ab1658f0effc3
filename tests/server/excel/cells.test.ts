import { describe, expect, it } from 'vitest';
import { fromCell } from '../../../server/excel/cells';
import type { Column } from '../../../server/excel/columns';

const column = (kind: Column['kind']): Column => ({ key: 'k', header: 'K', kind });

describe('cells read into record values', () => {
  it('reads an Excel date serial as a date, or with its time, however often and in whichever order it comes', () => {
    // 45306.5: 2024-01-15 at noon
    const date = column('date');
    const datetime = column('datetime');
    for (let i = 0; i < 3; i++) {
      expect(fromCell(date, 45306.5)).toEqual({ value: '2024-01-15' });
      expect(fromCell(datetime, 45306.5)).toEqual({ value: '2024-01-15 12:00:00' });
    }
    expect(fromCell(datetime, 45307)).toEqual({ value: '2024-01-16 00:00:00' });
    expect(fromCell(date, 45307)).toEqual({ value: '2024-01-16' });
    expect(fromCell(date, '2024/1/5')).toEqual({ value: '2024-01-05' });
    expect(fromCell(date, 'soon')).toEqual({ error: 'soon' });
  });

  it('keeps reading dates right past the serials it keeps', () => {
    const date = column('date');
    for (let serial = 40000; serial < 45000; serial++) fromCell(date, serial);
    expect(fromCell(date, 40000)).toEqual({ value: '2009-07-06' });
    expect(fromCell(date, 44999)).toEqual({ value: '2023-03-14' });
  });
});
