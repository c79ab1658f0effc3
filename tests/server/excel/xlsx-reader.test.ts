import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSheets, readSheetsBySheetJS } from '../../../server/excel/sheet-grid';
import { readXlsx } from '../../../server/excel/xlsx';
import { craftXlsx } from './xlsx-fixtures';

const LIMITS = { maxRows: 200, maxColumns: 30 };
const BIG = 1 << 30;

/** SheetJS's answer as the parser thread gives it (a throw is an invalid file). */
function bySheetJS(bytes: Uint8Array, wanted: string[], limits: typeof LIMITS) {
  try {
    return readSheetsBySheetJS(bytes, wanted, limits);
  } catch {
    return { problem: 'invalid' };
  }
}

/** The fast reader reads the file itself and gives exactly SheetJS's answer. */
function expectFastAndSame(bytes: Uint8Array, wanted: string[] = [], limits = LIMITS) {
  const fast = readXlsx(bytes, wanted, limits, BIG);
  expect(fast, 'read by the fast reader').not.toBeUndefined();
  expect(fast).toStrictEqual(bySheetJS(bytes, wanted, limits));
  return fast;
}

/** The fast reader leaves the file to SheetJS, and readSheets answers as SheetJS does. */
function expectLeftToSheetJS(bytes: Uint8Array, wanted: string[] = [], limits = LIMITS, maxPart = BIG) {
  expect(readXlsx(bytes, wanted, limits, maxPart)).toBeUndefined();
  let answer;
  try {
    answer = readSheets(bytes, wanted, limits);
  } catch {
    answer = { problem: 'invalid' };
  }
  expect(answer).toStrictEqual(bySheetJS(bytes, wanted, limits));
}

function bookOf(sheets: [string, unknown[][]][], opts: XLSX.WritingOptions = {}): Buffer {
  const wb = XLSX.utils.book_new();
  for (const [name, aoa] of sheets) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), name);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', ...opts }) as Buffer;
}

const cellValue = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.constantFrom('a & b', '<tag>', ' lead and trail ', 'line\nbreak', 'crlf\r\nline', '报销 2024', '😀 emoji', '_x0041_', '=not a formula', '', 'TRUE'),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.date({ min: new Date('1900-03-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
);

describe('the fast .xlsx reader gives SheetJS\'s grid', () => {
  it('on workbooks of random cells (strings, numbers, booleans, dates, holes), shared or inline strings, stored or deflated, several sheets', () => {
    let fast = 0;
    fc.assert(fc.property(
      fc.array(fc.array(fc.array(cellValue, { maxLength: 6 }), { maxLength: 8 }), { minLength: 1, maxLength: 3 }),
      fc.boolean(), fc.boolean(), fc.array(fc.nat(2)),
      (sheets, bookSST, compression, wantedIdx) => {
        const named = sheets.map((aoa, i) => [`S${i}`, aoa] as [string, unknown[][]]);
        const bytes = bookOf(named, { bookSST, compression, cellDates: false });
        const wanted = wantedIdx.map((i) => `S${i}`);
        const answer = readXlsx(bytes, wanted, LIMITS, BIG);
        // `_x0041_` in a formula-string cell is SheetJS's to read (it decodes it twice).
        if (answer === undefined) return expectLeftToSheetJS(bytes, wanted);
        fast++;
        expect(answer).toStrictEqual(bySheetJS(bytes, wanted, LIMITS));
      },
    ), { numRuns: 150 });
    expect(fast).toBeGreaterThan(100);
  });

  it('on shared strings as other programs write them: rich runs, phonetic runs, preserved spaces, entities, _x escapes, CRLF', () => {
    const sst = [
      '<si><t>plain</t></si>',
      '<si><t xml:space="preserve">  spaced  </t></si>',
      '<si><r><rPr><b/></rPr><t>ri</t></r><r><t xml:space="preserve">ch </t></r></si>',
      '<si><r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>',
      '<si><t>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</t></si>',
      '<si><t>tab_x0009_here_x000D_</t></si>',
      '<si><t>two\r\nlines</t></si>',
      '<si><t></t></si>',
      '<si><phoneticPr fontId="1"/></si>',
    ].join('');
    const data = '<row r="1">' + Array.from({ length: 9 }, (_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>${i}</v></c>`).join('') + '</row>';
    const grid = expectFastAndSame(craftXlsx([{ name: 'Main', data }], { sst }));
    expect(grid).toMatchObject({ grids: { Main: [['plain', '  spaced  ', 'rich ', '東京', 'a & b <c> "d" \'e\'', 'tab\there\r', 'two\nlines', '', null]] } });
  });

  it('on inline strings, formula strings, booleans, errors, numbers and dates kept as serial numbers (a date style does not change them)', () => {
    const styles = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs>';
    const data = [
      '<row r="1"><c r="A1" t="inlineStr"><is><t>inline</t></is></c><c r="B1" t="inlineStr"><is><r><t>in</t></r><r><t>rich</t></r></is></c><c r="C1" t="inlineStr"><is/></c><c r="D1" t="inlineStr"></c></row>',
      '<row r="2"><c r="A2" t="str"><f>A1&amp;"x"</f><v>inlinex</v></c><c r="B2" t="str"><v>a &amp;amp; b</v></c><c r="C2" t="str"><f>""</f></c><c r="D2"><f>1+1</f><v>2</v></c></row>',
      '<row r="3"><c r="A3" t="b"><v>1</v></c><c r="B3" t="b"><v>0</v></c><c r="C3" t="b"><v>true</v></c><c r="D3" t="e"><v>#N/A</v></c><c r="E3" t="e"><v>#NULL!</v></c></row>',
      '<row r="4"><c r="A4"><v>42</v></c><c r="B4" t="n"><v>-1.5E-3</v></c><c r="C4" s="1"><v>45352</v></c><c r="D4" s="1"><v>45352.75</v></c><c r="E4"><v></v></c><c r="F4" t="n"/></row>',
    ].join('');
    const grid = expectFastAndSame(craftXlsx([{ name: 'Main', data }], { styles }));
    expect(grid).toMatchObject({ grids: { Main: [['inline', 'inrich', '', '', null], ['inlinex', 'a & b', '', 2, null], [true, false, true, null, null], [42, -0.0015, 45352, 45352.75, null]] } });
  });

  it('on sparse sheets: missing rows and cells, merged ranges, empty rows, cells without a reference, prefixed elements, an empty sheet', () => {
    const data = '<row r="2"><c r="B2"><v>1</v></c><c r="D2" t="inlineStr"><is><t>x</t></is></c></row><row r="4"/><row r="5"><c><v>1</v></c><c><v>2</v></c><c r="E5"><v>5</v></c><c><v>6</v></c></row><row r="7" spans="1:3"><c r="C7" s="3"/></row>';
    expectFastAndSame(craftXlsx([{ name: 'Main', data, after: '<mergeCells count="1"><mergeCell ref="B2:C3"/></mergeCells>' }, { name: 'Empty', data: '' }]), ['Empty']);
    const prefixed = '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1"><x:v>3</x:v></x:c></x:row>';
    expectFastAndSame(craftXlsx([{ name: 'Main', data: prefixed }], { p: 'x', sst: '<x:si><x:t>pre</x:t></x:si>' }));
  });

  it('reads only the first and the wanted sheets, naming every sheet in order', () => {
    const bytes = bookOf([['First', [['a']]], ['Lines', [['#', 'b'], [1, 'x']]], ['Other', [['c']]]]);
    expect(expectFastAndSame(bytes, ['Lines'])).toStrictEqual({ names: ['First', 'Lines', 'Other'], grids: { First: [['a']], Lines: [['#', 'b'], [1, 'x']] } });
  });
});

describe('the fast reader keeps the caps', () => {
  const limits = { maxRows: 3, maxColumns: 4 };
  it('refuses too many rows or columns as SheetJS does, and reads a file at the caps', () => {
    const rows = (n: number, w: number) => Array.from({ length: n }, (_, r) => Array.from({ length: w }, (_, c) => r * w + c));
    expect(expectFastAndSame(bookOf([['S', rows(5, 2)]]), [], limits)).toStrictEqual({ problem: 'rows', limit: 3 });
    expect(expectFastAndSame(bookOf([['S', rows(2, 5)]]), [], limits)).toStrictEqual({ problem: 'columns', limit: 4 });
    expect(expectFastAndSame(bookOf([['S', rows(4, 4)]]), [], limits)).toMatchObject({ grids: { S: rows(4, 4) } });
    // Too many rows is told before too many columns, and a wanted sheet's problem too.
    expect(expectFastAndSame(bookOf([['S', rows(6, 6)]]), [], limits)).toStrictEqual({ problem: 'rows', limit: 3 });
    expect(expectFastAndSame(bookOf([['S', rows(1, 1)], ['W', rows(2, 9)]]), ['W'], limits)).toStrictEqual({ problem: 'columns', limit: 4 });
  });

  it('reads rows past SheetJS\'s stopping row as it does (not at all), and a declared range by the cells held', () => {
    const data = '<row r="1"><c r="A1"><v>1</v></c></row><row r="900"><c r="A900"><v>2</v></c></row>';
    expect(expectFastAndSame(craftXlsx([{ name: 'S', data }]), [], limits)).toStrictEqual({ names: ['S'], grids: { S: [[1]] } });
    const declared = '<row r="1"><c r="A1"><v>1</v></c></row>';
    expectFastAndSame(craftXlsx([{ name: 'S', data: declared, after: '' }]), [], limits);
  });

  it('leaves a part declared larger than its cap (a zip bomb) to SheetJS, which answers as before', () => {
    const bytes = craftXlsx([{ name: 'S', data: `<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(1 << 20)}` }]);
    expect(bytes.length).toBeLessThan(64 * 1024);
    expectLeftToSheetJS(bytes, [], LIMITS, 1 << 19);
    expect(readXlsx(bytes, [], LIMITS, 1 << 21)).toStrictEqual({ names: ['S'], grids: { S: [[1]] } });
  });
});

describe('files the fast reader leaves to SheetJS', () => {
  it('.xls, .csv, broken zips and what it does not read exactly as SheetJS', () => {
    expectLeftToSheetJS(bookOf([['S', [['a', 1]]]], { bookType: 'biff8' }));
    expectLeftToSheetJS(Buffer.from('a,b\n1,2\n'));
    const good = bookOf([['S', [['a', 1]]]], { compression: true });
    expectLeftToSheetJS(good.subarray(0, good.length - 30));
    expect(readSheets(good.subarray(0, 200), [], LIMITS)).toStrictEqual({ problem: 'invalid' });
    const cell = (c: string) => craftXlsx([{ name: 'S', data: `<row r="1">${c}</row>` }]);
    expectLeftToSheetJS(cell('<c r="A1" t="d"><v>2024-03-01T00:00:00Z</v></c>'));
    expectLeftToSheetJS(cell('<c r="A1" t="inlineStr"><is><t>&#20013;</t></is></c>'));
    expectLeftToSheetJS(cell('<c r="A1" t="str"><v><![CDATA[x]]></v></c>'));
    expectLeftToSheetJS(cell('<c r="A1"><f>1+1</f></c>'));
    expectLeftToSheetJS(cell('<c r="A1" t="s"><v>5</v></c>'));
    expectLeftToSheetJS(craftXlsx([{ name: 'R&amp;D', data: '<row r="1"><c r="A1"><v>1</v></c></row>' }]));
  });
});
