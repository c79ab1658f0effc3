import * as XLSX from '@e965/xlsx';
import type { ImportLimits } from './grid-limits';
import { OutOfStep, readXlsx, streamXlsx, type SheetRows, type SheetSink } from './xlsx';

export { OutOfStep, ReadStopped, type PulledRow, type SheetRows } from './xlsx';

export type Grid = unknown[][];

/** Why a file cannot be read (the main thread turns it into the coded error). */
export type GridProblem = { problem: 'invalid' } | { problem: 'empty' } | { problem: 'rows'; limit: number } | { problem: 'columns'; limit: number };

export interface ReadSheets {
  /** Every sheet name, first sheet first. */
  names: string[];
  /** Grids of the first sheet and the wanted sheets that exist. */
  grids: Record<string, Grid>;
}

/**
 * The parser's options: SheetJS cannot stream a read, so it stops a row past
 * the cap (`sheetRows`) whatever range the file declares, and keeps cells dense.
 */
const readOptions = (limits: ImportLimits): XLSX.ParsingOptions => ({ type: 'buffer', sheetRows: limits.maxRows + 2, dense: true });

/**
 * A sheet's cells as rows, bounded by the cells it really holds (a file may declare
 * `A1:E1048576` around five cells), or the cap it breaks.
 */
function gridOf(ws: XLSX.WorkSheet, limits: ImportLimits): Grid | GridProblem {
  const dense = (ws as { '!data'?: unknown[][] })['!data'] ?? [];
  let maxRow = -1;
  let maxCol = -1;
  dense.forEach((row, r) => {
    if (!row) return;
    for (let c = row.length - 1; c >= 0; c--) {
      if (row[c] === undefined) continue;
      if (r > maxRow) maxRow = r;
      if (c > maxCol) maxCol = c;
      break;
    }
  });
  if (maxRow > limits.maxRows) return { problem: 'rows', limit: limits.maxRows };
  if (maxCol + 1 > limits.maxColumns) return { problem: 'columns', limit: limits.maxColumns };
  ws['!ref'] = maxRow < 0 ? 'A1:A1' : XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: maxRow, c: maxCol } });
  return XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true }) as Grid;
}

/** Parts of an .xlsx inflating past this are left to SheetJS (zip bombs meet its heap and time caps, as before). */
export const FAST_PART_BYTES = 128 * 1024 * 1024;

/**
 * Reads the first sheet and the `wanted` ones of an .xlsx / .xls file within the caps: an
 * ordinary .xlsx by the fast reader (`./xlsx`), anything it does not read exactly as SheetJS by SheetJS.
 */
export function readSheets(bytes: Uint8Array, wanted: string[], limits: ImportLimits): ReadSheets | GridProblem {
  return readXlsx(bytes, wanted, limits, FAST_PART_BYTES) ?? readSheetsBySheetJS(bytes, wanted, limits);
}

/** Reads the first sheet and the `wanted` ones with SheetJS (.xls, .csv, odd .xlsx). */
export function readSheetsBySheetJS(bytes: Uint8Array, wanted: string[], limits: ImportLimits): ReadSheets | GridProblem {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, readOptions(limits));
  } catch {
    return { problem: 'invalid' };
  }
  if (!wb.SheetNames.length) return { problem: 'empty' };
  const grids: Record<string, Grid> = {};
  for (const name of wb.SheetNames) {
    if (name !== wb.SheetNames[0] && !wanted.includes(name)) continue;
    const grid = gridOf(wb.Sheets[name], limits);
    if (!Array.isArray(grid)) return grid;
    grids[name] = grid;
  }
  return { names: wb.SheetNames, grids };
}

/** A message of a streamed read (`streamSheets`), in the order sent. */
export type StreamMessage =
  /** `pulled`: wanted sheets to read a row at a time in step with the first sheet (with `pull`), the others being in `grids`. */
  | { kind: 'head'; names: string[]; grids: Record<string, Grid>; total: number; pulled?: Record<string, SheetRows> }
  | { kind: 'rows'; from: number; rows: unknown[][]; last: boolean }
  | { kind: 'problem'; problem: GridProblem }
  /** The fast reader met something only SheetJS reads: forget what came; a new head follows. */
  | { kind: 'restart' };

/**
 * Reads an import file as `readSheets` does, sending as it goes: the wanted sheets, then the
 * first sheet's rows `every` at a time (its header first). With `pull`, the wanted sheets the
 * fast reader can are handed on to be pulled in step with the first sheet (`head`'s `pulled`);
 * when the reader finds them out of step (`OutOfStep`), the file is sent again with them whole.
 * A file the fast reader leaves to SheetJS after having sent rows is sent again too. Each time
 * a `restart` goes first. `send` may throw `ReadStopped` to end the read (it is thrown on).
 */
export function streamSheets(bytes: Uint8Array, wanted: string[], limits: ImportLimits, every: number, send: (m: StreamMessage) => void, pull = false): void {
  let sent = false;
  const sink: SheetSink = {
    // Sent once `send` returns: the reader may pull a sheet there and meet what only SheetJS reads.
    head: (names, grids, total, pulled) => { send({ kind: 'head', names, grids, total, ...(pull && { pulled }) }); sent = true; },
    rows: (from, rows, last) => send({ kind: 'rows', from, rows, last }),
    problem: (problem) => send({ kind: 'problem', problem }),
  };
  try {
    if (streamXlsx(bytes, wanted, limits, FAST_PART_BYTES, every, sink, pull)) return;
  } catch (e) {
    if (!(e instanceof OutOfStep)) throw e;
    // Out of step at the head (a sheet two sub-tables read) sent nothing to start over from.
    if (sent) send({ kind: 'restart' });
    sent = false;
    if (streamXlsx(bytes, wanted, limits, FAST_PART_BYTES, every, sink)) return;
  }
  if (sent) send({ kind: 'restart' });
  const book = readSheetsBySheetJS(bytes, wanted, limits);
  if ('problem' in book) return send({ kind: 'problem', problem: book });
  const first = book.grids[book.names[0]] ?? [];
  const { [book.names[0]]: _first, ...others } = book.grids;
  send({ kind: 'head', names: book.names, grids: others, total: Math.max(0, first.length - 1) });
  for (let i = 0; i < first.length || i === 0; i += every) {
    send({ kind: 'rows', from: i, rows: first.slice(i, i + every), last: i + every >= first.length });
  }
}
