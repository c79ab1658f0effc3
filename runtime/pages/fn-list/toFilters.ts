import type { Dayjs } from 'dayjs';
import type { FunctionMeta } from '../../api';
import { fieldType } from '../../fn';
import { yuanToCents } from '../../../engine/index';

/** Values of the search form, keyed by field. */
export type SearchValues = Record<string, unknown>;

const DATE_FORMAT = 'YYYY-MM-DD';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function toRange(meta: FunctionMeta, field: string, value: unknown): [unknown, unknown] | undefined {
  if (!Array.isArray(value)) return undefined;
  const money = fieldType(meta, field) === 'money';
  const [from, to] = value.map((v) => (isBlank(v) ? null : money ? yuanToCents(v as number) : v));
  return from === null && to === null ? undefined : [from, to];
}

function toPeriod(value: unknown): [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2 || !value[0] || !value[1]) return undefined;
  const [from, to] = value as [Dayjs, Dayjs];
  return [from.format(DATE_FORMAT), to.format(DATE_FORMAT)];
}

/**
 * Search-form values -> the `filters` of a page request: `{field: value}` for exact and
 * fuzzy, `{field: [from, to]}` for range (money in cents) and period (YYYY-MM-DD).
 * Blank entries are left out.
 */
export function toFilters(meta: FunctionMeta, values: SearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const item of meta.search ?? []) {
    const value = values[item.field];
    let filter: unknown;
    if (item.rule === 'range') filter = toRange(meta, item.field, value);
    else if (item.rule === 'period') filter = toPeriod(value);
    else filter = isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value;
    if (filter !== undefined) filters[item.field] = filter;
  }
  return filters;
}
