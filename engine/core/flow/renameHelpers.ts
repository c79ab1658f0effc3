import type { ApproverSpec, Condition, ConditionGroup, FieldPermissions } from './types';

/** Maps a field path (`amount`, `lines.amount`) to its new name; unchanged paths come back as they are. */
export type Rename = (field: string) => string;

// Structural sharing: every helper returns its input when nothing in it changed,
// so a designer history that compares by reference records only real edits.

/** `list` mapped, or `list` itself when no item changed. */
export function mapShared<T>(list: readonly T[] | undefined, map: (item: T) => T): T[] | undefined {
  if (!Array.isArray(list)) return list as T[] | undefined;
  let changed = false;
  const out = list.map((item) => {
    const next = map(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : (list as T[]);
}

/** `value` with `changes`, or `value` itself when every change is already there. */
export function withChanges<T extends object>(value: T, changes: Partial<T>): T {
  const changed = (Object.keys(changes) as (keyof T)[]).filter((k) => changes[k] !== value[k]);
  return changed.length ? { ...value, ...changes } : value;
}

const renameCondition = (c: Condition, rename: Rename): Condition => withChanges(c, { field: rename(c.field) });

/** Condition groups with their fields renamed. */
export const renameGroups = (groups: ConditionGroup[] | undefined, rename: Rename) =>
  mapShared(groups, (g) => withChanges(g, { conditions: mapShared(g.conditions, (c) => renameCondition(c, rename))! }));

/** Approver specs with their form fields renamed. */
export const renameSpecs = (specs: ApproverSpec[] | undefined, rename: Rename) =>
  mapShared(specs, (s) => (s.kind === 'formField' ? withChanges(s, { field: rename(s.field) }) : s));

/** Field permissions with their keys renamed. */
export function renamePermissions(permissions: FieldPermissions | undefined, rename: Rename): FieldPermissions | undefined {
  if (!permissions || typeof permissions !== 'object') return permissions;
  const entries = Object.entries(permissions);
  if (!entries.some(([key]) => rename(key) !== key)) return permissions;
  return Object.fromEntries(entries.map(([key, access]) => [rename(key), access]));
}
