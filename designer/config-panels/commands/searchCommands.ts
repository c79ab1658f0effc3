import type { PackFunction, SearchItem, SearchRule } from '../../../engine/index';
import { moveItem } from '../model/moveItem';

export interface SearchAddParams { field: string; rule: SearchRule; control?: string }
export interface SearchUpdateParams { field: string; rule?: SearchRule; control?: string }
export interface SearchRemoveParams { field: string }
export interface SearchMoveParams { from: number; to: number }

/** `fn.fields` with the field's `searchable` flag set or cleared (same array when nothing changes). */
function withSearchable(fn: PackFunction, field: string, on: boolean): PackFunction['fields'] {
  let changed = false;
  const fields = fn.fields.map((f) => {
    if (f.identifier !== field || !!f.searchable === on) return f;
    changed = true;
    if (on) return { ...f, searchable: true };
    const { searchable: _off, ...rest } = f;
    return rest;
  });
  return changed ? fields : fn.fields;
}

/**
 * Makes a field a search criterion (one entry per field: adding it again replaces its
 * rule) and marks it `searchable`, which is what makes the server index it at publish.
 */
export function addSearch(fn: PackFunction, { field, rule, control }: SearchAddParams): PackFunction {
  const item: SearchItem = control ? { field, control, rule } : { field, rule };
  const at = fn.search.findIndex((s) => s.field === field);
  const search = at >= 0 ? fn.search.map((s, i) => (i === at ? item : s)) : [...fn.search, item];
  return { ...fn, search, fields: withSearchable(fn, field, true) };
}

/** Changes the rule and/or control of a field's criterion. */
export function updateSearch(fn: PackFunction, { field, rule, control }: SearchUpdateParams): PackFunction {
  const at = fn.search.findIndex((s) => s.field === field);
  if (at < 0) return fn;
  const old = fn.search[at];
  const item: SearchItem = { ...old, ...(rule ? { rule } : {}), ...(control ? { control } : {}) };
  if (item.rule === old.rule && item.control === old.control) return fn;
  return { ...fn, search: fn.search.map((s, i) => (i === at ? item : s)) };
}

/** Removes a field's criterion; the field is no longer a search criterion (`searchable` cleared). */
export function removeSearch(fn: PackFunction, { field }: SearchRemoveParams): PackFunction {
  if (!fn.search.some((s) => s.field === field)) return fn;
  return { ...fn, search: fn.search.filter((s) => s.field !== field), fields: withSearchable(fn, field, false) };
}

/** Moves a criterion in the search bar's order. */
export function moveSearch(fn: PackFunction, { from, to }: SearchMoveParams): PackFunction {
  const search = moveItem(fn.search, from, to);
  return search === fn.search ? fn : { ...fn, search };
}
