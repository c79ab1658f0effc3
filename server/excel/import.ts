import * as XLSX from '@e965/xlsx';
import { AppError, errors } from '../errors';
import { storeBuffer } from '../files';
import { translate, type ServerLang } from '../i18n';
import { checkValues, createSaveMemo, uniqueConflictsOfMany, uniqueError, uniqueFieldsOf, type Caller, type LoadedFunction } from '../records';
import { headerAliases, importLayout } from './columns';
import { XLSX_MIME } from './export';
import { streamInWorker } from './parse-pool';
import type { ParsedRow, ReadProblem } from './row-reader';

export type { ParsedRow } from './row-reader';
export interface RowProblem { row: number; reason: string }

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

/** A read problem in the caller's language: the row's bad cells, or a sub-table line naming no row. */
function reasonOf(p: ReadProblem, lang: ServerLang): string {
  if ('cells' in p) return p.cells.map((b) => translate(lang, 'importBadValue', { field: b.field, value: b.value })).join('; ');
  return `${p.sheet} #${p.row}: ${translate(lang, 'importBadValue', { field: '#', value: p.named })}`;
}

/**
 * Opens an .xlsx or .xls file with the export's layout (headers in any pack language or as
 * field keys; sub-table sheets keyed by row number) for import. The parser thread hands on
 * the first sheet's rows as records as it reads them, reading the sub-table sheets' lines in
 * step (bounded by the caps; `createRowReader`); this answers once the header is read, so unknown
 * columns and an empty file refuse the file at once. Cells that cannot be read are row problems.
 */
export async function openWorkbook(c: Caller, f: LoadedFunction, bytes: Buffer): Promise<ImportSource> {
  const layout = importLayout(f, c.lang);
  const wanted = layout.subTables.flatMap((s) => [s.key, s.header.slice(0, 31)]);
  const stream = streamInWorker(bytes, wanted, streamRows(), { layout, aliases: headerAliases(f, layout) });
  let total = 0;
  let ended = false;

  const readHead = async () => {
    const head = await stream.next();
    if (head.kind !== 'head') throw errors.importFileInvalid();
    total = head.total;
  };

  const nextPart = async (): Promise<RowChunk | undefined> => {
    if (ended) return undefined;
    const part = await stream.next();
    if (part.kind === 'restart') {
      await readHead();
      throw new RestartRead();
    }
    if (part.kind !== 'rows') throw errors.importFileInvalid();
    if (part.last) ended = true;
    return { rows: part.rows, problems: part.problems.map((p) => ({ row: p.row, reason: reasonOf(p, c.lang) })) };
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
