import * as XLSX from '@e965/xlsx';
import { resolveTexts } from '../engine';
import { packLocale, type ServerLang } from '../i18n';
import { toRecordFilters, toRecordSort, visibleRecords, withClockComputed, type Caller, type FilterInput, type ScopedFunction, type SortInput } from '../records';
import { toCell } from './cells';
import { sheetLayout, type Column } from './columns';

/** An export holds at most this many records. */
export const EXPORT_MAX_ROWS = 50_000;
const CHUNK = 500;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sheet names: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(text: string, fallback: string): string {
  const clean = text.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);
  return clean || fallback;
}

function sheet(columns: Column[], rows: unknown[][], firstHeader?: string): XLSX.WorkSheet {
  const headers = [...(firstHeader ? [firstHeader] : []), ...columns.map((c) => c.header)];
  const ws = XLSX.utils.aoa_to_sheet([headers, ...rows]);
  const offset = firstHeader ? 1 : 0;
  // Money shows two decimals.
  columns.forEach((c, i) => {
    if (c.kind !== 'money') return;
    for (let r = 1; r <= rows.length; r++) {
      const cell = ws[XLSX.utils.encode_cell({ r, c: i + offset })];
      if (cell && cell.t === 'n') cell.z = '0.00';
    }
  });
  ws['!cols'] = headers.map((h) => ({ wch: Math.min(40, Math.max(10, String(h).length * 2)) }));
  return ws;
}

/**
 * The records the current search finds (filters and sort as `page` takes
 * them, inside the caller's export scope) as an .xlsx workbook: one row per record, headers in the caller's
 * language, money in yuan, choices as labels, one more sheet per sub-table
 * whose first column `#` is the record's row number in the first sheet.
 */
export async function exportRecords(c: Caller, f: ScopedFunction, q: { filters?: Record<string, FilterInput>; sort?: SortInput[]; docStates?: string[] }): Promise<{ name: string; bytes: Buffer }> {
  const layout = sheetLayout(f, c.lang);
  const filters = toRecordFilters(f.fn, q.filters);
  const sort = toRecordSort(f.fn, q.sort);
  const main: unknown[][] = [];
  const subs = new Map(layout.subTables.map((s) => [s.key, [] as unknown[][]]));
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += CHUNK) {
    // The caller's export scope, and each record as they may read it (hidden fields stay out of the file).
    const page = await c.data.records.page({ fnId: f.fnId, filters, sort, offset, limit: CHUNK, docStates: q.docStates, scope: f.scope });
    for (const r of await visibleRecords(c.data, f.scope, await withClockComputed(c.data, f, page.records))) {
      const data = (r.data ?? {}) as Record<string, unknown>;
      main.push(layout.columns.map((col) => toCell(col, data[col.key])));
      const rowNo = main.length;
      for (const s of layout.subTables) {
        const lines = Array.isArray(data[s.key]) ? (data[s.key] as Record<string, unknown>[]) : [];
        for (const line of lines) subs.get(s.key)!.push([rowNo, ...s.columns.map((col) => toCell(col, line?.[col.key]))]);
      }
    }
    if (page.records.length < CHUNK) break;
  }
  const wb = XLSX.utils.book_new();
  const title = resolveTexts(f.fn.name, packLocale(f.locales, c.lang as ServerLang));
  XLSX.utils.book_append_sheet(wb, sheet(layout.columns, main), sheetName(title, f.fn.code));
  for (const s of layout.subTables) XLSX.utils.book_append_sheet(wb, sheet(s.columns, subs.get(s.key)!, '#'), sheetName(s.key, s.key));
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name: `${title}.xlsx`, bytes };
}
