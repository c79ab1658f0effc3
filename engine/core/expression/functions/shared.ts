import { ExpressionError } from '../errors';
import { readProperty } from '../guards';

/** A built-in's complaint about its arguments. */
export function argumentError(name: string, detail: string): ExpressionError {
  return new ExpressionError('type', 'typeArgument', [name, detail]);
}

/**
 * A number from a number or numeric text; `undefined` for anything else,
 * including null, empty text and NaN, so aggregates can skip it.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

/** The items of an array, each read through the property guard. */
export function elementsOf(array: readonly unknown[]): unknown[] {
  const items: unknown[] = [];
  for (let i = 0; i < array.length; i += 1) items.push(readProperty(array, String(i)));
  return items;
}

/**
 * The numbers an aggregate works on: `(array, 'key')` takes `item.key` of
 * each item, `(array)` the items, `(a, b, ...)` the arguments. Values that
 * are not numbers are skipped.
 */
export function numbersOf(name: string, args: readonly unknown[]): number[] {
  const [first, key] = args;
  let values: unknown[] = [...args];
  if (Array.isArray(first)) {
    if (key !== undefined && typeof key !== 'string') throw argumentError(name, 'the key must be text');
    values = elementsOf(first);
    if (typeof key === 'string') values = values.map((item) => readProperty(item, key));
  }
  const numbers: number[] = [];
  for (const value of values) {
    const n = toNumber(value);
    if (n !== undefined) numbers.push(n);
  }
  return numbers;
}
