import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInWorker, parserRunning, stopParser, streamInWorker, warmParser } from '../../../server/excel/parse-pool';

/** Records of a sheet with one number column `a`. */
const ONE_COLUMN = { layout: { columns: [{ key: 'a', header: 'a', kind: 'number' as const }], subTables: [] }, aliases: new Map([['a', 'a']]) };

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
    // Each call owns the bytes it is given (a whole buffer is handed to the thread).
    const streamed = streamInWorker(Buffer.from(bytes), [], 100, ONE_COLUMN);
    const whole = parseInWorker(Buffer.from(bytes), []);
    const interrupted = { key: 'importInterrupted' };
    const [a, b] = await Promise.allSettled([streamed.next(), whole, stopParser()]);
    expect(a).toMatchObject({ status: 'rejected', reason: interrupted });
    expect(b).toMatchObject({ status: 'rejected', reason: interrupted });
    // A stopped stream answers at once from then on.
    await expect(streamed.next()).rejects.toBeDefined();
    expect(parserRunning()).toBe(false);
  });

  it('streams a sheet as records, and stops reading a file whose header names no column (the next file is read)', async () => {
    const sheet = (rows: unknown[][]) => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'S');
      return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    const good = streamInWorker(sheet([['a'], [1], [2]]), [], 100, ONE_COLUMN);
    expect(await good.next()).toEqual({ kind: 'head', total: 2 });
    expect(await good.next()).toEqual({ kind: 'rows', rows: [{ row: 2, data: { a: 1 } }, { row: 3, data: { a: 2 } }], problems: [], last: true });
    const refused = streamInWorker(sheet([['a', 'b'], ...Array.from({ length: 3000 }, (_, i) => [i, i])]), [], 100, ONE_COLUMN);
    expect(await refused.next()).toEqual({ kind: 'head', total: 3000 });
    await expect(refused.next()).rejects.toMatchObject({ key: 'importUnknownColumn', params: { column: 'b' } });
    expect(await parseInWorker(sheet([['a'], [5]]), [])).toEqual({ names: ['S'], grids: { S: [['a'], [5]] } });
  });

  it('reads a sub-table sheet in step with the rows, and the file again with it whole when a line names a row already handed on', async () => {
    const read = {
      layout: { columns: [{ key: 'a', header: 'a', kind: 'number' as const }], subTables: [{ key: 'lines', header: 'lines', columns: [{ key: 'b', header: 'b', kind: 'text' as const }] }] },
      aliases: new Map([['a', 'a'], ['lines:b', 'b']]),
    };
    const book = (lines: unknown[][]) => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['a'], [1], [2], [3]]), 'S');
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['#', 'b'], ...lines]), 'lines');
      return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    const partsOf = async (bytes: Buffer) => {
      const stream = streamInWorker(bytes, ['lines'], 1, read);
      const parts = [];
      for (;;) {
        const p = await stream.next();
        parts.push(p);
        if (p.kind === 'rows' && p.last) return parts;
      }
    };
    const records = (parts: Awaited<ReturnType<typeof partsOf>>) => parts.slice(parts.map((p) => p.kind).lastIndexOf('head')).flatMap((p) => (p.kind === 'rows' ? p.rows.map((r) => r.data) : []));
    const expected = [{ a: 1, lines: [{ b: 'x' }] }, { a: 2 }, { a: 3, lines: [{ b: 'y' }] }];
    const inStep = await partsOf(book([[1, 'x'], [3, 'y']]));
    expect(inStep.map((p) => p.kind)).not.toContain('restart');
    expect(records(inStep)).toEqual(expected);
    // Read in step (as the thread does), line 2 going back to row 1 is met once row 1 has gone: the file is read again.
    const back = await partsOf(book([[3, 'y'], [1, 'x']]));
    expect(back.map((p) => p.kind)).toContain('restart');
    expect(records(back)).toEqual(expected);
  });

  it('takes a buffer that is the whole of its memory as it is (no copy), and copies a slice of a larger one', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['a', 'b'], [1, 'x']]), 'S');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const expected = { names: ['S'], grids: { S: [['a', 'b'], [1, 'x']] } };
    const whole = Buffer.alloc(file.length);
    file.copy(whole);
    const read = parseInWorker(whole, []);
    // Handed to the thread: its memory is the thread's now.
    expect(whole.length).toBe(0);
    expect(await read).toEqual(expected);
    const larger = Buffer.alloc(file.length + 16);
    file.copy(larger, 8);
    const slice = larger.subarray(8, 8 + file.length);
    expect(await parseInWorker(slice, [])).toEqual(expected);
    expect(slice.equals(file)).toBe(true);
  });
});
