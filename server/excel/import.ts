import * as XLSX from '@e965/xlsx';
import { AppError, errors } from '../errors';
import { storeBuffer } from '../files';
import { translate } from '../i18n';
import { insertRecord, prepareValues, REQUEST_ID_WINDOW_MS, uniqueError, uniqueFieldsOf, withUniqueErrors, type Caller, type LoadedFunction } from '../records';
import { fromCell } from './cells';
import { headerAliases, importLayout, type Column } from './columns';
import { XLSX_MIME } from './export';
import { clampSheet, readOptions } from './grid-limits';

/** A data row of the first sheet: its Excel row number and its record values. */
export interface ParsedRow { row: number; data: Record<string, unknown> }
export interface RowProblem { row: number; reason: string }

type Grid = unknown[][];

const isBlank = (r: unknown[] | undefined) => !r || r.every((v) => v === null || v === undefined || String(v).trim() === '');

function readGrid(ws: XLSX.WorkSheet | undefined): Grid {
  if (!ws) return [];
  clampSheet(ws);
  return XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true }) as Grid;
}

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
    const r = fromCell(col, cells[i]);
    if (!r) return;
    if ('error' in r) problems.push(translate(c.lang, 'importBadValue', { field: col.header, value: r.error }));
    else out[col.key] = r.value;
  });
  return out;
}

/**
 * Reads an .xlsx or .xls file with the export's layout (headers in any pack
 * language or as field keys; sub-table sheets keyed by row number) into record
 * values. Cells that cannot be read are row problems; unknown columns refuse the file.
 */
export function parseWorkbook(c: Caller, f: LoadedFunction, bytes: Buffer): { rows: ParsedRow[]; problems: RowProblem[] } {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, readOptions());
  } catch {
    throw errors.importFileInvalid();
  }
  if (!wb.SheetNames.length) throw errors.importEmpty();
  const layout = importLayout(f, c.lang);
  const aliases = headerAliases(f, layout);
  const grid = readGrid(wb.Sheets[wb.SheetNames[0]]);
  if (grid.length < 2) throw errors.importEmpty();
  const mapped = mapHeaders(grid[0], aliases, '', layout.columns);
  const byIndex = new Map<number, ParsedRow>();
  const rowProblems = new Map<number, string[]>();
  const rows: ParsedRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    if (isBlank(grid[i])) continue;
    const problems: string[] = [];
    const row = { row: i + 1, data: readRow(grid[i], mapped, c, problems) };
    rows.push(row);
    byIndex.set(i, row);
    if (problems.length) rowProblems.set(i + 1, problems);
  }
  for (const sub of layout.subTables) {
    const name = wb.SheetNames.find((n) => n === sub.key || n === sub.header.slice(0, 31));
    if (!name) continue;
    const g = readGrid(wb.Sheets[name]);
    if (g.length < 2) continue;
    const cols = mapHeaders(g[0], aliases, `${sub.key}:`, sub.columns);
    const at = cols.indexOf('#');
    for (let i = 1; i < g.length; i++) {
      if (isBlank(g[i])) continue;
      const owner = byIndex.get(Number(at >= 0 ? g[i][at] : NaN));
      if (!owner) {
        rowProblems.set(-(i + 1), [`${sub.key} #${i + 1}: ${translate(c.lang, 'importBadValue', { field: '#', value: String(g[i][at] ?? '') })}`]);
        continue;
      }
      const problems: string[] = [];
      const line = readRow(g[i], cols, c, problems);
      ((owner.data[sub.key] ??= []) as unknown[]).push(line);
      if (problems.length) rowProblems.set(owner.row, [...(rowProblems.get(owner.row) ?? []), ...problems]);
    }
  }
  const problems = [...rowProblems.entries()].map(([row, list]) => ({ row: Math.abs(row), reason: list.join('; ') }));
  return { rows, problems };
}

/** Validates every row as a save would (code 14 messages become the row's reason). */
export async function validateRows(c: Caller, f: LoadedFunction, rows: ParsedRow[], onRow?: () => void) {
  const values: Record<string, unknown>[] = [];
  const problems: RowProblem[] = [];
  // Unique fields are unique inside one import too, not only against stored records.
  const seen = new Map<string, Set<string>>(uniqueFieldsOf(f).map((field) => [field, new Set<string>()]));
  for (const r of rows) {
    try {
      const v = await prepareValues(c, f, r.data);
      const repeated = [...seen].filter(([field, set]) => v[field] !== undefined && v[field] !== null && v[field] !== '' && set.has(String(v[field])));
      if (repeated.length) throw uniqueError(f, repeated.map(([field]) => field), c.lang);
      for (const [field, set] of seen) if (v[field] !== undefined && v[field] !== null && v[field] !== '') set.add(String(v[field]));
      values.push(v);
    } catch (e) {
      if (!(e instanceof AppError) || e.key !== 'fieldErrors') throw e;
      const list = (e.data as { reqFieldErrorList: { message: string }[] }).reqFieldErrorList;
      problems.push({ row: r.row, reason: list.map((x) => x.message).join('; ') });
    }
    onRow?.();
  }
  return { values, problems };
}

/** Writes every record in ONE transaction (serials allocated as they go): all or nothing. */
export async function writeRows(c: Caller, f: LoadedFunction, values: Record<string, unknown>[], requestId?: string, onRow?: () => void): Promise<number> {
  const now = c.now();
  return withUniqueErrors(c, f, () => c.tx(async (t) => {
    if (requestId && !(await t.requestIds.claim(c.userId, requestId, now, now - REQUEST_ID_WINDOW_MS))) throw errors.duplicateSubmission();
    for (const v of values) {
      await insertRecord(t, f, v, c.userId, now);
      onRow?.();
    }
    return values.length;
  }));
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
