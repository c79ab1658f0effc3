import { Parser } from 'saxen';
import type { ImportLimits } from '../grid-limits';
import type { GridProblem } from '../sheet-grid';
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
  /** Rows in the first hand-on, when fewer than `every` (the reader starts on them while the rest is read). */
  first?: number;
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

/** A cell between its opening tag and its end: where it lands and its type. */
interface OpenCell { row: number; col: number; type?: string }

/**
 * What both readers of `<sheetData>` do with its rows and cells, so they cannot differ in it:
 * rows kept up to `limits.maxRows + 2` by their `r` (SheetJS's `sheetRows`), only cells inside
 * the caps kept (the farthest counted), and with `stream` rows handed on as they complete.
 */
function sheetBuilder(strings: (string | undefined)[], limits: ImportLimits, stream?: RowStream | 'pulled') {
  const out: SheetCells = { rows: [], maxRow: -1, maxCol: -1 };
  const lastRow = limits.maxRows + 2;
  // A pulled sheet's rows are taken by the caller as they end: they must come in order, as streamed ones do.
  const flowing = stream && (stream === 'pulled' ? { every: Infinity, emit: () => {}, flushed: 0 } : { ...stream, every: Math.min(stream.first ?? stream.every, stream.every), flushed: 0 });
  let rowNo = 0;
  let skipRow = false;
  let col = -1;
  return {
    out,
    /** The index of the row read last (-1 before any). */
    get rowIndex() { return rowNo - 1; },
    /** A `<row>` with its `r` attribute. */
    row(r: string | undefined): void {
      if (r === undefined || !ROW_REF.test(r)) throw new Unsupported('row without r');
      const next = parseInt(r, 10);
      if (flowing) {
        if (next <= rowNo) throw new Unsupported('rows out of order');
        if (next - 1 - flowing.flushed >= flowing.every) {
          flush(out, flowing, next - 1, limits.maxRows);
          if (stream !== 'pulled') flowing.every = stream!.every;
        }
      }
      rowNo = next;
      skipRow = rowNo > lastRow;
      col = -1;
    },
    /** A `<c>` with its `r` and `t` attributes: where it lands. */
    cell(r: string | undefined, type: string | undefined): OpenCell {
      let row = rowNo - 1;
      if (r === undefined) col++;
      else {
        const m = CELL_REF.exec(r);
        if (!m) throw new Unsupported('cell reference');
        col = columnOf(m[1]);
        row = parseInt(m[2], 10) - 1;
        if (flowing && row !== rowNo - 1) throw new Unsupported('cell outside its row');
      }
      return { row, col, type };
    },
    /** The end of a cell: its `<v>` text (raw), whether it had an `<f>`, its inline string's text. */
    end(c: OpenCell, v: string | undefined, hasFormula: boolean, inline: string | undefined | typeof NO_TEXT): void {
      if (skipRow) return;
      const value = valueOf(c.type, v, hasFormula, inline, strings);
      // A row 0 reference lands outside SheetJS's rows (index -1): not counted there either.
      if (value === SKIP || c.row < 0) return;
      if (c.row > out.maxRow) out.maxRow = c.row;
      if (c.col > out.maxCol) out.maxCol = c.col;
      // Past the caps the sheet is refused: counted above, not kept.
      if (c.row > limits.maxRows || c.col >= limits.maxColumns) return;
      (out.rows[c.row] ??= [])[c.col] = value;
    },
  };
}
type SheetBuilder = ReturnType<typeof sheetBuilder>;

/**
 * Reads `<sheetData>` of a worksheet's XML into cells (see `sheetBuilder`). A sheet whose data
 * element is a plain `<sheetData>` is read by a scanner made for that shape; any other by saxen.
 * With `stream`, rows are handed on as they are read; the rest (after the last hand-on) stay in
 * the answer for the caller to send with the caps' verdict.
 */
export function readSheetCells(xml: string, strings: (string | undefined)[], limits: ImportLimits, stream?: RowStream): SheetCells {
  const b = sheetBuilder(strings, limits, stream);
  const data = plainSheetData(xml);
  if (data < 0) saxSheetData(xml, b);
  else for (const step = sheetScanner(xml, data, b); step(););
  return b.out;
}

/** The cap a sheet's cells break, rows told before columns (as SheetJS's path does), if any. */
export function capProblem(cells: SheetCells, limits: ImportLimits): GridProblem | undefined {
  if (cells.maxRow > limits.maxRows) return { problem: 'rows', limit: limits.maxRows };
  if (cells.maxCol + 1 > limits.maxColumns) return { problem: 'columns', limit: limits.maxColumns };
  return undefined;
}

/** A row of a pulled sheet that holds a cell: its index (0: the header) and its cells, holes as null. */
export type PulledRow = [at: number, cells: unknown[]];
/** The next row of a pulled sheet (`pullSheetRows`), undefined past its last. */
export type SheetRows = () => PulledRow | undefined;

/**
 * A sheet read a row at a time as the caller asks for it (a sub-table sheet read in step with
 * the first sheet): each next row holding a cell, in order, and undefined past the last. Only a
 * plain `<sheetData>` is pulled (undefined otherwise). Rows out of order, a cell outside its
 * row and a cap broken are Unsupported: those files are read again by SheetJS.
 */
export function pullSheetRows(xml: string, strings: (string | undefined)[], limits: ImportLimits): SheetRows | undefined {
  const data = plainSheetData(xml);
  if (data < 0) return undefined;
  const b = sheetBuilder(strings, limits, 'pulled');
  const step = sheetScanner(xml, data, b);
  let ended = false;
  return () => {
    while (!ended) {
      ended = !step();
      const at = b.rowIndex;
      const row = at >= 0 ? b.out.rows[at] : undefined;
      if (!row) continue;
      b.out.rows[at] = undefined;
      return [at, denseRow(row)];
    }
    if (capProblem(b.out, limits)) throw new Unsupported('a pulled sheet breaks a cap');
    return undefined;
  };
}

/** saxen's reading of `<sheetData>`, whatever its shape; exported for the tests that hold the scanner to it. */
export function readSheetCellsBySax(xml: string, strings: (string | undefined)[], limits: ImportLimits, stream?: RowStream): SheetCells {
  const b = sheetBuilder(strings, limits, stream);
  saxSheetData(xml, b);
  return b.out;
}

function saxSheetData(xml: string, b: SheetBuilder): void {
  let inData = false;
  let done = false;
  let cell: { at: OpenCell; v?: string; inV: boolean; f: boolean; is?: ReturnType<typeof createStringText> | null; inIs: boolean } | undefined;
  const parser = new Parser();
  parser.on('openTag', (name: string, attrs: () => Record<string, string>, _d: unknown, selfClosing: boolean) => {
    if (done) return;
    if (cell?.inIs) return cell.is!.open(name, selfClosing);
    const local = localName(name);
    if (!inData) { inData = local === 'sheetData' && !selfClosing; return; }
    if (local === 'row') b.row(attrs().r);
    else if (local === 'c') {
      const a = attrs();
      cell = { at: b.cell(a.r, a.t), inV: false, f: false, inIs: false };
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
      b.end(c.at, c.v, c.f, c.is ? c.is.end() : NO_TEXT);
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
}

const DATA_OPEN = '<sheetData>';

/** Where the scanner starts: just after `<sheetData>`; -1 when the data element is prefixed, empty or has attributes (saxen reads those). */
function plainSheetData(xml: string): number {
  const at = xml.indexOf(DATA_OPEN);
  // The first `sheetData` in the text must be this one (not a prefixed one or one with attributes), and no comment comes before it.
  return at < 0 || xml.indexOf('sheetData') !== at + 1 || xml.lastIndexOf('<!--', at) >= 0 ? -1 : at + DATA_OPEN.length;
}

const GT = 62;
const SLASH = 47;
const EQ = 61;
const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;
/** ASCII name characters (letters, digits, `_ - .`). */
const isNameChar = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45 || code === 46;
/** Whether the code after a tag's name ends it (space, `>` or `/`). */
const endsName = (code: number) => code === GT || code === SLASH || isSpace(code);
/** The characters an attribute name may have here (a name character or the `:` of a prefix); anything else is left to SheetJS. */
const isAttributeNameChar = (code: number) => isNameChar(code) || code === 58;

/**
 * The scanner for sheets whose data element is a plain `<sheetData>`, a row per step: each call
 * reads on to the end of a `<row>` (true) or of `<sheetData>` (false). It reads element by
 * element what saxen's reading does with them (the rows, the cells with their `r` and `t`, each
 * cell's first `<v>` text raw, whether it has an `<f>`, an inline string's elements and text)
 * and calls the same builder. What it does not expect (a prefixed or unknown element, a comment,
 * CDATA, an entity or markup in `r` or `t`, markup inside `<v>` or `<f>`, an unclosed tag) it
 * leaves to SheetJS as Unsupported, as saxen's reading does with what it cannot read exactly.
 */
function sheetScanner(xml: string, from: number, b: SheetBuilder): () => boolean {
  let i = from;
  let r: string | undefined;
  let t: string | undefined;
  let selfClosing = false;
  /** Reads a tag's attributes from `k` (after its name) to its `>`: `r`, `t`, whether it closes itself; the index after `>`. */
  const attributes = (at: number): number => {
    r = undefined;
    t = undefined;
    selfClosing = false;
    let k = at;
    for (;;) {
      let code = xml.charCodeAt(k);
      while (isSpace(code)) code = xml.charCodeAt(++k);
      if (code === GT) return k + 1;
      if (code === SLASH) {
        if (xml.charCodeAt(k + 1) !== GT) throw new Unsupported('tag');
        selfClosing = true;
        return k + 2;
      }
      const nameStart = k;
      while (isAttributeNameChar(code)) code = xml.charCodeAt(++k);
      const nameLength = k - nameStart;
      const single = nameLength === 1 ? xml.charCodeAt(nameStart) : 0;
      // `name="value"` with nothing around the `=` (saxen refuses more than that, so SheetJS reads it).
      if (!nameLength || code !== EQ) throw new Unsupported('attribute');
      code = xml.charCodeAt(++k);
      if (code !== 34 && code !== 39) throw new Unsupported('attribute');
      const close = xml.indexOf(code === 34 ? '"' : "'", k + 1);
      if (close < 0) throw new Unsupported('attribute');
      // r (114) and t (116): the only attributes read.
      if (single === 114 || single === 116) {
        const value = xml.slice(k + 1, close);
        if (value.includes('&') || value.includes('<') || (single === 114 ? r : t) !== undefined) throw new Unsupported('attribute');
        if (single === 114) r = value;
        else t = value;
      }
      k = close + 1;
      // Attributes are apart: after a value comes a space, or the tag's end.
      code = xml.charCodeAt(k);
      if (!isSpace(code) && code !== GT && code !== SLASH) throw new Unsupported('attribute');
    }
  };
  /** The index after the `>` of a closing tag whose name ends at `k`. */
  const closeEnd = (k: number): number => {
    let code = xml.charCodeAt(k);
    while (isSpace(code)) code = xml.charCodeAt(++k);
    if (code !== GT) throw new Unsupported('tag');
    return k + 1;
  };
  /** Whether the tag at `lt` (its `<`) is named `name` (one after `</` when `closing`). */
  const named = (lt: number, name: string, closing: boolean): boolean => {
    const at = lt + (closing ? 2 : 1);
    return xml.startsWith(name, at) && endsName(xml.charCodeAt(at + name.length));
  };
  /** An inline string from after its `<is>` to its `</is>`, as saxen's events feed it to the string text; the index after. */
  const inlineString = (at: number, text: ReturnType<typeof createStringText>): number => {
    let k = at;
    /** The elements open inside it: each must close by its own name. */
    const open: string[] = [];
    for (;;) {
      const lt = xml.indexOf('<', k);
      if (lt < 0) throw new Unsupported('is not closed');
      if (lt > k) text.text(xml.slice(k, lt));
      const closing = xml.charCodeAt(lt + 1) === SLASH;
      const nameStart = lt + (closing ? 2 : 1);
      let e = nameStart;
      while (e < xml.length && !endsName(xml.charCodeAt(e))) e++;
      const name = xml.slice(nameStart, e);
      if (!name || name.includes(':') || name.includes('<') || name.charCodeAt(0) === 33 || name.charCodeAt(0) === 63) throw new Unsupported('inline string');
      if (closing) {
        k = closeEnd(e);
        if (!open.length && name === 'is') return k;
        if (open.pop() !== name) throw new Unsupported('inline string');
        text.close(name);
        continue;
      }
      k = attributes(e);
      text.open(name, selfClosing);
      if (selfClosing) text.close(name);
      else open.push(name);
    }
  };
  /** Inside a `<row>` that has not closed yet. */
  let inRow = false;
  let ended = false;
  return () => {
    if (ended) return false;
    for (;;) {
      const lt = xml.indexOf('<', i);
      if (lt < 0) throw new Unsupported('sheetData not closed');
      if (xml.charCodeAt(lt + 1) === SLASH) {
        if (named(lt, 'row', true) && inRow) { i = closeEnd(lt + 5); inRow = false; return true; }
        if (named(lt, 'sheetData', true) && !inRow) { closeEnd(lt + 11); ended = true; return false; }
        throw new Unsupported('closing tag');
      }
      if (named(lt, 'row', false)) {
        if (inRow) throw new Unsupported('row in a row');
        i = attributes(lt + 4);
        b.row(r);
        inRow = !selfClosing;
        if (selfClosing) return true;
        continue;
      }
      if (!named(lt, 'c', false) || !inRow) throw new Unsupported('element');
      i = attributes(lt + 2);
      const at = b.cell(r, t);
      if (selfClosing) {
        b.end(at, undefined, false, NO_TEXT);
        continue;
      }
      let v: string | undefined;
      let hasFormula = false;
      let inline: string | undefined | typeof NO_TEXT = NO_TEXT;
      let hadInline = false;
      for (;;) {
        const open = xml.indexOf('<', i);
        if (open < 0) throw new Unsupported('c not closed');
        if (xml.charCodeAt(open + 1) === SLASH) {
          if (!named(open, 'c', true)) throw new Unsupported('closing tag');
          i = closeEnd(open + 3);
          break;
        }
        if (named(open, 'is', false)) {
          // saxen reads a second <is> as the cell's own content: left to SheetJS.
          if (hadInline) throw new Unsupported('second is');
          hadInline = true;
          i = attributes(open + 3);
          // <is/> reads as no text.
          if (selfClosing) continue;
          const text = createStringText();
          i = inlineString(i, text);
          inline = text.end();
          continue;
        }
        const child = named(open, 'v', false) ? 'v' : named(open, 'f', false) ? 'f' : undefined;
        if (!child) throw new Unsupported('element in a cell');
        i = attributes(open + 2);
        if (child === 'f') hasFormula = true;
        if (selfClosing) continue;
        const closeTag = child === 'v' ? '</v>' : '</f>';
        const close = xml.indexOf(closeTag, i);
        if (close < 0) throw new Unsupported(`${child} not closed`);
        const text = xml.slice(i, close);
        if (text.includes('<')) throw new Unsupported(`markup in ${child}`);
        if (child === 'v' && v === undefined) {
          if (isOdd(text)) throw new Unsupported('text');
          v = text;
        }
        i = close + closeTag.length;
      }
      b.end(at, v, hasFormula, inline);
    }
  };
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
