import type { PackFunction } from '../../engine/index';

/** The designer area a command belongs to (its default tab when the page does not say). */
export type EditScope = 'form' | 'flow' | 'config';
export const EDIT_SCOPES: EditScope[] = ['form', 'flow', 'config'];

type Fn = PackFunction;
type Key = keyof Fn;

/**
 * One executed command (or a group of them): its name (`field.add`), the tab
 * it was made on, and the top-level keys of the function it changed with
 * their values before and after. Reverting puts the "before" values back,
 * executing again the "after" ones (diagram-js style execute/revert, derived
 * from immutable updates). Entries form one history per function, so an undo
 * always reverts the latest edit whichever tab made it: restoring a whole key
 * can never drop a later edit of another tab.
 */
export interface HistoryEntry {
  name: string;
  tab: string;
  before: Partial<Fn>;
  after: Partial<Fn>;
  /** The function's translations before and after, when the entry changed them. */
  texts?: { before: Locales; after: Locales };
}

/** Translations of the function's texts: language -> text as the definition holds it -> translation. */
export type Locales = Record<string, Record<string, string>>;

/** The function's history: what can be undone (oldest first) and what can be redone (last undone last). */
export interface History { done: HistoryEntry[]; undone: HistoryEntry[] }

/** How many edits the history remembers. */
export const HISTORY_LIMIT = 200;

export function emptyHistory(): History {
  return { done: [], undone: [] };
}

/** The entry for a change from `before` to `after` made on `tab`, or null when nothing changed (by reference). */
export function diffEntry(name: string, before: Fn, after: Fn, tab = ''): HistoryEntry | null {
  const keys = new Set<Key>([...Object.keys(before), ...Object.keys(after)] as Key[]);
  const entry: HistoryEntry = { name, tab, before: {}, after: {} };
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
  if (!Object.keys(side).length) return fn;
  const next = { ...fn } as Record<string, unknown>;
  for (const [k, v] of Object.entries(side)) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  return next as unknown as Fn;
}

/** Records an executed entry; a new edit clears what could be redone. */
export function record(history: History, entry: HistoryEntry): History {
  return { done: [...history.done, entry].slice(-HISTORY_LIMIT), undone: [] };
}

/** Reverts the latest entry: the new function, history and the entry, or null when there is nothing to undo. */
export function undo(history: History, fn: Fn): { fn: Fn; history: History; entry: HistoryEntry } | null {
  const entry = history.done[history.done.length - 1];
  if (!entry) return null;
  return { fn: applySide(fn, entry.before), history: { done: history.done.slice(0, -1), undone: [...history.undone, entry] }, entry };
}

/** Executes the latest undone entry again. */
export function redo(history: History, fn: Fn): { fn: Fn; history: History; entry: HistoryEntry } | null {
  const entry = history.undone[history.undone.length - 1];
  if (!entry) return null;
  return { fn: applySide(fn, entry.after), history: { done: [...history.done, entry], undone: history.undone.slice(0, -1) }, entry };
}
