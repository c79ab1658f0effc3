import { fromCell } from './cells';
import type { Column, SheetLayout } from './columns';
import type { Grid, GridProblem, StreamMessage } from './sheet-grid';

/** What the parser thread needs to turn a file's rows into records: the sheets' columns and every header they may carry. */
export interface ReadLayout {
  layout: SheetLayout;
  /** `headerAliases`: a header (lower case, a sub-table's prefixed `key:`) to its column key. */
  aliases: Map<string, string>;
}

/** A data row of the first sheet: its Excel row number and its record values (sub-table lines included). */
export interface ParsedRow { row: number; data: Record<string, unknown> }

/** A cell that could not be read: its column's header and its text. */
export interface BadCell { field: string; value: string }

/**
 * What could not be read, untranslated (the main thread words it in the caller's language):
 * the bad cells of a row of the first sheet (its lines' included), or a sub-table line
 * (`sheet`, its row `row`) whose `#` names no row that holds data.
 */
export type ReadProblem = { row: number; cells: BadCell[] } | { row: number; sheet: string; named: string };

/** Why a file is refused before any row: a problem of the grid, or a header that names no column. */
export type FileProblem = GridProblem | { problem: 'unknownColumn'; column: string };

/** A message of a streamed read of records (`createRowReader`), in the order sent. */
export type RecordMessage =
  | { kind: 'head'; total: number }
  | { kind: 'rows'; rows: ParsedRow[]; problems: ReadProblem[]; last: boolean }
  | { kind: 'problem'; problem: FileProblem }
  /** The read starts over (SheetJS took over the file): forget what came; a new head follows. */
  | { kind: 'restart' };

type Mapped = (Column | '#' | undefined)[];

/** A header row names a column that the function does not have. */
class UnknownColumn extends Error {
  constructor(readonly column: string) {
    super(column);
  }
}

const isBlank = (r: unknown[] | undefined) => !r || r.every((v) => v === null || v === undefined || String(v).trim() === '');

/** Maps a header row onto columns; `#` (the row-number column of sub-table sheets) maps to `#`. */
function mapHeaders(header: unknown[], aliases: Map<string, string>, prefix: string, columns: Column[]): Mapped {
  return header.map((h) => {
    const text = h === null || h === undefined ? '' : String(h).trim();
    if (!text) return undefined;
    if (text === '#') return '#';
    const key = aliases.get(`${prefix}${text}`.toLowerCase());
    const column = key === undefined ? undefined : columns.find((c) => c.key === key);
    if (!column) throw new UnknownColumn(text);
    return column;
  });
}

function readCells(cells: unknown[], mapped: Mapped, bad: BadCell[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < mapped.length; i++) {
    const col = mapped[i];
    if (!col || col === '#') continue;
    const r = fromCell(col, cells[i] ?? null);
    if (!r) continue;
    if ('error' in r) bad.push({ field: col.header, value: r.error });
    else out[col.key] = r.value;
  }
  return out;
}

/** A sub-table sheet: its rows, which hold data and which a row of the first sheet took (by sheet row index). */
interface SubSheet { key: string; grid: Grid; at: number; filled: Uint8Array; taken: Uint8Array }
interface Line { sheet: SubSheet; at: number; cells: unknown[]; cols: Mapped }

/**
 * Turns a streamed read of an import file (`streamSheets`) into records, in the parser thread:
 * the sub-table sheets' lines are attached to the rows of the first sheet their `#` names, cells
 * are read by their column's kind (`fromCell`), blank rows are skipped. The main thread gets
 * records and what could not be read, not the sheets' grids.
 */
export function createRowReader(read: ReadLayout): (m: StreamMessage) => RecordMessage {
  const { layout, aliases } = read;
  let mapped: Mapped = [];
  /** Sub-table lines by the first sheet's row index they name, in sheet order. */
  let lines = new Map<number, Line[]>();
  let sheets: SubSheet[] = [];

  const head = (names: string[], grids: Record<string, Grid>) => {
    lines = new Map();
    sheets = [];
    mapped = [];
    for (const sub of layout.subTables) {
      const name = names.find((n) => n === sub.key || n === sub.header.slice(0, 31));
      const g = name === undefined ? undefined : grids[name];
      if (!g || g.length < 2) continue;
      const cols = mapHeaders(g[0], aliases, `${sub.key}:`, sub.columns);
      const at = cols.indexOf('#');
      const sheet: SubSheet = { key: sub.key, grid: g, at, filled: new Uint8Array(g.length), taken: new Uint8Array(g.length) };
      sheets.push(sheet);
      for (let i = 1; i < g.length; i++) {
        if (isBlank(g[i])) continue;
        sheet.filled[i] = 1;
        const owner = Number(at >= 0 ? g[i][at] : NaN);
        if (!Number.isInteger(owner) || owner < 1) continue;
        const line: Line = { sheet, at: i, cells: g[i], cols };
        const list = lines.get(owner);
        if (list) list.push(line);
        else lines.set(owner, [line]);
      }
    }
  };

  const rows = (from: number, part: unknown[][], last: boolean): RecordMessage => {
    const out: ParsedRow[] = [];
    const problems: ReadProblem[] = [];
    for (let k = 0; k < part.length; k++) {
      const i = from + k;
      if (i === 0) { mapped = mapHeaders(part[0], aliases, '', layout.columns); continue; }
      if (isBlank(part[k])) continue;
      const bad: BadCell[] = [];
      const row: ParsedRow = { row: i + 1, data: readCells(part[k], mapped, bad) };
      for (const line of lines.get(i) ?? []) {
        line.sheet.taken[line.at] = 1;
        ((row.data[line.sheet.key] ??= []) as unknown[]).push(readCells(line.cells, line.cols, bad));
      }
      out.push(row);
      if (bad.length) problems.push({ row: row.row, cells: bad });
    }
    if (last) {
      for (const sheet of sheets) {
        for (let i = 1; i < sheet.grid.length; i++) {
          if (!sheet.filled[i] || sheet.taken[i]) continue;
          const named = sheet.at >= 0 ? sheet.grid[i][sheet.at] : undefined;
          problems.push({ row: i + 1, sheet: sheet.key, named: String(named ?? '') });
        }
      }
    }
    return { kind: 'rows', rows: out, problems, last };
  };

  return (m) => {
    try {
      switch (m.kind) {
        case 'head':
          head(m.names, m.grids);
          return { kind: 'head', total: m.total };
        case 'rows':
          return rows(m.from, m.rows, m.last);
        default:
          return m;
      }
    } catch (e) {
      if (e instanceof UnknownColumn) return { kind: 'problem', problem: { problem: 'unknownColumn', column: e.column } };
      throw e;
    }
  };
}
