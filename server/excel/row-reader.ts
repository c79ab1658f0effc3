import { fromCell } from './cells';
import type { Column, SheetLayout } from './columns';
import { OutOfStep, type Grid, type GridProblem, type PulledRow, type SheetRows, type StreamMessage } from './sheet-grid';

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
  /** The read starts over (SheetJS took over the file, or a sub-table sheet is read whole after being out of step): forget what came; a new head follows. */
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

/** A sub-table sheet: its key, order among the sheets, `#` column, and for a pulled one its next row and the one taken ahead. */
interface SubSheet { key: string; order: number; at: number; cols: Mapped; pull?: SheetRows; ahead?: PulledRow }
interface Line { sheet: SubSheet; at: number; cells: unknown[] }
/** A line that no row took: its sheet's order and where it is, told once the read ends. */
type Untaken = { order: number; problem: Extract<ReadProblem, { sheet: string }> };

/**
 * Turns a streamed read of an import file (`streamSheets`) into records, in the parser thread:
 * the sub-table sheets' lines are attached to the rows of the first sheet their `#` names, cells
 * are read by their column's kind (`fromCell`), blank rows are skipped. The main thread gets
 * records and what could not be read, not the sheets' grids. A sheet handed on to be pulled is
 * read only as far as the rows read so far name: its lines must follow the first sheet's rows
 * (as the export writes them), else `OutOfStep` asks for the file again with the sheet whole.
 */
export function createRowReader(read: ReadLayout): (m: StreamMessage) => RecordMessage {
  const { layout, aliases } = read;
  let mapped: Mapped = [];
  /** Sub-table lines by the first sheet's row index they name, in sheet order; taken lines leave. */
  let lines = new Map<number, Line[]>();
  let sheets: SubSheet[] = [];
  let untaken: Untaken[] = [];

  const note = (sheet: SubSheet, at: number, cells: unknown[]) => {
    untaken.push({ order: sheet.order, problem: { row: at + 1, sheet: sheet.key, named: String((sheet.at >= 0 ? cells[sheet.at] : undefined) ?? '') } });
  };
  /** The first-sheet row a line's `#` names, if it names one (a whole number from 1). */
  const ownerOf = (sheet: SubSheet, cells: unknown[]): number | undefined => {
    const owner = Number(sheet.at >= 0 ? cells[sheet.at] : NaN);
    return Number.isInteger(owner) && owner >= 1 ? owner : undefined;
  };
  /** A line of a sheet: kept for the row its `#` names, or noted as taken by none. */
  const place = (sheet: SubSheet, at: number, cells: unknown[]) => {
    if (isBlank(cells)) return;
    const owner = ownerOf(sheet, cells);
    if (owner === undefined) return note(sheet, at, cells);
    const line: Line = { sheet, at, cells };
    const list = lines.get(owner);
    if (list) list.push(line);
    else lines.set(owner, [line]);
  };
  /** Pulls the lines of the pulled sheets that name rows up to `end` (all with `end` undefined); `from`: the first row not handed on. */
  const pullUpTo = (from: number, end: number | undefined) => {
    for (const sheet of sheets) {
      if (!sheet.pull) continue;
      for (let next = sheet.ahead ?? sheet.pull(); next; next = sheet.pull()) {
        const [at, cells] = next;
        const owner = ownerOf(sheet, cells);
        if (owner !== undefined && owner < from && !isBlank(cells)) throw new OutOfStep();
        if (end !== undefined && owner !== undefined && owner > end) { sheet.ahead = next; break; }
        sheet.ahead = undefined;
        place(sheet, at, cells);
      }
    }
  };

  const head = (names: string[], grids: Record<string, Grid>, pulled: Record<string, SheetRows>) => {
    lines = new Map();
    sheets = [];
    untaken = [];
    mapped = [];
    const taken = new Set<string>();
    layout.subTables.forEach((sub, order) => {
      const name = names.find((n) => n === sub.key || n === sub.header.slice(0, 31));
      if (name === undefined) return;
      const g = grids[name];
      const pull = pulled[name] as SheetRows | undefined;
      // Two sub-tables reading one sheet (labels alike in their first 31 characters) cannot both pull it: each reads it whole.
      if (pull && taken.has(name)) throw new OutOfStep();
      taken.add(name);
      let header: unknown[];
      let ahead: PulledRow | undefined;
      if (g) {
        if (g.length < 2) return;
        header = g[0];
      } else {
        if (!pull) return;
        const first = pull();
        // A sheet without a header row has an empty one, as read whole; a sheet without lines is no sheet.
        [header, ahead] = first?.[0] === 0 ? [first[1], pull()] : [[], first];
        if (!ahead) return;
      }
      const cols = mapHeaders(header, aliases, `${sub.key}:`, sub.columns);
      const sheet: SubSheet = { key: sub.key, order, at: cols.indexOf('#'), cols, pull, ahead };
      sheets.push(sheet);
      if (g) for (let i = 1; i < g.length; i++) place(sheet, i, g[i]);
    });
  };

  const rows = (from: number, part: unknown[][], last: boolean): RecordMessage => {
    pullUpTo(from, last ? undefined : from + part.length - 1);
    const out: ParsedRow[] = [];
    const problems: ReadProblem[] = [];
    for (let k = 0; k < part.length; k++) {
      const i = from + k;
      if (i === 0) { mapped = mapHeaders(part[0], aliases, '', layout.columns); continue; }
      const own = lines.get(i);
      if (own) lines.delete(i);
      if (isBlank(part[k])) {
        for (const line of own ?? []) note(line.sheet, line.at, line.cells);
        continue;
      }
      const bad: BadCell[] = [];
      const row: ParsedRow = { row: i + 1, data: readCells(part[k], mapped, bad) };
      // In sheet order, as the whole read gives them (a sheet read whole placed its lines before a pulled one's).
      if (own && sheets.length > 1) own.sort((a, b) => a.sheet.order - b.sheet.order);
      for (const line of own ?? []) ((row.data[line.sheet.key] ??= []) as unknown[]).push(readCells(line.cells, line.sheet.cols, bad));
      out.push(row);
      if (bad.length) problems.push({ row: row.row, cells: bad });
    }
    if (last) {
      // Lines naming rows past the last one.
      for (const own of lines.values()) for (const line of own) note(line.sheet, line.at, line.cells);
      lines.clear();
      untaken.sort((a, b) => a.order - b.order || a.problem.row - b.problem.row);
      problems.push(...untaken.map((u) => u.problem));
      untaken = [];
    }
    return { kind: 'rows', rows: out, problems, last };
  };

  return (m) => {
    try {
      switch (m.kind) {
        case 'head':
          head(m.names, m.grids, m.pulled ?? {});
          return { kind: 'head', total: m.total };
        case 'rows':
          return rows(m.from, m.rows, m.last);
        case 'restart':
          // The first read's sheets (and the pulled ones' text) are let go before the file is read again.
          lines = new Map();
          sheets = [];
          untaken = [];
          return m;
        default:
          return m;
      }
    } catch (e) {
      if (e instanceof UnknownColumn) return { kind: 'problem', problem: { problem: 'unknownColumn', column: e.column } };
      throw e;
    }
  };
}
