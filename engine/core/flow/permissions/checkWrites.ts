import type { FieldPermissions } from '../types';
import { accessOf, isPlainObject } from './access';

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length
    && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue(a[k], b[k]));
}

function own(obj: unknown, key: string): unknown {
  return isPlainObject(obj) && Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function tableWrites(table: string, rows: unknown[], before: unknown, perms: FieldPermissions | undefined): string[] {
  const out: string[] = [];
  const oldRows = Array.isArray(before) ? before : undefined;
  // Adding or removing rows (or an unknown old table) is a write to the table itself.
  if (accessOf(perms, table) !== 'editable' && rows.length !== oldRows?.length) out.push(table);
  rows.forEach((row, i) => {
    const old = oldRows?.[i];
    const columns = new Set([...Object.keys(isPlainObject(row) ? row : {}), ...Object.keys(isPlainObject(old) ? old : {})]);
    for (const column of columns) {
      if (oldRows && sameValue(own(row, column), own(old, column))) continue;
      if (accessOf(perms, `${table}.${column}`) !== 'editable') out.push(`${table}.${i}.${column}`);
    }
  });
  return out;
}

/**
 * The field paths a change writes without being allowed to at this node:
 * fields that are not `editable` there, sub-table cells as `lines.2.amount`
 * (the path of a code 14 field error), and `lines` for added or removed rows
 * of a table that is not editable. Given the `current` record, values that
 * did not change are not writes; without it every given value counts.
 */
export function checkWrites(
  changes: Record<string, unknown>,
  perms: FieldPermissions | undefined,
  current?: Record<string, unknown>,
): string[] {
  const out: string[] = [];
  for (const key of Object.keys(changes ?? {})) {
    const value = changes[key];
    const before = own(current, key);
    if (current && sameValue(value, before)) continue;
    if (Array.isArray(value) && value.every(isPlainObject)) {
      out.push(...tableWrites(key, value, current ? before ?? [] : undefined, perms));
    } else if (accessOf(perms, key) !== 'editable') {
      out.push(key);
    }
  }
  return out;
}
