import type { ListColumn, ListConfig, PackFunction } from '../../../engine/index';
import { withoutUndefined } from '../model/moveItem';

/** What `list.update` may change on one column; `width: undefined` clears the width. */
export type ColumnPatch = Partial<Pick<ListColumn, 'showInList' | 'sort' | 'width'>>;

export interface ListUpdateParams { field: string; patch: ColumnPatch }
export interface ListReorderParams { fields: string[] }
export interface ListDefaultSortParams { sort: ListConfig['defaultSort'] | null }
export interface ListRemoveParams { field: string }

const nextOrder = (columns: ListColumn[]) => columns.reduce((m, c) => Math.max(m, c.order ?? 0), 0) + 1;

/**
 * Changes one column (making it when the field has none yet, at the end, hidden).
 * Turning sorting off also drops the list's default sort on that column: the server
 * only sorts on sortable columns.
 */
export function updateColumn(fn: PackFunction, { field, patch }: ListUpdateParams): PackFunction {
  const columns = fn.list.columns;
  const at = columns.findIndex((c) => c.field === field);
  const base: ListColumn = at >= 0 ? columns[at] : { field, showInList: false, order: nextOrder(columns) };
  const changed = withoutUndefined({ ...base, ...patch });
  if ('width' in patch && patch.width === undefined) delete changed.width;
  if (at >= 0 && (Object.keys(changed) as (keyof ListColumn)[]).every((k) => changed[k] === base[k]) && Object.keys(changed).length === Object.keys(base).length) return fn;
  const nextColumns = at >= 0 ? columns.map((c, i) => (i === at ? changed : c)) : [...columns, changed];
  const list: ListConfig = { ...fn.list, columns: nextColumns };
  if (patch.sort === false && list.defaultSort?.field === field) delete list.defaultSort;
  return { ...fn, list };
}

/**
 * Puts the columns in the order of `fields` (order = 1, 2, ...); fields without a column
 * get a hidden one, columns not named keep their relative order after the named ones.
 */
export function reorderColumns(fn: PackFunction, { fields }: ListReorderParams): PackFunction {
  const rank = new Map(fields.map((f, i) => [f, i]));
  const existing = new Set(fn.list.columns.map((c) => c.field));
  const all = [...fn.list.columns, ...fields.filter((f) => !existing.has(f)).map((field): ListColumn => ({ field, showInList: false }))];
  const sorted = all.map((c, i) => ({ c, i })).sort((a, b) => {
    const ra = rank.get(a.c.field) ?? fields.length + (a.c.order ?? 0);
    const rb = rank.get(b.c.field) ?? fields.length + (b.c.order ?? 0);
    return ra - rb || a.i - b.i;
  });
  const byField = new Map(sorted.map(({ c }, i) => [c.field, i + 1]));
  const columns = all.map((c) => (c.order === byField.get(c.field) ? c : { ...c, order: byField.get(c.field) }));
  if (columns.length === fn.list.columns.length && columns.every((c, i) => c === fn.list.columns[i])) return fn;
  return { ...fn, list: { ...fn.list, columns } };
}

/** Sets (or with null, clears) the sort the list opens with. */
export function setDefaultSort(fn: PackFunction, { sort }: ListDefaultSortParams): PackFunction {
  const current = fn.list.defaultSort;
  if (sort === null) {
    if (!current) return fn;
    const { defaultSort: _dropped, ...list } = fn.list;
    return { ...fn, list };
  }
  if (current?.field === sort?.field && current?.order === sort?.order) return fn;
  return { ...fn, list: { ...fn.list, defaultSort: sort } };
}

/** Drops a column (for columns whose field left the form). */
export function removeColumn(fn: PackFunction, { field }: ListRemoveParams): PackFunction {
  if (!fn.list.columns.some((c) => c.field === field)) return fn;
  const list: ListConfig = { ...fn.list, columns: fn.list.columns.filter((c) => c.field !== field) };
  if (list.defaultSort?.field === field) delete list.defaultSort;
  return { ...fn, list };
}
