import * as XLSX from '@e965/xlsx';
import { AppError, errors } from '../errors';
import { storeBuffer } from '../files';
import { translate } from '../i18n';
import { checkValues, createSaveMemo, uniqueConflictsOfMany, uniqueError, uniqueFieldsOf, type Caller, type LoadedFunction } from '../records';
import { fromCell } from './cells';
import { headerAliases, importLayout, type Column } from './columns';
import { XLSX_MIME } from './export';
import { streamInWorker } from './parse-pool';
import { turnTaker } from './turns';

/** A data row of the first sheet: its Excel row number and its record values. */
export interface ParsedRow { row: number; data: Record<string, unknown> }
export interface RowProblem { row: number; reason: string }

const isBlank = (r: unknown[] | undefined) => !r || r.every((v) => v === null || v === undefined || String(v).trim() === '');

/** Maps a header row onto columns; `#` (the row-number column of sub-table sheets) maps to `#`. */
function mapHeaders(header: unknown[], aliases: Map<string, string>, prefix: string, columns: Column[]): (Column | '#' | undefined)[] {
  return header.map((h) => {
    const text = h === null || h === undefined ? '' : String(h).trim();
    if (!text) return undefined;
    if (text === '#') return '#';
    const key = aliases.get(`${prefix}${text}`.toLowerCase());
    const column = key === undefined ? undefined : columns.find((c) => c.key === key);
    if (!column) throw errors.importUnknownColumn(text);
    return column;
  });
}

function readRow(cells: unknown[], mapped: (Column | '#' | undefined)[], c: Caller, problems: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  mapped.forEach((col, i) => {
    if (!col || col === '#') return;
    const r = fromCell(col, cells[i] ?? null);
    if (!r) return;
    if ('error' in r) problems.push(translate(c.lang, 'importBadValue', { field: col.header, value: r.error }));
    else out[col.key] = r.value;
  });
  return out;
}

/** Rows of the first sheet the parser hands on at a time (env IMPORT_STREAM_ROWS, default 1000: a staging batch's worth). */
const streamRows = () => {
  const n = Number(process.env.IMPORT_STREAM_ROWS);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 5000) : 1000;
};

/** Rows read from the file, with what could not be read in them. */
export interface RowChunk { rows: ParsedRow[]; problems: RowProblem[] }

/** The parser started the file over (the fast reader left it to SheetJS): what was done with its rows must be undone. */
export class RestartRead extends Error {}

/** An import file being read: its rows a chunk at a time, while the parser thread reads on. */
export interface ImportSource {
  /** Data rows of the first sheet, as first counted (blank rows included). */
  total: number;
  /** The next rows; undefined after the last. Throws RestartRead when the file is read again from the start. */
  next(): Promise<RowChunk | undefined>;
  /** Stops reading (the rest of the file is dropped). */
  close(): void;
}

/** A sub-table sheet: its rows, which hold data and which a row of the first sheet took (by sheet row index). */
interface SubSheet { key: string; grid: unknown[][]; at: number; filled: Uint8Array; taken: Uint8Array }
interface Line { sheet: SubSheet; at: number; cells: unknown[]; cols: (Column | '#' | undefined)[] }

/**
 * Opens an .xlsx or .xls file with the export's layout (headers in any pack language or as
 * field keys; sub-table sheets keyed by row number) for import. The parser thread reads the
 * sub-table sheets whole, then hands on the first sheet's rows as it reads them (bounded by the
 * caps); this answers once the header is read, so unknown columns and an empty file refuse the
 * file at once. Cells that cannot be read are row problems.
 */
export async function openWorkbook(c: Caller, f: LoadedFunction, bytes: Buffer): Promise<ImportSource> {
  const layout = importLayout(f, c.lang);
  const wanted = layout.subTables.flatMap((s) => [s.key, s.header.slice(0, 31)]);
  const aliases = headerAliases(f, layout);
  const stream = streamInWorker(bytes, wanted, streamRows());
  const turns = turnTaker();
  let total = 0;
  let mapped: (Column | '#' | undefined)[] = [];
  /** Sub-table lines by the first sheet's row index they name, in sheet order. */
  let lines = new Map<number, Line[]>();
  /** The sub-table sheets read: a line no row of the first sheet took by the end names no row that holds data. */
  let sheets: SubSheet[] = [];
  let ended = false;

  const readHead = async () => {
    const head = await stream.next();
    if (head.kind !== 'head') throw errors.importFileInvalid();
    total = head.total;
    lines = new Map();
    sheets = [];
    for (const sub of layout.subTables) {
      const name = head.names.find((n) => n === sub.key || n === sub.header.slice(0, 31));
      const g = name === undefined ? undefined : head.grids[name];
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

  /** The rows of one part: each non-blank row with its lines; the first part's row 0 is the header. */
  const readPart = async (from: number, part: unknown[][]): Promise<RowChunk> => {
    const rows: ParsedRow[] = [];
    const problems: RowProblem[] = [];
    for (let k = 0; k < part.length; k++) {
      const i = from + k;
      if (i === 0) { mapped = mapHeaders(part[0], aliases, '', layout.columns); continue; }
      if (turns.due()) await turns.take();
      if (isBlank(part[k])) continue;
      const reasons: string[] = [];
      const row = { row: i + 1, data: readRow(part[k], mapped, c, reasons) };
      for (const line of lines.get(i) ?? []) {
        line.sheet.taken[line.at] = 1;
        ((row.data[line.sheet.key] ??= []) as unknown[]).push(readRow(line.cells, line.cols, c, reasons));
      }
      rows.push(row);
      if (reasons.length) problems.push({ row: row.row, reason: reasons.join('; ') });
    }
    return { rows, problems };
  };

  const nextPart = async (): Promise<RowChunk | undefined> => {
    if (ended) return undefined;
    const part = await stream.next();
    if (part.kind === 'restart') {
      await readHead();
      throw new RestartRead();
    }
    if (part.kind !== 'rows') throw errors.importFileInvalid();
    const chunk = await readPart(part.from, part.rows);
    if (part.last) {
      ended = true;
      for (const sheet of sheets) {
        for (let i = 1; i < sheet.grid.length; i++) {
          if (!sheet.filled[i] || sheet.taken[i]) continue;
          const named = sheet.at >= 0 ? sheet.grid[i][sheet.at] : undefined;
          chunk.problems.push({ row: i + 1, reason: `${sheet.key} #${i + 1}: ${translate(c.lang, 'importBadValue', { field: '#', value: String(named ?? '') })}` });
        }
      }
    }
    return chunk;
  };

  try {
    await readHead();
    let first: RowChunk | undefined;
    for (;;) {
      try {
        first = await nextPart();
        break;
      } catch (e) {
        // Nothing was done with the rows yet: read on from the new start.
        if (!(e instanceof RestartRead)) throw e;
      }
    }
    if (ended && !first?.rows.length && !first?.problems.length) throw errors.importEmpty();
    // A file read in its first part has its rows counted exactly (the first count holds blank ones).
    if (ended) total = first?.rows.length ?? 0;
    let pending = first;
    return {
      get total() { return total; },
      async next() {
        if (pending) { const p = pending; pending = undefined; return p; }
        return nextPart();
      },
      close: () => stream.close(),
    };
  } catch (e) {
    stream.close();
    throw e;
  }
}

/** Rows checked together: one unique look-up per field for the chunk (env IMPORT_CHECK_CHUNK, default 500). */
const checkChunk = () => {
  const n = Number(process.env.IMPORT_CHECK_CHUNK);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 5000) : 500;
};

type Checked = { values: Record<string, unknown> } | { problem: string };

const problemOf = (e: unknown): string => {
  if (!(e instanceof AppError) || e.key !== 'fieldErrors') throw e;
  return (e.data as { reqFieldErrorList: { message: string }[] }).reqFieldErrorList.map((x) => x.message).join('; ');
};

/**
 * Validates rows as a save would (code 14 messages become the row's reason), a chunk at a
 * time: each row's checks in turn with the look-ups shared across the job, then one unique
 * look-up per field for the chunk; the answers are those of `prepareValues` per row. The
 * checker keeps what it has seen, so the rows of one file can come in several calls.
 */
export function createRowChecker(c: Caller, f: LoadedFunction) {
  const memo = createSaveMemo(c.data, c.userId);
  // Unique fields are unique inside one import too, not only against stored records.
  const seen = new Map<string, Set<string>>(uniqueFieldsOf(f).map((field) => [field, new Set<string>()]));
  const filled = (v: unknown) => v !== undefined && v !== null && v !== '';
  const size = checkChunk();
  let count = 0;
  return async (rows: ParsedRow[], onRow?: (checked: number) => Promise<void> | void) => {
    const values: Record<string, unknown>[] = [];
    const problems: RowProblem[] = [];
    for (let start = 0; start < rows.length; start += size) {
      const chunk = rows.slice(start, start + size);
      const checked: Checked[] = [];
      for (const r of chunk) {
        try {
          checked.push({ values: await checkValues(c, f, r.data, undefined, memo) });
        } catch (e) {
          checked.push({ problem: problemOf(e) });
        }
        // Most rows need no wait: awaiting only a promise spares a microtask per row.
        const waiting = onRow?.(++count);
        if (waiting) await waiting;
      }
      const passed = checked.flatMap((x) => ('values' in x ? [x.values] : []));
      const taken = seen.size ? await uniqueConflictsOfMany(c.data, f, passed) : passed.map(() => []);
      let k = 0;
      chunk.forEach((r, i) => {
        const x = checked[i];
        if ('problem' in x) return problems.push({ row: r.row, reason: x.problem });
        const v = x.values;
        const stored = taken[k++];
        const repeated = stored.length ? [] : [...seen].filter(([field, set]) => filled(v[field]) && set.has(String(v[field])));
        if (stored.length || repeated.length) {
          return problems.push({ row: r.row, reason: problemOf(uniqueError(f, stored.length ? stored : repeated.map(([field]) => field), c.lang)) });
        }
        for (const [field, set] of seen) if (filled(v[field])) set.add(String(v[field]));
        values.push(v);
      });
    }
    return { values, problems };
  };
}

/** The downloadable error file: one line per failing row, row number and reason. */
export async function storeErrorFile(c: Caller, dataDir: string, problems: RowProblem[]): Promise<string> {
  const ws = XLSX.utils.aoa_to_sheet([
    [translate(c.lang, 'importRow'), translate(c.lang, 'importReason')],
    ...problems.sort((a, b) => a.row - b.row).map((p) => [p.row, p.reason]),
  ]);
  ws['!cols'] = [{ wch: 8 }, { wch: 100 }];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'errors');
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const row = await storeBuffer(c.data, dataDir, { name: 'import-errors.xlsx', mime: XLSX_MIME, bytes, userId: c.userId, now: c.now() });
  return row.id;
}
