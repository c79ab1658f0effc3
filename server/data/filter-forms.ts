import type { Dialect } from '../db';
import type { FieldKind } from './json-field';

/**
 * The typed forms an exact search compares a stored value with: SQLite's json_extract
 * keeps JSON types, so a text filter '3' also matches 3 and 'true' matches 1; PostgreSQL
 * reads text. Shared by the records' filters and the rollups cut by them.
 */
export function exactForms(dialect: Dialect, kind: FieldKind, value: string | number): (string | number)[] {
  if (dialect !== 'sqlite' || kind !== 'text' || typeof value !== 'string') return [value];
  const forms: (string | number)[] = [value];
  if (/^-?\d+(\.\d+)?$/.test(value)) forms.push(Number(value));
  if (value === 'true') forms.push(1);
  if (value === 'false') forms.push(0);
  return forms;
}
