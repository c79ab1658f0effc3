import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PackFunction } from '../../engine/index';
import { commandHandlers } from './commands';
import { diffEntry, emptyHistory, record, redo as redoEntry, undo as undoEntry, type History, type HistoryEntry } from './history';

export interface DesignState {
  /** The function being edited (the draft, else the published definition), or null before loading. */
  fn: PackFunction | null;
  /** What the server holds as the draft/published definition, to tell unsaved edits. */
  saved: PackFunction | null;
  history: History;
  /** The function's pack texts by language (titles may be i18n keys of its pack). */
  locales: Record<string, Record<string, string>>;
  /** The tab edits are made on (recorded with each entry); null: each command's own scope. */
  tab: string | null;
  /** Starts editing a function; clears the history. */
  load(fn: PackFunction, locales?: Record<string, Record<string, string>>): void;
  /** The server now holds the current function. */
  markSaved(): void;
  /** The page shows `tab` now. */
  setTab(tab: string | null): void;
  /** Runs a registered command and records it in the function's history (inside `group`: in the group's entry). */
  dispatch<P>(name: string, params: P): void;
  /**
   * Runs `edits` (commands dispatched one after the other, e.g. a rename and
   * the edits that follow it) and records them as one entry named `name`,
   * undone and redone in one step. Nested groups join the outer one.
   */
  group(name: string, edits: () => void): void;
  /** Reverts the latest entry, whichever tab made it; returns it (null: nothing to undo). */
  undo(): HistoryEntry | null;
  /** Executes the latest undone entry again; returns it (null: nothing to redo). */
  redo(): HistoryEntry | null;
}

/** Creates a designer store (one per open designer page; tests make their own). */
export function createDesignStore() {
  // The open group: where it started and its tab; its commands record nothing until it closes.
  let open: { start: PackFunction; tab: string } | null = null;
  return createStore<DesignState>()((set, get) => ({
    fn: null,
    saved: null,
    history: emptyHistory(),
    locales: {},
    tab: null,
    load: (fn, locales = {}) => set({ fn, saved: fn, history: emptyHistory(), locales }),
    markSaved: () => set((s) => ({ saved: s.fn })),
    setTab: (tab) => set({ tab }),
    dispatch: (name, params) => {
      const handler = commandHandlers.get(name);
      if (!handler) throw new Error(`designer: unknown command "${name}"`);
      const { fn, history, tab } = get();
      if (!fn) throw new Error('designer: no function loaded');
      const next = handler.execute(fn, params as never);
      if (open) {
        set({ fn: next });
        return;
      }
      const entry = diffEntry(name, fn, next, tab ?? handler.scope);
      if (entry) set({ fn: next, history: record(history, entry) });
    },
    group: (name, edits) => {
      const { fn, tab } = get();
      if (!fn) throw new Error('designer: no function loaded');
      if (open) return edits();
      open = { start: fn, tab: tab ?? '' };
      const started = open;
      try {
        edits();
      } finally {
        open = null;
        const entry = diffEntry(name, started.start, get().fn!, started.tab);
        if (entry) set({ history: record(get().history, entry) });
      }
    },
    undo: () => {
      const { fn, history } = get();
      const out = fn && undoEntry(history, fn);
      if (!out) return null;
      set({ fn: out.fn, history: out.history });
      return out.entry;
    },
    redo: () => {
      const { fn, history } = get();
      const out = fn && redoEntry(history, fn);
      if (!out) return null;
      set({ fn: out.fn, history: out.history });
      return out.entry;
    },
  }));
}

export type DesignStore = ReturnType<typeof createDesignStore>;

/** The store of the open designer page. */
export const designStore: DesignStore = createDesignStore();

/** Reads the open designer's state in a component. */
export function useDesign<T>(selector: (s: DesignState) => T): T {
  return useStore(designStore, selector);
}

/** The open function; components under the designer page may assume it is loaded. */
export function useDesignFunction(): PackFunction {
  const fn = useDesign((s) => s.fn);
  if (!fn) throw new Error('designer: no function loaded');
  return fn;
}

export const canUndo = (s: DesignState) => s.history.done.length > 0;
export const canRedo = (s: DesignState) => s.history.undone.length > 0;
export const isDirty = (s: DesignState) => s.fn !== s.saved;
