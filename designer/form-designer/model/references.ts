import { renameFlowField, type FlowDefinition, type PackFunction } from '../../../engine/index';

type Fn = PackFunction;

// Each part is replaced only when it changes, so the history records only what an edit touched.
function mapList<T>(list: T[] | undefined, map: (item: T) => T | null): T[] | undefined {
  if (!list) return list;
  let changed = false;
  const out: T[] = [];
  for (const item of list) {
    const next = map(item);
    if (next !== item) changed = true;
    if (next !== null) out.push(next);
  }
  return changed ? out : list;
}

function assign<K extends keyof Fn>(fn: Fn, key: K, value: Fn[K]): Fn {
  if (fn[key] === value) return fn;
  return { ...fn, [key]: value };
}

/**
 * Follows a field's new identifier in the parts of the function that name
 * fields: list columns and default sort, search, serial rules, related forms,
 * and the flow (conditions, skip rules, form-field approvers, field permissions).
 */
export function renameFieldReferences(fn: Fn, from: string, to: string): Fn {
  const swap = (f: string) => (f === from ? to : f);
  let out = fn;
  const columns = mapList(fn.list.columns, (c) => (c.field === from ? { ...c, field: to } : c))!;
  const sort = fn.list.defaultSort?.field === from ? { ...fn.list.defaultSort, field: to } : fn.list.defaultSort;
  if (columns !== fn.list.columns || sort !== fn.list.defaultSort) out = assign(out, 'list', { ...fn.list, columns, ...(sort ? { defaultSort: sort } : {}) });
  out = assign(out, 'search', mapList(fn.search, (s) => (s.field === from ? { ...s, field: to } : s))!);
  out = assign(out, 'serialRules', mapList(fn.serialRules, (r) => {
    const keywords = r.formFieldKeywords?.includes(from) ? r.formFieldKeywords.map(swap) : r.formFieldKeywords;
    if (r.field !== from && keywords === r.formFieldKeywords) return r;
    return { ...r, field: swap(r.field), ...(keywords ? { formFieldKeywords: keywords } : {}) };
  }));
  out = assign(out, 'relatedForms', mapList(fn.relatedForms, (r) => (r.currentField === from ? { ...r, currentField: to } : r)));
  out = assign(out, 'flow', renameFlowField(fn.flow as FlowDefinition | undefined, from, to));
  return out;
}

/** Drops what names removed fields, so the function stays valid (design/save checks these references). */
export function dropFieldReferences(fn: Fn, removed: ReadonlySet<string>): Fn {
  if (!removed.size) return fn;
  let out = fn;
  const columns = mapList(fn.list.columns, (c) => (removed.has(c.field) ? null : c))!;
  const dropSort = !!fn.list.defaultSort && removed.has(fn.list.defaultSort.field);
  if (columns !== fn.list.columns || dropSort) {
    const { defaultSort, ...rest } = fn.list;
    out = assign(out, 'list', { ...rest, columns, ...(defaultSort && !dropSort ? { defaultSort } : {}) });
  }
  out = assign(out, 'search', mapList(fn.search, (s) => (removed.has(s.field) ? null : s))!);
  out = assign(out, 'serialRules', mapList(fn.serialRules, (r) => {
    if (removed.has(r.field)) return null;
    if (!r.formFieldKeywords?.some((k) => removed.has(k))) return r;
    return { ...r, formFieldKeywords: r.formFieldKeywords.filter((k) => !removed.has(k)) };
  }));
  out = assign(out, 'relatedForms', mapList(fn.relatedForms, (r) => (removed.has(r.currentField) ? null : r)));
  return out;
}

/** Search entries of fields that are no longer searchable go (the pack check requires them searchable). */
export function dropSearchOf(fn: Fn, identifier: string): Fn {
  return assign(fn, 'search', mapList(fn.search, (s) => (s.field === identifier ? null : s))!);
}
