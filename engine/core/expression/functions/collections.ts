import { isPlainObject } from '../guards';
import { argumentError, elementsOf } from './shared';

/** Number of items of an array; 0 for anything else. */
export function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** Length of text or of an array; 0 for null or undefined. */
export function len(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value === null || value === undefined) return 0;
  throw argumentError('len', 'expects text or an array');
}

/** Whether an array holds `value` (SameValueZero) or text contains it. */
export function includes(container: unknown, value: unknown): boolean {
  if (Array.isArray(container)) return elementsOf(container).includes(value);
  if (typeof container === 'string') {
    if (typeof value === 'string' || typeof value === 'number') return container.includes(String(value));
    return false;
  }
  if (container === null || container === undefined) return false;
  throw argumentError('includes', 'expects text or an array');
}

/** True for null, undefined, '', [] and a plain object without keys. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * `concat(array, ...)` is a new array of every argument, arrays spread one
 * level; otherwise the arguments are joined as text, null and undefined as ''.
 */
export function concat(...args: unknown[]): unknown[] | string {
  if (Array.isArray(args[0])) {
    return args.flatMap((arg) => (Array.isArray(arg) ? elementsOf(arg) : [arg]));
  }
  let text = '';
  for (const arg of args) {
    if (arg === null || arg === undefined) continue;
    if (typeof arg === 'object' || typeof arg === 'function' || typeof arg === 'symbol') {
      throw argumentError('concat', 'joins only text, numbers and booleans');
    }
    text += String(arg);
  }
  return text;
}
