import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSheets, streamSheets, type Grid, type StreamMessage } from '../../../server/excel/sheet-grid';
import { sheetReach } from '../../../server/excel/xlsx/sheet';
import { craftXlsx } from './xlsx-fixtures';

const LIMITS = { maxRows: 200, maxColumns: 30 };

function bookOf(sheets: [string, unknown[][]][], opts: XLSX.WritingOptions = {}): Buffer {
  const wb = XLSX.utils.book_new();
  for (const [name, aoa] of sheets) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), name);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', ...opts }) as Buffer;
}

function messagesOf(bytes: Uint8Array, wanted: string[], every: number, limits = LIMITS): StreamMessage[] {
  const out: StreamMessage[] = [];
  streamSheets(bytes, wanted, limits, every, (m) => out.push(structuredClone(m)));
  return out;
}

/**
 * What a reader rebuilds from the messages after the last restart: `readSheets`'s answer
 * (rows padded to the widest, as the whole read gives them), or the problem.
 */
function rebuild(messages: StreamMessage[]) {
  const from = messages.map((m) => m.kind).lastIndexOf('restart') + 1;
  const tail = messages.slice(from);
  const problem = tail.find((m) => m.kind === 'problem');
  if (problem) return problem.problem;
  const head = tail[0];
  if (head?.kind !== 'head') throw new Error(`first message ${head?.kind}`);
  let next = 0;
  const rows: unknown[][] = [];
  tail.slice(1).forEach((m, i, all) => {
    if (m.kind !== 'rows') throw new Error(`unexpected ${m.kind}`);
    expect(m.from, 'rows come in order, none left out').toBe(next);
    expect(m.last).toBe(i === all.length - 1);
    rows.push(...m.rows);
    next += m.rows.length;
  });
  // The whole read ends at the last cell and pads rows to the widest; rows without cells are [] (the header: nulls).
  let end = rows.length;
  while (end > 1 && rows[end - 1].every((v) => v === null)) end--;
  const kept = rows.slice(0, end);
  const width = Math.max(1, ...kept.map((r) => r.length));
  const grid: Grid = kept.map((r, i) => (r.length || i === 0 ? Array.from({ length: width }, (_, c) => r[c] ?? null) : []));
  return { names: head.names, grids: { [head.names[0]]: grid, ...head.grids }, total: head.total };
}

const cellValue = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constantFrom('a & b', '报销', '', 'TRUE'));

describe('the parser streams a sheet as it reads it', () => {
  it('hands on every row in order, `every` at a time, giving what the whole read gives', () => {
    fc.assert(fc.property(
      fc.array(fc.array(cellValue, { maxLength: 5 }), { minLength: 1, maxLength: 12 }),
      fc.array(fc.array(cellValue, { maxLength: 3 }), { maxLength: 5 }),
      fc.integer({ min: 1, max: 5 }), fc.boolean(),
      (first, lines, every, compression) => {
        const bytes = bookOf([['Main', first], ['Lines', lines]], { compression });
        const whole = readSheets(bytes, ['Lines'], LIMITS);
        const { total, ...streamed } = rebuild(messagesOf(bytes, ['Lines'], every)) as { total: number };
        if ('problem' in whole) return expect(streamed).toStrictEqual(whole);
        // Grids of empty wanted sheets compare as the whole read has them.
        expect(streamed).toStrictEqual(whole);
        // The first count: every data row holding a cell (and maybe empty ones).
        expect(total).toBeGreaterThanOrEqual((whole.grids.Main ?? []).slice(1).filter((r) => r.some((v) => v !== null)).length);
      },
    ), { numRuns: 150 });
  });

  it('sends the wanted sheets first, then the first sheet a part at a time, the count of its rows ahead', () => {
    const main = [['h'], ...Array.from({ length: 11 }, (_, i) => [i])];
    const messages = messagesOf(bookOf([['Main', main], ['Lines', [['#'], [1]]]]), ['Lines'], 4);
    expect(messages.map((m) => (m.kind === 'rows' ? `${m.from}+${m.rows.length}${m.last ? '!' : ''}` : m.kind))).toEqual(['head', '0+4', '4+4', '8+4!']);
    expect(messages[0]).toMatchObject({ kind: 'head', total: 11, grids: { Lines: [['#'], [1]] } });
  });

  it('hands on a short first part (100 rows) so the importer starts checking while the rest is read', () => {
    const main = [['h'], ...Array.from({ length: 700 }, (_, i) => [i])];
    const messages = messagesOf(bookOf([['Main', main]]), [], 300, { maxRows: 1000, maxColumns: 5 });
    expect(messages.map((m) => (m.kind === 'rows' ? `${m.from}+${m.rows.length}${m.last ? '!' : ''}` : m.kind))).toEqual(['head', '0+100', '100+300', '400+300', '700+1!']);
    expect(messages[2]).toMatchObject({ rows: [[99], ...Array.from({ length: 299 }, (_, i) => [100 + i])] });
  });

  it('refuses too many rows before handing on any, and too many columns when it meets them', () => {
    const limits = { maxRows: 3, maxColumns: 2 };
    expect(messagesOf(bookOf([['S', [[1], [2], [3], [4], [5]]]]), [], 2, limits)).toStrictEqual([{ kind: 'problem', problem: { problem: 'rows', limit: 3 } }]);
    const wide = messagesOf(bookOf([['S', [[1], [2], [3, 4, 5]]]]), [], 1, limits);
    expect(wide.at(-1)).toStrictEqual({ kind: 'problem', problem: { problem: 'columns', limit: 2 } });
  });

  it('starts over with SheetJS when the fast reader meets, past the rows it handed on, what only SheetJS reads', () => {
    const rows = Array.from({ length: 9 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c>${i === 7 ? '<c r="B8"><f>1+1</f></c>' : ''}</row>`).join('');
    const bytes = craftXlsx([{ name: 'S', data: rows }]);
    const messages = messagesOf(bytes, [], 3);
    const kinds = messages.map((m) => m.kind);
    expect(kinds.slice(0, kinds.indexOf('restart'))).toEqual(['head', 'rows', 'rows']);
    const { total: _total, ...again } = rebuild(messages) as { total: number };
    expect(again).toStrictEqual(readSheets(bytes, [], LIMITS));
    // Rows out of order, or a cell placed in another row, are SheetJS's too.
    const outOfOrder = craftXlsx([{ name: 'S', data: '<row r="1"><c r="A1"><v>1</v></c></row><row r="5"><c r="A5"><v>5</v></c></row><row r="3"><c r="A3"><v>3</v></c></row>' }]);
    expect(rebuild(messagesOf(outOfOrder, [], 1))).toMatchObject(readSheets(outOfOrder, [], LIMITS));
    const elsewhere = craftXlsx([{ name: 'S', data: '<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A4"><v>4</v></c></row>' }]);
    expect(rebuild(messagesOf(elsewhere, [], 1))).toMatchObject(readSheets(elsewhere, [], LIMITS));
  });

  it('counts <row> elements with or without a prefix, and sees how far the cell references reach', () => {
    expect(sheetReach('<sheetData><row r="1"><c r="C1"/></row><row r="2"/><x:row r="3"></x:row><rowBreaks/><t>row </t><row><c r="AB9"/></row>')).toStrictEqual({ rowTags: 4, firstRow: 1, maxRow: 9, maxCol: 27 });
    expect(sheetReach('<row spans="1:2"><c/></row>')).toStrictEqual({ rowTags: 1, maxRow: -1, maxCol: -1 });
    expect(sheetReach('')).toStrictEqual({ rowTags: 0, maxRow: -1, maxCol: -1 });
  });

  it('looks at a sheet in one pass, whatever its text holds (a file of markup-like text cannot hold the parser)', () => {
    // Each of these took minutes when a scan walked back, or a pattern ran on, over the whole sheet from every hit.
    expect(sheetReach(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'a:row/'.repeat(300_000)}</t></is></c></row>`).rowTags).toBe(1);
    expect(sheetReach('<row a="'.repeat(300_000)).rowTags).toBe(300_000);
    expect(sheetReach('r="AAAA'.repeat(300_000)).maxRow).toBe(-1);
  });
});

describe('an import refuses a file that breaks a cap before it reads any row', () => {
  it('for too many columns or rows anywhere in the sheet, not only in its first rows', () => {
    const limits = { maxRows: 1000, maxColumns: 5 };
    const wideLate = [['h'], ...Array.from({ length: 1200 }, (_, i) => (i === 1100 ? [1, 2, 3, 4, 5, 6, 7] : [i]))];
    expect(messagesOf(bookOf([['S', wideLate]]), [], 100, { maxRows: 2000, maxColumns: 5 })).toStrictEqual([{ kind: 'problem', problem: { problem: 'columns', limit: 5 } }]);
    const gap = `${Array.from({ length: 300 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('')}<row r="1002"><c r="A1002"><v>1</v></c></row>`;
    expect(messagesOf(craftXlsx([{ name: 'S', data: gap }]), [], 100, limits)).toStrictEqual([{ kind: 'problem', problem: { problem: 'rows', limit: 1000 } }]);
  });
});
