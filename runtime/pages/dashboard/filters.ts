import type { Dayjs } from 'dayjs';
import { yuanToCents } from '../../../engine/index';
import type { FilterMeta } from './api';

const isDayjs = (v: unknown): v is Dayjs => !!v && typeof v === 'object' && typeof (v as Dayjs).format === 'function';
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The filter form's values -> the `filters` the server reads (dates as YYYY-MM-DD, money in cents); blanks left out. */
export function toDashboardFilters(filters: FilterMeta[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    const v = values[f.field];
    const money = f.type === 'money';
    const fmt = f.type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
    if (f.rule === 'period') {
      if (Array.isArray(v) && isDayjs(v[0]) && isDayjs(v[1])) out[f.field] = [v[0].format(fmt), v[1].format(fmt)];
    } else if (f.rule === 'range') {
      if (Array.isArray(v) && v.some((x) => !blank(x))) out[f.field] = v.map((x) => (blank(x) ? null : money ? yuanToCents(x as number) : x));
    } else if (!blank(v)) {
      out[f.field] = isDayjs(v) ? v.format(fmt) : money && typeof v === 'number' ? yuanToCents(v) : typeof v === 'string' ? v.trim() : v;
    }
  }
  return out;
}
