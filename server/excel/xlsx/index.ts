import type { ImportLimits } from '../grid-limits';
import type { Grid, GridProblem, ReadSheets } from '../sheet-grid';
import { openParts, Unsupported } from './parts';
import { capProblem, denseRow, pullSheetRows, readSheetCells, sheetReach, type RowStream, type SheetCells, type SheetReach, type SheetRows } from './sheet';
import { readSharedStrings } from './strings';
import { readWorkbook } from './workbook';

export type { PulledRow, SheetRows } from './sheet';

/**
 * The rows of a sheet as SheetJS's `sheet_to_json(header: 1, raw, defval: null, blankrows)`
 * gives them over A1 to the last cell: rows as wide as the widest with nulls in the holes,
 * a row without cells as [] (the first as nulls: SheetJS creates it to read the header).
 */
function gridOf(cells: SheetCells): Grid {
  const width = Math.max(cells.maxCol + 1, 1);
  const grid: Grid = new Array(Math.max(cells.maxRow + 1, 1));
  for (let r = 0; r < grid.length; r++) {
    const src = cells.rows[r];
    if (!src && r > 0) { grid[r] = []; continue; }
    const row = new Array(width);
    for (let c = 0; c < width; c++) row[c] = src?.[c] === undefined ? null : src[c];
    grid[r] = row;
  }
  return grid;
}

const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * Reads an .xlsx with fflate (the zip) and saxen (the XML), only the parts and cell values
 * the import needs, giving what the SheetJS path of `readSheets` gives. Answers undefined for
 * a file it does not read exactly as SheetJS does (not a zip: .xls, .csv; .xlsb; odd XML), which
 * the caller then reads with SheetJS; so does a file with a part declared larger than `maxPartBytes`.
 */
export function readXlsx(bytes: Uint8Array, wanted: string[], limits: ImportLimits, maxPartBytes: number): ReadSheets | GridProblem | undefined {
  try {
    const book = openBook(bytes, maxPartBytes);
    if (!book) return undefined;
    const grids: Record<string, Grid> = {};
    for (const sheet of book.sheets) {
      if (sheet.name !== book.names[0] && !wanted.includes(sheet.name)) continue;
      const grid = readGrid(book, sheetXml(book, sheet.path), limits);
      if (!Array.isArray(grid)) return grid;
      grids[sheet.name] = grid;
    }
    return { names: book.names, grids };
  } catch {
    return undefined;
  }
}

/** What the fast reader hands on while it streams a file (`streamXlsx`). */
export interface SheetSink {
  /**
   * Every sheet name, the wanted sheets read whole (`grids`) or to be pulled in step with the
   * first sheet (`pulled`), and a first count of the first sheet's data rows.
   */
  head(names: string[], grids: Record<string, Grid>, total: number, pulled: Record<string, SheetRows>): void;
  /** Rows `from`.. of the first sheet (0: the header), in order; `last` with the final ones. */
  rows(from: number, rows: unknown[][], last: boolean): void;
  problem(p: GridProblem): void;
}

/**
 * Rows of a long first sheet in the first hand-on: the importer checks them while the parser reads
 * on, rather than both waiting for a full part read by code the JIT has not optimised yet.
 */
const FIRST_PART_ROWS = 100;

/** Whether a sheet's XML may break a cap, by a first look at it: if so its exact verdict is needed before any row is handed on. */
const mayBreakCap = (reach: SheetReach, limits: ImportLimits) => reach.maxRow - 1 > limits.maxRows || reach.maxCol + 1 > limits.maxColumns;

/**
 * `readXlsx` for an import: the wanted sheets first (`head`), then the first sheet's rows as
 * they are read, `every` at a time, so the import can check them meanwhile. With `pull`, a
 * wanted sheet the scanner reads and that keeps within the caps is not read here but handed
 * on to be pulled a row at a time in step with the first sheet; the others are read whole.
 * Answers false, having sent what it sent, for a file the fast reader leaves to SheetJS; a
 * sink's `ReadStopped` or `OutOfStep` ends the read and is thrown on.
 */
export function streamXlsx(bytes: Uint8Array, wanted: string[], limits: ImportLimits, maxPartBytes: number, every: number, sink: SheetSink, pull = false): boolean {
  try {
    const book = openBook(bytes, maxPartBytes);
    if (!book) return false;
    const grids: Record<string, Grid> = {};
    const pulled: Record<string, SheetRows> = {};
    for (const sheet of book.sheets.slice(1)) {
      if (!wanted.includes(sheet.name)) continue;
      const xml = sheetXml(book, sheet.path);
      const rows = pull ? pulledSheet(book, xml, limits) : undefined;
      if (rows) { pulled[sheet.name] = rows; continue; }
      const grid = readGrid(book, xml, limits);
      if (!Array.isArray(grid)) { sink.problem(grid); return true; }
      grids[sheet.name] = grid;
    }
    const xml = sheetXml(book, book.sheets[0].path);
    // Data rows: the row elements but the header's (a sheet may leave out an empty first row).
    const reach = sheetReach(xml);
    const total = Math.max(0, reach.rowTags - (reach.firstRow === 1 ? 1 : 0));
    if (total > limits.maxRows || mayBreakCap(reach, limits)) {
      // A cap may be broken: the exact verdict before anything is handed on, so the file is refused at once.
      const whole = readGrid(book, xml, limits);
      if (!Array.isArray(whole)) { sink.problem(whole); return true; }
    }
    sink.head(book.names, grids, total, pulled);
    let next = 0;
    // A sheet that fits in one part is still handed on whole: its rows are then counted exactly at once.
    const stream: RowStream = { every, first: reach.rowTags > every ? FIRST_PART_ROWS : undefined, emit: (from, rows) => { sink.rows(from, rows, false); next = from + rows.length; } };
    const cells = readSheetCells(xml, book.strings, limits, stream);
    const broken = capProblem(cells, limits);
    if (broken) sink.problem(broken);
    else {
      // The rows not handed on yet, to the last cell; a sheet without cells reads as one empty header row.
      const rest = next === 0 && cells.maxRow < 0 ? [[]] : Array.from({ length: Math.max(0, cells.maxRow + 1 - next) }, (_, i) => denseRow(cells.rows[next + i]));
      sink.rows(next, rest, true);
    }
    return true;
  } catch (e) {
    if (e instanceof ReadStopped || e instanceof OutOfStep) throw e;
    return false;
  }
}

/** Thrown by a sink that wants no more of the file (its reader refused it): the read ends there, SheetJS is not tried. */
export class ReadStopped extends Error {}

/** Thrown by a sink whose pulled sheet's rows do not follow the first sheet's (a line for a row already handed on): the file is to be read again with every wanted sheet whole. */
export class OutOfStep extends Error {}

/** A wanted sheet to pull in step with the first one: one the scanner reads that cannot break a cap (undefined otherwise). */
function pulledSheet(book: OpenBook, xml: string, limits: ImportLimits): SheetRows | undefined {
  return mayBreakCap(sheetReach(xml), limits) ? undefined : pullSheetRows(xml, book.strings, limits);
}

interface OpenBook { parts: ReturnType<typeof openParts>; sheets: { name: string; path: string }[]; names: string[]; strings: (string | undefined)[] }

function openBook(bytes: Uint8Array, maxPartBytes: number): OpenBook | undefined {
  if (!isZip(bytes)) return undefined;
  const parts = openParts(bytes, maxPartBytes);
  const workbookXml = parts.text('xl/workbook.xml');
  const relsXml = parts.text('xl/_rels/workbook.xml.rels');
  if (workbookXml === undefined || relsXml === undefined) return undefined;
  const book = readWorkbook(workbookXml, relsXml);
  if (!book.sheets.length) return undefined;
  const sstXml = book.sharedStrings === undefined ? undefined : parts.text(book.sharedStrings);
  const strings = sstXml === undefined ? [] : readSharedStrings(sstXml);
  return { parts, sheets: book.sheets, names: book.sheets.map((s) => s.name), strings };
}

/** A sheet's XML, inflated once for all its readings; a missing part is Unsupported (SheetJS reads such a file). */
function sheetXml(book: OpenBook, path: string): string {
  const xml = book.parts.text(path);
  if (xml === undefined) throw new Unsupported('sheet part missing');
  return xml;
}

/** A whole sheet as a grid, or the cap it breaks; throws Unsupported for what SheetJS must read. */
function readGrid(book: OpenBook, xml: string, limits: ImportLimits): Grid | GridProblem {
  const cells = readSheetCells(xml, book.strings, limits);
  return capProblem(cells, limits) ?? gridOf(cells);
}
