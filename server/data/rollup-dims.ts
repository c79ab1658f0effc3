import { fieldTypeOf, type PackFunction } from '../engine';
import { isFieldIdentifier } from './json-field';
import type { RecordFilter } from './records';
import type { RollupDim } from './rollup-spec';

/** Filter fields a rollup key holds at most (d0..d2 of migration 022). */
const MAX_DIMS = 3;

/**
 * The search filters of a dashboard a rollup can be cut by, decided by the field type
 * alone: an exact search of a single-choice field (a fixed list of options, as select,
 * radio, switch and department fields are) keeps the value; a period search of a date
 * field keeps the month. Dates first (the usual filter, and the key's leading column),
 * at most three. Free text, numbers, users and several-choice fields stay out.
 */
export function dashboardDims(fn: PackFunction, filters: readonly string[]): RollupDim[] {
  const dims: RollupDim[] = [];
  for (const field of filters) {
    const rule = fn.search?.find((s) => s.field === field)?.rule;
    const type = fieldTypeOf(fn.fields.find((f) => f.identifier === field)?.type);
    if (!type?.search || !isFieldIdentifier(field)) continue;
    if (rule === 'period' && type.search.kind === 'date') dims.push({ field, by: 'month' });
    else if (rule === 'exact' && (type.search.kind === 'choice' || type.search.kind === 'switch') && !type.multiple && type.storage === 'text') dims.push({ field, by: 'value' });
  }
  return [...dims.filter((d) => d.by === 'month'), ...dims.filter((d) => d.by === 'value')].slice(0, MAX_DIMS);
}

/** Range bounds a dims rollup serves: ISO days, so they compare with stored days alike under any collation. */
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-\d{2}$/;

/** `YYYY-MM` shifted by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const at = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(at / 12)).padStart(4, '0')}-${String((at % 12) + 1).padStart(2, '0')}`;
}

/** How one filter reads the rollup's dimension `index`. */
export type DimCut =
  | { index: number; op: 'eq'; value: string }
  /**
   * A date range: month rows from `firstMonth` to `lastMonth` (null: open) lie wholly
   * inside it; rows kept as they are (no plain ISO day) compare with `from`/`to` as the
   * records' values would; the records of `partialMonths` are grouped from `fn_records`.
   */
  | { index: number; op: 'range'; from: string | null; to: string | null; firstMonth: string | null; lastMonth: string | null; months: 'all' | 'none' | 'some'; partialMonths: string[]; field: string };

/**
 * How a dims rollup answers these filters, or undefined when one of them is not among
 * its dimensions (or has a form it cannot serve): the GROUP BY path then.
 * Stored month rows hold values `YYYY-MM-01`..`YYYY-MM-31`, so month m lies wholly in
 * [from, to] when from <= m-01 and to >= m-31; the (at most two) months cut by a bound
 * are read from the records.
 */
export function dimCuts(dims: readonly RollupDim[], filters: readonly RecordFilter[]): DimCut[] | undefined {
  const cuts: DimCut[] = [];
  for (const f of filters) {
    const index = dims.findIndex((d) => d.field === f.field);
    const dim = dims[index];
    if (!dim || f.kind !== 'text') return undefined;
    if (dim.by === 'value') {
      if (f.op !== 'eq' || typeof f.value !== 'string') return undefined;
      cuts.push({ index, op: 'eq', value: f.value });
      continue;
    }
    if (f.op !== 'between') return undefined;
    const from = f.from === null ? null : String(f.from);
    const to = f.to === null ? null : String(f.to);
    if ((from !== null && !ISO_DAY.test(from)) || (to !== null && !ISO_DAY.test(to))) return undefined;
    const fromMonth = from?.slice(0, 7);
    const toMonth = to?.slice(0, 7);
    const firstMonth = fromMonth === undefined ? null : from! <= `${fromMonth}-01` ? fromMonth : shiftMonth(fromMonth, 1);
    const lastMonth = toMonth === undefined ? null : to! >= `${toMonth}-31` ? toMonth : shiftMonth(toMonth, -1);
    const partialMonths = [...new Set([
      ...(fromMonth !== undefined && firstMonth !== fromMonth ? [fromMonth] : []),
      ...(toMonth !== undefined && lastMonth !== toMonth ? [toMonth] : []),
    ])];
    const months = firstMonth !== null && lastMonth !== null && firstMonth > lastMonth ? 'none' : firstMonth === null && lastMonth === null ? 'all' : 'some';
    cuts.push({ index, op: 'range', from, to, firstMonth, lastMonth, months, partialMonths, field: f.field });
  }
  return cuts;
}
