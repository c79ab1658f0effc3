import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { denseRow, readSheetCells, readSheetCellsBySax, type SheetCells } from '../../../server/excel/xlsx/sheet';

const LIMITS = { maxRows: 40, maxColumns: 12 };
const STRINGS = ['alpha', 'b & c', '报销', undefined, ''];

/** Either the cells read and every row handed on, or that the read was refused (what only SheetJS reads). */
function outcome(read: typeof readSheetCells, xml: string, every: number | undefined): { cells: SheetCells; emitted: [number, unknown[][]][] } | 'refused' {
  const emitted: [number, unknown[][]][] = [];
  try {
    const stream = every === undefined ? undefined : { every, emit: (from: number, rows: unknown[][]) => emitted.push([from, rows]) };
    return { cells: read(xml, STRINGS, LIMITS, stream), emitted };
  } catch {
    return 'refused';
  }
}

const space = fc.constantFrom('', ' ', '\n  ', '\t');
const quoted = (name: string, value: string) => fc.constantFrom(`${name}="${value}"`, `${name}='${value}'`);
/** Cell text; escapes (`_x000D_`) are text of value cells only (SheetJS alone reads them in formula strings). */
const plainText = fc.constantFrom('12', '-3.5e2', '0', '1', 'true', 'x &amp; y', 'a&lt;b', 'tab\tand\r\nbreak', '7', '  padded  ', '');
const text = fc.oneof(plainText, fc.constant('line_x000D_'));
const column = fc.integer({ min: 0, max: 14 }).map((n) => (n < 26 ? String.fromCharCode(65 + n) : `A${String.fromCharCode(65 + n - 26)}`));

/** A cell's type and content as writers pair them; now and then a pairing SheetJS alone reads. */
const typed = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(undefined, 'n'), fc.constantFrom('<v>12</v>', '<v>-3.5e2</v>', '<v>0</v>', '<v/>', '<v></v>', '', '<f>SUM(A1:A2)</f><v>3</v>', '<v>7</v><v>ignored</v>')), weight: 10 },
  { arbitrary: fc.tuple(fc.constant('s'), fc.integer({ min: 0, max: STRINGS.length - 1 }).map((k) => `<v>${k}</v>`)), weight: 10 },
  { arbitrary: fc.tuple(fc.constant('str'), plainText.map((v) => `<f>"x"</f><v>${v}</v>`)), weight: 5 },
  { arbitrary: fc.tuple(fc.constant('str'), plainText.map((v) => `<v>${v}</v>`)), weight: 5 },
  { arbitrary: fc.tuple(fc.constant('b'), fc.constantFrom('<v>1</v>', '<v>0</v>', '<v>true</v>')), weight: 5 },
  { arbitrary: fc.tuple(fc.constant('e'), fc.constantFrom('<v>#N/A</v>', '<f>1/0</f><v>#DIV/0!</v>')), weight: 3 },
  { arbitrary: fc.tuple(fc.constant('inlineStr'), fc.oneof(
    text.map((v) => `<is><t>${v}</t></is>`),
    text.map((v) => `<is><r><rPr><b/></rPr><t xml:space="preserve">${v}</t></r><r><t>!</t></r><rPh><t>ph</t></rPh></is>`),
    fc.constant('<is/>'), fc.constant(''),
  )), weight: 8 },
  { arbitrary: fc.tuple(fc.constantFrom(undefined, 'n', 's', 'str', 'b', 'e', 'inlineStr', ''), fc.constantFrom('<v>x</v>', '<v>99</v>', '<is><t>y</t></is>')), weight: 1 },
);

/** One `<c>` of a row: any mix of the shapes spreadsheet writers use. */
const cell = (row: number) => fc.record({
  ref: fc.option(column.map((c) => `${c}${row}`), { nil: undefined }),
  typed,
  style: fc.boolean(),
  selfClosing: fc.boolean(),
  gap: space,
}).chain((c) => fc.tuple(c.ref === undefined ? fc.constant('') : quoted('r', c.ref), c.typed[0] === undefined ? fc.constant('') : quoted('t', c.typed[0])).map(([r, t]) => {
  const attrs = [r, t, c.style ? 's="3"' : ''].filter(Boolean).join(' ');
  const open = `<c${attrs ? ` ${attrs}` : ''}${c.gap}`;
  const body = c.typed[1];
  return c.selfClosing && !body ? `${open}/>` : `${open}>${body}</c>`;
}));

/** A `<sheetData>` of rows in order (with gaps), some empty or self-closing, with Excel's extra attributes. */
const sheetData = fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 14 }).chain((steps) => {
  let n = 0;
  const numbers = steps.map((s) => (n += s));
  return fc.tuple(...numbers.map((row) => fc.tuple(fc.array(cell(row), { maxLength: 6 }), space, fc.boolean(), fc.boolean())
    .map(([cells, gap, spans, closes]) => {
      const attrs = `r="${row}"${spans ? ' spans="1:6" x14ac:dyDescent="0.25"' : ''}`;
      return !cells.length && closes ? `<row ${attrs}/>${gap}` : `<row ${attrs}>${gap}${cells.join(gap)}</row>${gap}`;
    })));
}).map((rows) => `<?xml version="1.0"?><worksheet xmlns="x"><dimension ref="A1"/><sheetData>${rows.join('')}</sheetData><mergeCells count="0"/></worksheet>`);

describe('the sheet scanner reads what saxen reads', () => {
  it('gives the same cells, the same rows handed on, or refuses alike, on sheets of every shape', () => {
    fc.assert(fc.property(sheetData, fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }), (xml, every) => {
      expect(outcome(readSheetCells, xml, every)).toStrictEqual(outcome(readSheetCellsBySax, xml, every));
    }), { numRuns: 400 });
  });

  it('reads a plain sheet itself and leaves a prefixed one to saxen, with the same answer', () => {
    const plain = '<sheetData><row r="1"><c r="A1" t="s"><v>1</v></c><c r="C1"><v>2.5</v></c></row><row r="3"><c r="B3" t="inlineStr"><is><t>x</t></is></c></row></sheetData>';
    const cells = readSheetCells(plain, STRINGS, LIMITS);
    expect({ ...cells, rows: Array.from(cells.rows, (r) => r && denseRow(r)) }).toStrictEqual({ rows: [['b & c', null, 2.5], undefined, [null, 'x']], maxRow: 2, maxCol: 2 });
    const prefixed = plain.replace(/<(\/?)(sheetData|row|c|v|is|t)\b/g, '<$1x:$2');
    expect(readSheetCells(prefixed, STRINGS, LIMITS)).toStrictEqual(cells);
  });

  it('refuses, as saxen does, what only SheetJS reads exactly', () => {
    for (const data of [
      '<row r="1"><!-- note --><c r="A1"><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="str"><v><![CDATA[x]]></v></c></row>',
      '<row r="1"><c r="A1"><v>1</v>',
      '<row r="1"><c r="A&amp;1"><v>1</v></c></row>',
      '<row r="1"><c r = "A1"><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="str"><f>"a"</f><v>a_x000D_</v></c></row>',
      '<row r="1"><c r="A1" t="str"><v>&#65;</v></c></row>',
      '<row r="1"><c r="A1" t="d"><v>2024-01-01</v></c></row>',
      '<row r="1"><c r="A1"><f>1+1</f></c></row>',
    ]) {
      expect(() => readSheetCells(`<sheetData>${data}</sheetData>`, STRINGS, LIMITS), data).toThrow();
      expect(() => readSheetCellsBySax(`<sheetData>${data}</sheetData>`, STRINGS, LIMITS), data).toThrow();
    }
  });

  it('leaves to SheetJS the odd shapes saxen reads past or reads otherwise', () => {
    for (const data of [
      '<row r="1"><c r="A1"><v>1<b/></v></c></row>',
      '<row r="1"><c r="A1"><extLst/><v>1</v></c></row>',
      // A second <is> is the cell's own content to saxen.
      '<row r="1"><c r="A1"><is><t>a</t></is><is><v>5</v></is></c></row>',
      '<row r="1"><c r="A1"><is/><is><f/></is></c></row>',
      // Attributes apart by a vertical tab, a form feed or a no-break space, or not apart at all.
      '<row r="1"><c r="A1"\u000Bt="s"><v>0</v></c></row>',
      '<row r="1"><c s="1"\u000Cr="C1"><v>0</v></c></row>',
      '<row r="1"><c r="A1"\u00A0t="s"><v>0</v></c></row>',
      '<row r="1"><c r="A1"t="s"><v>0</v></c></row>',
      '<row r="1"><c é="1" r="A1"><v>0</v></c></row>',
      // Elements that do not close by their own name, a cell outside a row, a row inside a row.
      '<row r="1"><c r="A1" t="inlineStr"><is><t>x</r></t></is></c></row>',
      '<row r="1"><c r="A1"><v>0</v></c></row></sheetData foo>',
      '<c r="A1"><v>1</v></c></row>',
      '<row r="1"><row r="2"><c r="A2"><v>1</v></c></row>',
    ]) {
      expect(() => readSheetCells(`<sheetData>${data}</sheetData>`, STRINGS, LIMITS), data).toThrow();
    }
  });

  it('reads from the first sheetData of the text only when it is the plain one', () => {
    const six = '<row r="1"><c r="A1"><v>6</v></c></row>';
    const five = '<row r="1"><c r="A1"><v>5</v></c></row>';
    for (const xml of [
      `<x:sheetData>${six}</x:sheetData><extLst><sheetData>${five}</sheetData></extLst>`,
      `<sheetData foo="1">${six}</sheetData><extLst><sheetData>${five}</sheetData></extLst>`,
      `<!--<sheetData>${five}</sheetData>--><sheetData>${six}</sheetData>`,
    ]) {
      expect(readSheetCells(xml, STRINGS, LIMITS).rows[0]?.[0], xml).toBe(6);
      expect(readSheetCells(xml, STRINGS, LIMITS)).toStrictEqual(readSheetCellsBySax(xml, STRINGS, LIMITS));
    }
  });
});
