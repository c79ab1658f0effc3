import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SheetLayout } from '../../../server/excel/columns';
import { createRowReader, type RecordMessage } from '../../../server/excel/row-reader';
import { OutOfStep, streamSheets, type PulledRow, type SheetRows, type StreamMessage } from '../../../server/excel/sheet-grid';
import { craftXlsx } from './xlsx-fixtures';

const LIMITS = { maxRows: 200, maxColumns: 30 };
const layout: SheetLayout = {
  columns: [{ key: 'title', header: 'Title', kind: 'text' }],
  subTables: [
    { key: 'lines', header: 'Lines', columns: [{ key: 'subject', header: 'Subject', kind: 'text' }, { key: 'on', header: 'On', kind: 'date' }] },
    { key: 'notes', header: 'Notes', columns: [{ key: 'text', header: 'Text', kind: 'text' }, { key: 'due', header: 'Due', kind: 'date' }] },
  ],
};
const aliases = new Map([['title', 'title'], ['lines:subject', 'subject'], ['lines:on', 'on'], ['notes:text', 'text'], ['notes:due', 'due']]);

/** A grid as a pulled sheet gives it: its rows holding a cell, with their index. */
function pulledOf(grid: unknown[][]): SheetRows {
  const rows: PulledRow[] = grid.flatMap((cells, at) => (cells.some((v) => v !== undefined) ? [[at, cells] as PulledRow] : []));
  return () => rows.shift();
}

/** What a reader makes of a file sent with the sub-table sheets named in `pulled` pulled and the others whole, `every` rows at a time. */
function recordsOf(main: unknown[][], subs: Record<string, unknown[][]>, every: number, pulled: readonly string[]): RecordMessage[] {
  const read = createRowReader({ layout, aliases });
  const names = ['main', ...Object.keys(subs)];
  const whole = Object.fromEntries(Object.entries(subs).filter(([k]) => !pulled.includes(k)));
  const pulls = Object.fromEntries(Object.entries(subs).filter(([k]) => pulled.includes(k)).map(([k, g]) => [k, pulledOf(g)]));
  const head: StreamMessage = { kind: 'head', names, grids: whole, total: main.length - 1, pulled: pulls };
  const out = [read(head)];
  for (let i = 0; i < main.length; i += every) out.push(read({ kind: 'rows', from: i, rows: main.slice(i, i + every), last: i + every >= main.length }));
  return out;
}

/** All the records and problems of a read, whatever parts they came in. */
function merged(messages: RecordMessage[]) {
  const rows = messages.flatMap((m) => (m.kind === 'rows' ? m.rows : []));
  const problems = messages.flatMap((m): unknown[] => (m.kind === 'rows' ? m.problems : m.kind === 'problem' ? [m.problem] : []));
  return { rows, problems };
}

const owner = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 9 }) }, fc.constantFrom(null, 'x', 2.5, -1));
// A line: its #, a text and a date (a string there is a bad cell, so the order of a row's problems is held too).
const lineOf = fc.tuple(owner, fc.oneof(fc.constant(null), fc.string({ maxLength: 3 })), fc.oneof(fc.constant(null), fc.constant('2024/6/7'), fc.string({ maxLength: 2 })));

describe('sub-table sheets read in step with the first sheet', () => {
  it('give the records and problems the whole read gives, or ask for the whole read when a line names a row already handed on', () => {
    fc.assert(fc.property(
      fc.array(fc.oneof(fc.constant(null), fc.string({ maxLength: 3 })), { minLength: 0, maxLength: 8 }),
      fc.array(lineOf, { maxLength: 10 }), fc.array(lineOf, { maxLength: 4 }), fc.boolean(), fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(['lines', 'notes'], ['lines'], ['notes']),
      (titles, lines, notes, sorted, every, pulled) => {
        const ordered = sorted ? [...lines].sort((a, b) => (typeof a[0] === 'number' && typeof b[0] === 'number' ? a[0] - b[0] : 0)) : lines;
        const main = [['Title'], ...titles.map((t) => [t])];
        const subs = { lines: [['#', 'Subject', 'On'], ...ordered], notes: [['#', 'Text', 'Due'], ...notes] };
        const whole = merged(recordsOf(main, subs, every, []));
        let stepped: ReturnType<typeof merged>;
        try {
          stepped = merged(recordsOf(main, subs, every, pulled));
        } catch (e) {
          expect(e).toBeInstanceOf(OutOfStep);
          // Only a line naming an earlier row than one before it (in either sheet) can be out of step.
          const goesBack = (sheet: unknown[][]) => sheet.slice(1).some((l, i, all) => typeof l[0] === 'number' && all.slice(0, i).some((p) => typeof p[0] === 'number' && (p[0] as number) > (l[0] as number)));
          expect(pulled.some((k) => goesBack(subs[k as keyof typeof subs]))).toBe(true);
          return;
        }
        expect(stepped).toEqual(whole);
      },
    ), { numRuns: 400 });
  });

  it('attach a row\'s lines and tell its bad cells in sheet order when one sheet is pulled and another read whole', () => {
    const main = [['Title'], ['one']];
    const subs = { lines: [['#', 'Subject', 'On'], [1, 'a', 'someday']], notes: [['#', 'Text', 'Due'], [1, 'n', 'never']] };
    const whole = merged(recordsOf(main, subs, 1, []));
    expect(whole.problems).toEqual([{ row: 2, cells: [{ field: 'On', value: 'someday' }, { field: 'Due', value: 'never' }] }]);
    expect(merged(recordsOf(main, subs, 1, ['lines']))).toEqual(whole);
  });

  it('pull only as far as the rows handed on name, so the first rows go out before the sheets are read', () => {
    const read = createRowReader({ layout, aliases });
    const asked: number[] = [];
    const rows: PulledRow[] = [[0, ['#', 'Subject']], [1, [1, 'a']], [2, [1, 'b']], [3, [2, 'c']], [4, [5, 'd']]];
    const pull = () => { const r = rows.shift(); if (r) asked.push(r[0]); return r; };
    read({ kind: 'head', names: ['main', 'lines'], grids: {}, total: 5, pulled: { lines: pull } });
    // The header and the first line, to know the sheet has lines.
    expect(asked).toEqual([0, 1]);
    const first = read({ kind: 'rows', from: 0, rows: [['Title'], ['one']], last: false });
    expect(first).toMatchObject({ rows: [{ row: 2, data: { title: 'one', lines: [{ subject: 'a' }, { subject: 'b' }] } }] });
    // Line 3 names row 2: taken ahead, kept for the next part.
    expect(asked).toEqual([0, 1, 2, 3]);
    const rest = read({ kind: 'rows', from: 2, rows: [['two'], ['three']], last: true });
    expect(rest).toEqual({ kind: 'rows', rows: [{ row: 3, data: { title: 'two', lines: [{ subject: 'c' }] } }, { row: 4, data: { title: 'three' } }], problems: [{ row: 5, sheet: 'lines', named: '5' }], last: true });
  });
});

/** An .xlsx of a first sheet and a `Lines` sheet. */
function bookOf(main: unknown[][], lines: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(main), 'main');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(lines), 'lines');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The parser thread's read of a file: its messages as records, in order. */
function readFile(bytes: Uint8Array, every: number): RecordMessage[] {
  const read = createRowReader({ layout, aliases });
  const out: RecordMessage[] = [];
  streamSheets(bytes, ['lines'], LIMITS, every, (m) => { out.push(read(m)); }, true);
  return out;
}

describe('an import file whose sub-table sheet is pulled', () => {
  it('is read once when its lines follow its rows, and again with the sheet whole when they do not, with the same records', () => {
    const main = [['Title'], ...Array.from({ length: 6 }, (_, i) => [`r${i + 1}`])];
    const inStep = bookOf(main, [['#', 'Subject'], [1, 'a'], [1, 'b'], [4, 'c'], [6, 'd']]);
    const kinds = (ms: RecordMessage[]) => ms.map((m) => m.kind);
    const after = (ms: RecordMessage[]) => merged(ms.slice(ms.findIndex((m) => m.kind === 'restart') + 1));
    const once = readFile(inStep, 2);
    expect(kinds(once)).toEqual(['head', 'rows', 'rows', 'rows', 'rows']);
    const back = bookOf(main, [['#', 'Subject'], [4, 'c'], [1, 'a'], [6, 'd'], [1, 'b']]);
    const again = readFile(back, 2);
    // Line 2 names row 1, long handed on when the third part takes line 1 (row 4) and pulls line 2: the read starts over.
    expect(kinds(again)).toEqual(['head', 'rows', 'rows', 'restart', 'head', 'rows', 'rows', 'rows', 'rows']);
    expect(merged(once).rows).toEqual(after(again).rows);
    expect(after(again).rows.map((r) => r.data)).toEqual([
      { title: 'r1', lines: [{ subject: 'a' }, { subject: 'b' }] }, { title: 'r2' }, { title: 'r3' },
      { title: 'r4', lines: [{ subject: 'c' }] }, { title: 'r5' }, { title: 'r6', lines: [{ subject: 'd' }] },
    ]);
  });

  it('is left whole when it may break a cap, and read by SheetJS when pulling it meets what only SheetJS reads', () => {
    const header = (text: string) => `<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`;
    const rows = (n: number) => header('Title') + Array.from({ length: n - 1 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`).join('');
    // Row 202 is past the cap: the sheet is read whole first, and the file refused before any row.
    const capped = craftXlsx([{ name: 'main', data: rows(3) }, { name: 'lines', data: `${header('#')}<row r="202"><c r="A202"><v>1</v></c></row>` }]);
    expect(readFile(capped, 1)).toEqual([{ kind: 'problem', problem: { problem: 'rows', limit: 200 } }]);
    // A cell outside its row: met while the reader looks for the sheet's first line, SheetJS reads the file from the start.
    const early = craftXlsx([{ name: 'main', data: rows(4) }, { name: 'lines', data: `${header('#')}<row r="2"><c r="A3"><v>3</v></c></row>` }]);
    const once = readFile(early, 1);
    expect(once.map((m) => m.kind)).toEqual(['head', 'rows', 'rows', 'rows', 'rows']);
    expect(merged(once).rows.map((r) => r.data)).toEqual([{ title: '0' }, { title: '1' }, { title: '2', lines: [{}] }]);
    // Met after rows went out: the file is read again.
    const late = craftXlsx([{ name: 'main', data: rows(4) }, { name: 'lines', data: `${header('#')}<row r="2"><c r="A2"><v>1</v></c></row><row r="3"><c r="A5"><v>3</v></c></row>` }]);
    const twice = readFile(late, 1);
    expect(twice.map((m) => m.kind)).toEqual(['head', 'rows', 'restart', 'head', 'rows', 'rows', 'rows', 'rows']);
    expect(merged(twice.slice(3)).rows.map((r) => r.data)).toEqual([{ title: '0', lines: [{}] }, { title: '1' }, { title: '2', lines: [{}] }]);
  });

  it('is read whole by each of two sub-tables whose labels lead to the same sheet', () => {
    const label = 'A sub-table label long enough to be cut at 31 characters';
    const twins: SheetLayout = {
      columns: [{ key: 'title', header: 'Title', kind: 'text' }],
      subTables: ['a', 'b'].map((key) => ({ key, header: `${label} (${key})`, columns: [{ key: 'x', header: 'X', kind: 'text' as const }] })),
    };
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Title'], ['one'], ['two']]), 'main');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['#', 'X'], [1, 'p'], [2, 'q']]), label.slice(0, 31));
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const read = createRowReader({ layout: twins, aliases: new Map([['title', 'title'], ['a:x', 'x'], ['b:x', 'x']]) });
    const out: RecordMessage[] = [];
    streamSheets(bytes, [label.slice(0, 31)], LIMITS, 1, (m) => { out.push(read(m)); }, true);
    // Found at the head: nothing to start over from, so no restart.
    expect(out[0].kind).toBe('head');
    expect(out.map((m) => m.kind)).not.toContain('restart');
    expect(merged(out).rows.map((r) => r.data)).toEqual([{ title: 'one', a: [{ x: 'p' }], b: [{ x: 'p' }] }, { title: 'two', a: [{ x: 'q' }], b: [{ x: 'q' }] }]);
  });
});
