import type { Dayjs } from 'dayjs';
import type { FunctionMeta } from '../../api';
import { fieldType } from '../../fn';
import { yuanToCents } from '../../../engine/index';

/** Values of the search form, keyed by field. */
export type SearchValues = Record<string, unknown>;

const DATE_FORMAT = 'YYYY-MM-DD';
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const isDayjs = (v: unknown): v is Dayjs => !!v && typeof v === 'object' && typeof (v as Dayjs).format === 'function';

function toRange(meta: FunctionMeta, field: string, value: unknown): [unknown, unknown] | undefined {
  if (!Array.isArray(value)) return undefined;
  const money = fieldType(meta, field) === 'money';
  const [from, to] = value.map((v) => (isBlank(v) ? null : money ? yuanToCents(v as number) : v));
  return from === null && to === null ? undefined : [from, to];
}

function toPeriod(meta: FunctionMeta, field: string, value: unknown): [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2 || !value[0] || !value[1]) return undefined;
  const [from, to] = value as [Dayjs, Dayjs];
  if (fieldType(meta, field) === 'datetime') return [from.format(DATETIME_FORMAT), to.format(DATETIME_FORMAT)];
  return [from.format(DATE_FORMAT), to.format(DATE_FORMAT)];
}

function toExact(meta: FunctionMeta, field: string, value: unknown): unknown {
  if (isBlank(value)) return undefined;
  const type = fieldType(meta, field);
  if (isDayjs(value)) return value.format(type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT);
  if (type === 'money' && typeof value === 'number') return yuanToCents(value);
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Search-form values -> the `filters` of a page request: `{field: value}` for exact and
 * fuzzy (a specific date or time as text, money in cents), `{field: [from, to]}` for range
 * (money in cents) and period (YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss for date-time fields).
 * Blank entries are left out; the server combines the rest with AND.
 */
export function toFilters(meta: FunctionMeta, values: SearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const item of meta.search ?? []) {
    const value = values[item.field];
    let filter: unknown;
    if (item.rule === 'range') filter = toRange(meta, item.field, value);
    else if (item.rule === 'period') filter = toPeriod(meta, item.field, value);
    else filter = toExact(meta, item.field, value);
    if (filter !== undefined) filters[item.field] = filter;
  }
  return filters;
}
