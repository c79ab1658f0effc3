import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInWorker, parserRunning, stopParser, streamInWorker, warmParser } from '../../../server/excel/parse-pool';

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

  it('fails the file it reads, and those waiting, as interrupted when it is stopped', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['a'], ...Array.from({ length: 2000 }, (_, i) => [i])]), 'S');
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const streamed = streamInWorker(bytes, [], 100);
    const whole = parseInWorker(bytes, []);
    const interrupted = { key: 'importInterrupted' };
    const [a, b] = await Promise.allSettled([streamed.next(), whole, stopParser()]);
    expect(a).toMatchObject({ status: 'rejected', reason: interrupted });
    expect(b).toMatchObject({ status: 'rejected', reason: interrupted });
    // A stopped stream answers at once from then on.
    await expect(streamed.next()).rejects.toBeDefined();
    expect(parserRunning()).toBe(false);
  });
});
