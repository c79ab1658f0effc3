import type { MenuView, Pack, PackFunction, PathError, ViewFilterScalar, ViewFilterValue, WhereRange } from './types';

const DATED = new Set(['date', 'datetime']);
const DAY_MS = 86_400_000;

export const isRelativeDate = (v: unknown): v is { $date: number } => typeof v === 'object' && v !== null && !Array.isArray(v) && '$date' in v;

/** A dashboard chart's `where` range (`{ from, to }`), as opposed to a value or a list of values. */
export const isWhereRange = (v: unknown): v is WhereRange => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkValue(fn: PackFunction, field: string, value: ViewFilterValue, at: string): PathError[] {
  const rule = fn.search.find((s) => s.field === field)?.rule;
  if (!rule) return [{ path: at, message: `field "${field}" is not in the function's search` }];
  const ranged = rule === 'range' || rule === 'period';
  if (ranged !== Array.isArray(value)) {
    return [{ path: at, message: ranged ? `a ${rule} search takes [from, to]` : `a ${rule} search takes one value` }];
  }
  const parts: ViewFilterScalar[] = Array.isArray(value) ? value : [value];
  if (parts.every((p) => p === null)) return [{ path: at, message: 'a fixed search needs a value' }];
  const type = fn.fields.find((f) => f.identifier === field)?.type ?? '';
  if (parts.some(isRelativeDate) && !DATED.has(type)) return [{ path: at, message: `"$date" needs a date field, "${field}" is ${type}` }];
  return [];
}

function checkView(fn: PackFunction | undefined, view: MenuView, at: string): PathError[] {
  if (!fn) return [{ path: at, message: 'a view needs the function the menu opens' }];
  const errors: PathError[] = [];
  for (const [field, value] of Object.entries(view.filters ?? {})) errors.push(...checkValue(fn, field, value, `${at}/filters/${field}`));
  const listed = new Set(fn.list.columns.map((c) => c.field));
  view.columns?.forEach((c, i) => {
    if (!listed.has(c)) errors.push({ path: `${at}/columns/${i}`, message: `"${c}" is not a column of the function's list` });
  });
  return errors;
}

/** A menu view narrows its own function's list: fixed values of its search fields, its list columns. */
export function menuViewChecks(pack: Pack): PathError[] {
  const errors: PathError[] = [];
  pack.menus.forEach((m, i) => {
    if (m.view === undefined) return;
    errors.push(...checkView(pack.functions.find((f) => f.code === m.function), m.view, `/menus/${i}/view`));
  });
  return errors;
}

/** `YYYY-MM-DD` plus some days (calendar arithmetic on the date itself). */
function addDays(isoDate: string, days: number): string {
  const [y, mo, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A fixed value with `{ "$date": n }` made today plus n days. */
export function resolveRelativeDate(v: ViewFilterScalar | undefined, today: string): string | number | null {
  if (v === undefined) return null;
  return isRelativeDate(v) ? addDays(today, v.$date) : v;
}

/** A view's fixed search values as the list's search takes them: each `{ "$date": n }` becomes today plus n days. */
export function resolveViewFilters(filters: MenuView['filters'], today: string): Record<string, string | number | null | (string | number | null)[]> {
  const scalar = (v: ViewFilterScalar) => resolveRelativeDate(v, today);
  return Object.fromEntries(Object.entries(filters ?? {}).map(([field, v]) => [field, Array.isArray(v) ? v.map(scalar) : scalar(v)]));
}
