import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PackFunction } from '../../engine/index';
import { commandHandlers } from './commands';
import { diffEntry, emptyHistory, record, redo as redoEntry, undo as undoEntry, type EditScope, type History } from './history';

export interface DesignState {
  /** The function being edited (the draft, else the published definition), or null before loading. */
  fn: PackFunction | null;
  /** What the server holds as the draft/published definition, to tell unsaved edits. */
  saved: PackFunction | null;
  history: History;
  /** The function's pack texts by language (titles may be i18n keys of its pack). */
  locales: Record<string, Record<string, string>>;
  /** Starts editing a function; clears every history. */
  load(fn: PackFunction, locales?: Record<string, Record<string, string>>): void;
  /** The server now holds the current function. */
  markSaved(): void;
  /** Runs a registered command and records it in its scope's history. */
  dispatch<P>(name: string, params: P): void;
  undo(scope: EditScope): void;
  redo(scope: EditScope): void;
}

/** Creates a designer store (one per open designer page; tests make their own). */
export function createDesignStore() {
  return createStore<DesignState>()((set, get) => ({
    fn: null,
    saved: null,
    history: emptyHistory(),
    locales: {},
    load: (fn, locales = {}) => set({ fn, saved: fn, history: emptyHistory(), locales }),
    markSaved: () => set((s) => ({ saved: s.fn })),
    dispatch: (name, params) => {
      const handler = commandHandlers.get(name);
      if (!handler) throw new Error(`designer: unknown command "${name}"`);
      const { fn, history } = get();
      if (!fn) throw new Error('designer: no function loaded');
      const next = handler.execute(fn, params as never);
      const entry = diffEntry(name, fn, next);
      if (entry) set({ fn: next, history: record(history, handler.scope, entry) });
    },
    undo: (scope) => {
      const { fn, history } = get();
      const out = fn && undoEntry(history, scope, fn);
      if (out) set(out);
    },
    redo: (scope) => {
      const { fn, history } = get();
      const out = fn && redoEntry(history, scope, fn);
      if (out) set(out);
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

export const canUndo = (s: DesignState, scope: EditScope) => s.history[scope].done.length > 0;
export const canRedo = (s: DesignState, scope: EditScope) => s.history[scope].undone.length > 0;
export const isDirty = (s: DesignState) => s.fn !== s.saved;
