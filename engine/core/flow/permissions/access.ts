import type { FieldAccess, FieldPermissions } from '../types';

const ACCESS: ReadonlySet<string> = new Set(['editable', 'visible', 'hidden']);

/** Whether `value` is a field access. */
export function isFieldAccess(value: unknown): value is FieldAccess {
  return typeof value === 'string' && ACCESS.has(value);
}

// An entry that is present but not a known access fails closed (hidden).
function entry(perms: FieldPermissions | undefined, key: string): FieldAccess | undefined {
  if (!perms || !Object.prototype.hasOwnProperty.call(perms, key)) return undefined;
  const value = perms[key];
  return isFieldAccess(value) ? value : 'hidden';
}

/**
 * The access to a field path at a node: `total`, a sub-table column
 * `lines.amount`, or a cell `lines.2.amount` (row numbers are ignored). A
 * column without an entry inherits its table's; a hidden table hides every
 * column; anything not mentioned is `visible`.
 */
export function accessOf(perms: FieldPermissions | undefined, path: string): FieldAccess {
  const segments = path.split('.').filter((s) => !/^\d+$/.test(s));
  const table = entry(perms, segments[0]);
  if (segments.length === 1) return table ?? 'visible';
  if (table === 'hidden') return 'hidden';
  return entry(perms, segments.join('.')) ?? table ?? 'visible';
}

/**
 * A complete permission map for `fields`: each field's entry, or `visible`
 * when the node does not mention it. Column entries (`lines.amount`) are kept.
 */
export function mergePermissions(fields: readonly string[], perms?: FieldPermissions): FieldPermissions {
  const out: FieldPermissions = Object.create(null);
  for (const key of Object.keys(perms ?? {})) out[key] = entry(perms, key) as FieldAccess;
  for (const field of fields) out[field] = entry(perms, field) ?? 'visible';
  return out;
}

/** Sets an own property even for keys like `__proto__`. */
export function putOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Whether `value` is a plain JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
