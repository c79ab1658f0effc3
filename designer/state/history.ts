import type { PackFunction } from '../../engine/index';

/** The parts of the designer that keep their own undo history. */
export type EditScope = 'form' | 'flow' | 'config';
export const EDIT_SCOPES: EditScope[] = ['form', 'flow', 'config'];

type Fn = PackFunction;
type Key = keyof Fn;

/**
 * One executed command: its name (`field.add`), and the top-level keys of the
 * function it changed with their values before and after. Reverting puts the
 * "before" values back, executing again the "after" ones (diagram-js style
 * execute/revert, derived from immutable updates).
 */
export interface HistoryEntry {
  name: string;
  before: Partial<Fn>;
  after: Partial<Fn>;
}

export interface ScopeHistory { done: HistoryEntry[]; undone: HistoryEntry[] }
export type History = Record<EditScope, ScopeHistory>;

/** How many edits each scope remembers. */
export const HISTORY_LIMIT = 200;

export function emptyHistory(): History {
  return { form: { done: [], undone: [] }, flow: { done: [], undone: [] }, config: { done: [], undone: [] } };
}

/** The entry for a change from `before` to `after`, or null when nothing changed (by reference). */
export function diffEntry(name: string, before: Fn, after: Fn): HistoryEntry | null {
  const keys = new Set<Key>([...Object.keys(before), ...Object.keys(after)] as Key[]);
  const entry: HistoryEntry = { name, before: {}, after: {} };
  let changed = false;
  for (const k of keys) {
    if (before[k] === after[k]) continue;
    changed = true;
    (entry.before as Record<string, unknown>)[k] = before[k];
    (entry.after as Record<string, unknown>)[k] = after[k];
  }
  return changed ? entry : null;
}

function applySide(fn: Fn, side: Partial<Fn>): Fn {
  const next = { ...fn } as Record<string, unknown>;
  for (const [k, v] of Object.entries(side)) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  return next as unknown as Fn;
}

/** Records an executed entry; a new edit clears what could be redone. */
export function record(history: History, scope: EditScope, entry: HistoryEntry): History {
  const done = [...history[scope].done, entry].slice(-HISTORY_LIMIT);
  return { ...history, [scope]: { done, undone: [] } };
}

/** Reverts the scope's latest entry: the new function and history, or null when there is nothing to undo. */
export function undo(history: History, scope: EditScope, fn: Fn): { fn: Fn; history: History } | null {
  const { done, undone } = history[scope];
  const entry = done[done.length - 1];
  if (!entry) return null;
  return { fn: applySide(fn, entry.before), history: { ...history, [scope]: { done: done.slice(0, -1), undone: [...undone, entry] } } };
}

/** Executes the scope's latest undone entry again. */
export function redo(history: History, scope: EditScope, fn: Fn): { fn: Fn; history: History } | null {
  const { done, undone } = history[scope];
  const entry = undone[undone.length - 1];
  if (!entry) return null;
  return { fn: applySide(fn, entry.after), history: { ...history, [scope]: { done: [...done, entry], undone: undone.slice(0, -1) } } };
}
