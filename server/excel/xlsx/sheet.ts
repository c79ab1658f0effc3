import { Parser } from 'saxen';
import type { ImportLimits } from '../grid-limits';
import { Unsupported } from './parts';
import { createStringText, localName } from './rich-text';
import { isOdd, unescapeXml } from './text';

/** A sheet's stored cells by row, and the farthest row and column holding one (cells past the caps are counted, not kept). */
export interface SheetCells {
  rows: (unknown[] | undefined)[];
  maxRow: number;
  maxCol: number;
}

const CELL_REF = /^([A-Z]+)([0-9]+)$/;
const ROW_REF = /^[0-9]+$/;

/** Column index of `ABC` letters (A = 0). */
function columnOf(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i++) n = n * 26 + letters.charCodeAt(i) - 64;
  return n - 1;
}

/**
 * A cell's value as SheetJS reads it (`parse_ws_xml_data`, then `sheet_to_json` with raw
 * values): numbers by `parseFloat`, shared and inline strings, formula strings, booleans;
 * errors and strings without text as null. `skip` when SheetJS keeps no cell at all.
 */
function valueOf(type: string | undefined, raw: string | undefined, hasFormula: boolean, inline: string | undefined | typeof NO_TEXT, strings: (string | undefined)[]): unknown {
  const v = raw === undefined || raw === '' ? undefined : unescapeXml(raw, false);
  if (type === undefined && v === undefined) {
    if (hasFormula) throw new Unsupported('formula without value');
    return SKIP;
  }
  switch (type || 'n') {
    case 'n': return v === undefined || v === '' ? SKIP : parseFloat(v);
    case 's': {
      if (v === undefined) return SKIP;
      const i = parseInt(v, 10);
      if (!(i >= 0 && i < strings.length)) throw new Unsupported('shared string out of range');
      return strings[i] ?? null;
    }
    case 'str':
      if (raw !== undefined && /_x/i.test(raw)) throw new Unsupported('escape in a formula string');
      return v === undefined ? '' : unescapeXml(v, true);
    case 'inlineStr': return inline === NO_TEXT ? '' : (inline ?? null);
    case 'b': return v === '1' || v === 'true';
    case 'e': return null;
    default: throw new Unsupported(`cell type ${type}`);
  }
}
const SKIP = Symbol('skip');
/** An inline string cell without `<is>` (or `<is/>`): SheetJS reads ''. */
const NO_TEXT = Symbol('no text');

/**
 * Rows handed on while the sheet is read: `emit(from, rows)` gets rows `from`.. in order, each
 * complete (its `<row>` ended and a later one began), at least `every` at a time, holes as null.
 * The rows handed on are dropped from the answer. Rows out of order, and cells placed in
 * another row than their `<row>`, are Unsupported here (a row handed on could still change).
 */
export interface RowStream {
  every: number;
  emit: (from: number, rows: unknown[][]) => void;
}

/** A row's cells with holes as null ([] for a row without cells). */
export const denseRow = (row: unknown[] | undefined): unknown[] => (row ? Array.from(row, (v) => (v === undefined ? null : v)) : []);

/** Hands on rows `stream.flushed`.. below `end` (capped rows are not kept, so not handed on), dropping them. */
function flush(out: SheetCells, stream: RowStream & { flushed: number }, end: number, cap: number) {
  const stop = Math.min(end, cap + 1);
  if (stop <= stream.flushed) return;
  const rows: unknown[][] = [];
  for (let r = stream.flushed; r < stop; r++) {
    rows.push(denseRow(out.rows[r]));
    out.rows[r] = undefined;
  }
  stream.emit(stream.flushed, rows);
  stream.flushed = stop;
}

/**
 * Reads `<sheetData>` of a worksheet's XML (saxen) into cells, keeping rows up to
 * `limits.maxRows + 2` by their `r` (SheetJS's `sheetRows`) and only cells inside the caps.
 * With `stream`, rows are handed on as they are read; the rest (after the last hand-on)
 * stay in the answer for the caller to send with the caps' verdict.
 */
export function readSheetCells(xml: string, strings: (string | undefined)[], limits: ImportLimits, stream?: RowStream): SheetCells {
  const out: SheetCells = { rows: [], maxRow: -1, maxCol: -1 };
  const lastRow = limits.maxRows + 2;
  const flowing = stream && { ...stream, flushed: 0 };
  let inData = false;
  let done = false;
  let rowNo = 0;
  let skipRow = false;
  let col = -1;
  let cell: { row: number; col: number; type?: string; v?: string; inV: boolean; f: boolean; is?: ReturnType<typeof createStringText> | null; inIs: boolean } | undefined;
  const parser = new Parser();
  parser.on('openTag', (name: string, attrs: () => Record<string, string>, _d: unknown, selfClosing: boolean) => {
    if (done) return;
    if (cell?.inIs) return cell.is!.open(name, selfClosing);
    const local = localName(name);
    if (!inData) { inData = local === 'sheetData' && !selfClosing; return; }
    if (local === 'row') {
      const r = attrs().r;
      if (r === undefined || !ROW_REF.test(r)) throw new Unsupported('row without r');
      const next = parseInt(r, 10);
      if (flowing) {
        if (next <= rowNo) throw new Unsupported('rows out of order');
        if (next - 1 - flowing.flushed >= flowing.every) flush(out, flowing, next - 1, limits.maxRows);
      }
      rowNo = next;
      skipRow = rowNo > lastRow;
      col = -1;
    } else if (local === 'c') {
      const a = attrs();
      let row = rowNo - 1;
      if (a.r === undefined) col++;
      else {
        const m = CELL_REF.exec(a.r);
        if (!m) throw new Unsupported('cell reference');
        col = columnOf(m[1]);
        row = parseInt(m[2], 10) - 1;
        if (flowing && row !== rowNo - 1) throw new Unsupported('cell outside its row');
      }
      cell = { row, col, type: a.t, inV: false, f: false, inIs: false };
    } else if (cell) {
      if (local === 'v' && cell.v === undefined && !selfClosing) { cell.inV = true; cell.v = ''; }
      else if (local === 'f') cell.f = true;
      else if (local === 'is' && cell.is === undefined) {
        cell.is = selfClosing ? null : createStringText();
        cell.inIs = !selfClosing;
      }
    }
  });
  parser.on('closeTag', (name: string) => {
    if (done || !inData) return;
    const local = localName(name);
    if (cell?.inIs) {
      if (local === 'is') cell.inIs = false;
      else cell.is!.close(name);
      return;
    }
    if (local === 'sheetData') { done = true; parser.stop(); return; }
    if (!cell) return;
    if (local === 'v') cell.inV = false;
    else if (local === 'c') {
      const c = cell;
      cell = undefined;
      if (skipRow) return;
      const value = valueOf(c.type, c.v, c.f, c.is ? c.is.end() : NO_TEXT, strings);
      // A row 0 reference lands outside SheetJS's rows (index -1): not counted there either.
      if (value === SKIP || c.row < 0) return;
      if (c.row > out.maxRow) out.maxRow = c.row;
      if (c.col > out.maxCol) out.maxCol = c.col;
      // Past the caps the sheet is refused: counted above, not kept.
      if (c.row > limits.maxRows || c.col >= limits.maxColumns) return;
      (out.rows[c.row] ??= [])[c.col] = value;
    }
  });
  parser.on('text', (raw: string) => {
    if (!cell) return;
    if (cell.inIs) return cell.is!.text(raw);
    if (!cell.inV) return;
    if (isOdd(raw)) throw new Unsupported('text');
    cell.v += raw;
  });
  parser.on('cdata', () => { if (inData && !done) throw new Unsupported('cdata'); });
  parser.on('comment', () => { if (inData && !done) throw new Unsupported('comment'); });
  parser.on('error', (e: Error) => { throw e; });
  parser.on('warn', (e: Error) => { throw new Unsupported(e.message); });
  parser.parse(xml);
  return out;
}

/** What a first look at a sheet's XML tells, before it is parsed (every figure a hint: text may look like markup). */
export interface SheetReach {
  /** `<row>` elements, with or without a namespace prefix. */
  rowTags: number;
  /** The `r` of the first of them (undefined when it has none). */
  firstRow?: number;
  /** The largest row number and column index (A = 0) any `r="..."` names; -1 when none. */
  maxRow: number;
  maxCol: number;
}

const isNameChar = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45 || code === 46;
const endsName = (code: number) => code === 32 || code === 62 || code === 47 || code === 9 || code === 10 || code === 13;
const FIRST_R = /\br="(\d+)"/;

/** Whether the `row` at `i` opens a `<row>` or `<prefix:row>` element (a prefix is walked over by its name characters only). */
function opensRow(xml: string, i: number): boolean {
  if (!endsName(xml.charCodeAt(i + 3))) return false;
  let at = i - 1;
  if (xml.charCodeAt(at) === 58) {
    at--;
    while (at >= 0 && isNameChar(xml.charCodeAt(at))) at--;
  }
  return xml.charCodeAt(at) === 60;
}

/**
 * One linear pass over a sheet's XML: how many rows it holds, whether it starts with row 1,
 * and how far its cell references reach, so an import can count its rows and see a cap
 * broken before reading it. Each scan moves forward only.
 */
export function sheetReach(xml: string): SheetReach {
  const out: SheetReach = { rowTags: 0, maxRow: -1, maxCol: -1 };
  for (let i = xml.indexOf('row'); i > 0; i = xml.indexOf('row', i + 3)) {
    if (!opensRow(xml, i)) continue;
    if (out.rowTags++ === 0) {
      const end = xml.indexOf('>', i);
      const r = FIRST_R.exec(xml.slice(i, end < 0 ? xml.length : end));
      if (r) out.firstRow = Number(r[1]);
    }
  }
  for (let i = xml.indexOf('r="'); i >= 0; i = xml.indexOf('r="', i + 3)) {
    let k = i + 3;
    let col = 0;
    let letters = 0;
    for (let code = xml.charCodeAt(k); code >= 65 && code <= 90 && letters < 4; code = xml.charCodeAt(++k)) {
      col = col * 26 + code - 64;
      letters++;
    }
    let row = 0;
    let digits = 0;
    for (let code = xml.charCodeAt(k); code >= 48 && code <= 57 && digits < 8; code = xml.charCodeAt(++k)) {
      row = row * 10 + code - 48;
      digits++;
    }
    if (!digits || xml.charCodeAt(k) !== 34) continue;
    if (row > out.maxRow) out.maxRow = row;
    if (letters && col - 1 > out.maxCol) out.maxCol = col - 1;
  }
  return out;
}
