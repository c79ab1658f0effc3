import type { FilterValue, RecordFilter, RecordSort } from '../data';
import { isFieldIdentifier } from '../data';
import { fieldTypeOf, type PackFunction } from '../engine';
import { errors } from '../errors';
import { fieldKindOf } from '../packs';

export type FilterInput = string | number | null | (string | number | null)[];
export interface SortInput { field: string; order: 'asc' | 'desc' }

const SORT_COLUMNS: Record<string, 'created_at' | 'updated_at'> = { createdAt: 'created_at', updatedAt: 'updated_at' };

const isMultiple = (fn: PackFunction, field: string) => !!fieldTypeOf(fn.fields.find((f) => f.identifier === field)?.type)?.multiple;

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

function toNumber(field: string, v: string | number): number {
  const n = typeof v === 'number' ? v : Number(v.trim());
  if (!Number.isFinite(n) || (typeof v === 'string' && !v.trim())) throw errors.filterValueInvalid(field);
  return n;
}

function scalar(field: string, kind: 'text' | 'number', v: string | number): FilterValue {
  return kind === 'number' ? toNumber(field, v) : String(v);
}

/**
 * Turns `filters` into data-layer filters. Only fields listed in the
 * function's `search` config may be filtered, each by its configured rule;
 * blank values mean "no condition".
 */
export function toRecordFilters(fn: PackFunction, filters: Record<string, FilterInput> = {}): RecordFilter[] {
  const out: RecordFilter[] = [];
  for (const [field, value] of Object.entries(filters)) {
    const item = fn.search?.find((s) => s.field === field);
    if (!item || !isFieldIdentifier(field)) throw errors.filterNotAllowed(field);
    const kind = fieldKindOf(fn, field);
    if (item.rule === 'range' || item.rule === 'period') {
      if (!Array.isArray(value) || value.length !== 2) throw errors.filterValueInvalid(field);
      const [from, to] = value.map((v) => (isBlank(v) ? null : scalar(field, item.rule === 'range' ? 'number' : kind, v as string | number)));
      if (from !== null || to !== null) out.push({ field, kind: item.rule === 'range' ? 'number' : kind, op: 'between', from, to });
      continue;
    }
    if (Array.isArray(value)) throw errors.filterValueInvalid(field);
    if (isBlank(value)) continue;
    if (item.rule === 'fuzzy') out.push({ field, kind: 'text', op: 'like', value: String(value) });
    // A multi-value field (checkbox) is stored as a JSON list: one chosen option matches when it is among them.
    else if (isMultiple(fn, field)) out.push({ field, kind: 'text', op: 'like', value: JSON.stringify(String(value)) });
    else out.push({ field, kind, op: 'eq', value: scalar(field, kind, value as string | number) });
  }
  return out;
}

/** Sorts on `createdAt`/`updatedAt` or list columns marked `sort: true`; default: the list's defaultSort. */
export function toRecordSort(fn: PackFunction, sort: SortInput[] | undefined): RecordSort[] {
  const wanted = sort?.length ? sort : fn.list?.defaultSort ? [fn.list.defaultSort] : [{ field: 'createdAt', order: 'desc' as const }];
  return wanted.map((s) => {
    const column = SORT_COLUMNS[s.field];
    if (column) return { column, order: s.order };
    const sortable = fn.list?.columns?.some((c) => c.field === s.field && c.sort);
    if (!sortable || !isFieldIdentifier(s.field)) throw errors.sortNotAllowed(s.field);
    return { field: s.field, kind: fieldKindOf(fn, s.field), order: s.order };
  });
}
