import * as XLSX from '@e965/xlsx';
import { AppError, errors } from '../errors';
import { storeBuffer } from '../files';
import { translate } from '../i18n';
import { checkValues, createSaveMemo, uniqueConflictsOfMany, uniqueError, uniqueFieldsOf, type Caller, type LoadedFunction } from '../records';
import { fromCell } from './cells';
import { headerAliases, importLayout, type Column } from './columns';
import { XLSX_MIME } from './export';
import { parseInWorker } from './parse-pool';
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
 * values. The file is parsed in the parser thread (bounded by the caps); cells
 * that cannot be read are row problems; unknown columns refuse the file.
 */
export async function parseWorkbook(c: Caller, f: LoadedFunction, bytes: Buffer): Promise<{ rows: ParsedRow[]; problems: RowProblem[] }> {
  const layout = importLayout(f, c.lang);
  const wanted = layout.subTables.flatMap((s) => [s.key, s.header.slice(0, 31)]);
  const book = await parseInWorker(bytes, wanted);
  const aliases = headerAliases(f, layout);
  const grid = book.grids[book.names[0]] ?? [];
  if (grid.length < 2) throw errors.importEmpty();
  const mapped = mapHeaders(grid[0], aliases, '', layout.columns);
  const turns = turnTaker();
  const byIndex = new Map<number, ParsedRow>();
  const rowProblems = new Map<number, string[]>();
  const rows: ParsedRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    await turns.take();
    if (isBlank(grid[i])) continue;
    const problems: string[] = [];
    const row = { row: i + 1, data: readRow(grid[i], mapped, c, problems) };
    rows.push(row);
    byIndex.set(i, row);
    if (problems.length) rowProblems.set(i + 1, problems);
  }
  for (const sub of layout.subTables) {
    const name = book.names.find((n) => n === sub.key || n === sub.header.slice(0, 31));
    const g = name === undefined ? undefined : book.grids[name];
    if (!g || g.length < 2) continue;
    const cols = mapHeaders(g[0], aliases, `${sub.key}:`, sub.columns);
    const at = cols.indexOf('#');
    for (let i = 1; i < g.length; i++) {
      await turns.take();
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
 * Validates every row as a save would (code 14 messages become the row's reason), a chunk
 * at a time: each row's checks in turn with the look-ups shared across the job, then one
 * unique look-up per field for the chunk; the answers are those of `prepareValues` per row.
 */
export async function validateRows(c: Caller, f: LoadedFunction, rows: ParsedRow[], onRow?: (checked: number) => Promise<void>) {
  const values: Record<string, unknown>[] = [];
  const problems: RowProblem[] = [];
  const memo = createSaveMemo(c.data, c.userId);
  // Unique fields are unique inside one import too, not only against stored records.
  const seen = new Map<string, Set<string>>(uniqueFieldsOf(f).map((field) => [field, new Set<string>()]));
  const filled = (v: unknown) => v !== undefined && v !== null && v !== '';
  const size = checkChunk();
  let count = 0;
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    const checked: Checked[] = [];
    for (const r of chunk) {
      try {
        checked.push({ values: await checkValues(c, f, r.data, undefined, memo) });
      } catch (e) {
        checked.push({ problem: problemOf(e) });
      }
      await onRow?.(++count);
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
