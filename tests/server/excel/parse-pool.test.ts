import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInWorker, parserRunning, stopParser, warmParser } from '../../../server/excel/parse-pool';

describe('the import parser thread', () => {
  afterAll(() => stopParser());

  it('can be started ahead of the file (while the upload arrives) and then reads it', async () => {
    await stopParser();
    expect(parserRunning()).toBe(false);
    warmParser();
    expect(parserRunning()).toBe(true);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['a', 'b'], [1, 'x']]), 'S');
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await parseInWorker(bytes, [])).toEqual({ names: ['S'], grids: { S: [['a', 'b'], [1, 'x']] } });
    await stopParser();
    expect(parserRunning()).toBe(false);
  });
});
