import { ExpressionError } from './errors';

/** Names that lead to prototypes or to code; refused wherever they appear. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  '__proto__', 'prototype', 'constructor',
  '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
]);

// JavaScript keywords that jsep reads as plain identifiers (`new x`, `import('fs')`).
const RESERVED_WORDS: ReadonlySet<string> = new Set([
  'new', 'typeof', 'void', 'delete', 'in', 'instanceof', 'function', 'class',
  'import', 'export', 'await', 'yield', 'async', 'let', 'var', 'const', 'return',
  'this', 'super', 'with', 'eval', 'arguments', 'debugger', 'throw',
]);

/** Throws unless `name` may be used as a variable or function name. */
export function assertAllowedName(name: string): void {
  if (FORBIDDEN_NAMES.has(name) || RESERVED_WORDS.has(name)) {
    throw new ExpressionError('forbidden', 'forbiddenName', [name]);
  }
}

/** Throws unless `key` may be used as a property name (`a.class` is fine). */
export function assertAllowedKey(key: string): void {
  if (FORBIDDEN_NAMES.has(key)) throw refused(key);
}

/** An object made by `{}`, JSON or `Object.create(null)`, not by a class. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

/** Throws when `value` is a function, so no function ever leaves the evaluator. */
export function assertData<T>(value: T): T {
  if (typeof value === 'function') {
    throw new ExpressionError('forbidden', 'forbiddenFunction');
  }
  return value;
}

/** A computed key as a property name; only strings and numbers qualify. */
export function toPropertyKey(key: unknown): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'number') return String(key);
  throw new ExpressionError('forbidden', 'forbiddenKey');
}

/**
 * Reads `object[key]` the guarded way. Readable are `length` and indices of
 * arrays and strings, own data properties of arrays and plain objects, and
 * own properties (data or getters) of host objects such as Formily's `$self`.
 * A key found only on the prototype chain is refused; a key found nowhere is
 * `undefined`; member access on null or undefined is `undefined`. The read
 * itself goes through `object[key]` so reactive proxies still track it.
 */
export function readProperty(object: unknown, key: string): unknown {
  assertAllowedKey(key);
  if (object === null || object === undefined) return undefined;
  if (typeof object === 'function') throw new ExpressionError('forbidden', 'forbiddenFunction');
  if (typeof object === 'string') {
    if (key === 'length' || isIndexIn(key, object.length)) return object[key as never];
    return absentOrRefused(object, key);
  }
  if (typeof object !== 'object') return absentOrRefused(object, key);
  if (Array.isArray(object) && key === 'length') return object.length;
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (!descriptor) return absentOrRefused(object, key);
  const dataOnly = Array.isArray(object) || isPlainObject(object);
  if (dataOnly ? !('value' in descriptor) : !('value' in descriptor || descriptor.get)) {
    throw refused(key);
  }
  return assertData((object as Record<string, unknown>)[key]);
}

/**
 * The own scope variable `name`, or `undefined`. Inherited names such as
 * `toString` or `hasOwnProperty` are never found.
 */
export function readScope(scope: object | null | undefined, name: string): unknown {
  if (scope === null || scope === undefined || !Object.hasOwn(scope, name)) return undefined;
  return (scope as Record<string, unknown>)[name];
}

function isIndexIn(key: string, length: number): boolean {
  return /^(0|[1-9]\d*)$/.test(key) && Number(key) < length;
}

function absentOrRefused(object: unknown, key: string): undefined {
  if (key in Object(object)) throw refused(key);
  return undefined;
}

function refused(key: string): ExpressionError {
  return new ExpressionError('forbidden', 'forbiddenProperty', [key]);
}
