import { compileNested } from '../nested';
import { isPlainObject, readScope } from '../guards';
import { argumentError, elementsOf } from './shared';

/**
 * The scope a row predicate (`any(lines, 'quantity > 0')`) runs in: the
 * item's own fields, `$` the record of the outer scope (or the outer scope
 * itself), and the outer scope's functions (`lookup`, `currentUser`, ...).
 */
export function itemScope(outer: object, item: unknown): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  for (const key of Object.keys(outer)) {
    const value = readScope(outer, key);
    if (typeof value === 'function') scope[key] = value;
  }
  if (isPlainObject(item)) Object.assign(scope, item);
  scope.$ = readScope(outer, '$') ?? outer;
  return scope;
}

function holds(outer: object, name: string, items: unknown[], predicate: unknown): boolean[] {
  if (predicate === undefined) return items.map(Boolean);
  if (typeof predicate !== 'string') throw argumentError(name, 'the condition must be text');
  const test = compileNested(predicate);
  return items.map((item) => Boolean(test(itemScope(outer, item))));
}

function itemsOf(name: string, value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw argumentError(name, 'expects an array');
  return elementsOf(value);
}

/** `any(rows, 'cond')`: whether the condition holds for some row (without a condition: some item is truthy). */
export function anyOf(scope: object, rows: unknown, predicate?: unknown): boolean {
  return holds(scope, 'any', itemsOf('any', rows), predicate).some(Boolean);
}

/** `all(rows, 'cond')`: whether the condition holds for every row (true for no rows). */
export function allOf(scope: object, rows: unknown, predicate?: unknown): boolean {
  return holds(scope, 'all', itemsOf('all', rows), predicate).every(Boolean);
}

/** `count(rows)` is the number of items; `count(rows, 'cond')` the number where the condition holds. */
export function countOf(scope: object, rows: unknown, predicate?: unknown): number {
  if (!Array.isArray(rows)) return 0;
  if (predicate === undefined) return rows.length;
  return holds(scope, 'count', elementsOf(rows), predicate).filter(Boolean).length;
}

/** The current date-time as ISO text (UTC, `2026-11-24T12:00:00.000Z`). */
export function now(): string {
  return new Date().toISOString();
}

const ISO_DATE_TEXT = /^\d{4}-\d{2}-\d{2}/;

/** The ISO date (or date-time) texts of `key` over the rows where the condition holds; other values are skipped. */
function datesOf(scope: object, name: string, rows: unknown, key: unknown, predicate?: unknown): string[] {
  if (typeof key !== 'string') throw argumentError(name, 'the key must be text');
  const items = itemsOf(name, rows);
  const pass = holds(scope, name, items, predicate ?? 'true');
  return items.filter((_, i) => pass[i]).map((item) => (isPlainObject(item) ? readScope(item, key) : undefined))
    .filter((v): v is string => typeof v === 'string' && ISO_DATE_TEXT.test(v));
}

/** `earliest(rows, 'date', 'cond')`: the earliest date of the rows where the condition holds, or null. */
export function earliest(scope: object, rows: unknown, key: unknown, predicate?: unknown): string | null {
  const dates = datesOf(scope, 'earliest', rows, key, predicate);
  return dates.length ? dates.reduce((a, b) => (b < a ? b : a)) : null;
}

/** `latest(rows, 'date', 'cond')`: the latest date of the rows where the condition holds, or null. */
export function latest(scope: object, rows: unknown, key: unknown, predicate?: unknown): string | null {
  const dates = datesOf(scope, 'latest', rows, key, predicate);
  return dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null;
}
