import type { FieldPermissions } from '../types';
import { accessOf, isPlainObject, putOwn } from './access';

function visibleColumns(row: Record<string, unknown>, table: string, perms: FieldPermissions | undefined) {
  const out: Record<string, unknown> = {};
  for (const column of Object.keys(row)) {
    if (accessOf(perms, `${table}.${column}`) !== 'hidden') putOwn(out, column, row[column]);
  }
  return out;
}

/**
 * The part of a record a node's user may receive: hidden fields are dropped,
 * and so are hidden columns of sub-tables (`lines.amount`) in every row.
 * Returns a new object; the record is not changed.
 */
export function visibleRecord<T extends Record<string, unknown>>(
  record: T,
  perms: FieldPermissions | undefined,
): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record ?? {})) {
    if (accessOf(perms, key) === 'hidden') continue;
    const value = record[key];
    if (Array.isArray(value)) {
      putOwn(out, key, value.map((row) => (isPlainObject(row) ? visibleColumns(row, key, perms) : row)));
    } else if (isPlainObject(value)) {
      putOwn(out, key, visibleColumns(value, key, perms));
    } else {
      putOwn(out, key, value);
    }
  }
  return out as Partial<T>;
}
