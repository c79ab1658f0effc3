import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PackFunction } from '../../engine/index';
import { commandHandlers } from './commands';
import { diffEntry, emptyHistory, record, redo as redoEntry, undo as undoEntry, type History, type HistoryEntry, type Locales } from './history';

/** One translation typed in the designer: the text (as the definition holds it), the language and its translation ('' clears it). */
export interface TextEdit { text: string; lang: string; value: string }

export interface DesignState {
  /** The function being edited (the draft, else the published definition), or null before loading. */
  fn: PackFunction | null;
  /** What the server holds as the draft/published definition, to tell unsaved edits. */
  saved: PackFunction | null;
  history: History;
  /**
   * The function's texts by language: its pack's locales (titles may be i18n keys of its pack)
   * with the translations entered in the designer over them; saved with the draft.
   */
  locales: Locales;
  /** The translations as the server holds them, to tell unsaved edits. */
  savedLocales: Locales;
  /** The tab edits are made on (recorded with each entry); null: each command's own scope. */
  tab: string | null;
  /** Starts editing a function; clears the history. */
  load(fn: PackFunction, locales?: Record<string, Record<string, string>>): void;
  /** The server now holds the current function. */
  markSaved(): void;
  /** The page shows `tab` now. */
  setTab(tab: string | null): void;
  /** Sets translations of the function's texts, recorded in the function's history like a command named `name`. */
  translate(name: string, edits: TextEdit[]): void;
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
  let open: { start: PackFunction; startLocales: Locales; tab: string } | null = null;
  const withTexts = (entry: HistoryEntry | null, name: string, tab: string, before: Locales, after: Locales): HistoryEntry | null => {
    if (before === after) return entry;
    return { ...(entry ?? { name, tab, before: {}, after: {} }), texts: { before, after } };
  };
  return createStore<DesignState>()((set, get) => ({
    fn: null,
    saved: null,
    history: emptyHistory(),
    locales: {},
    savedLocales: {},
    tab: null,
    load: (fn, locales = {}) => set({ fn, saved: fn, history: emptyHistory(), locales, savedLocales: locales }),
    markSaved: () => set((s) => ({ saved: s.fn, savedLocales: s.locales })),
    translate: (name, edits) => {
      const { fn, locales, history, tab } = get();
      if (!fn) throw new Error('designer: no function loaded');
      const next = applyTextEdits(locales, edits);
      if (next === locales) return;
      if (open) return set({ locales: next });
      set({ locales: next, history: record(history, withTexts(null, name, tab ?? 'texts', locales, next)!) });
    },
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
      const { fn, tab, locales } = get();
      if (!fn) throw new Error('designer: no function loaded');
      if (open) return edits();
      open = { start: fn, startLocales: locales, tab: tab ?? '' };
      const started = open;
      try {
        edits();
      } finally {
        open = null;
        const entry = withTexts(diffEntry(name, started.start, get().fn!, started.tab), name, started.tab, started.startLocales, get().locales);
        if (entry) set({ history: record(get().history, entry) });
      }
    },
    undo: () => {
      const { fn, history } = get();
      const out = fn && undoEntry(history, fn);
      if (!out) return null;
      set({ fn: out.fn, history: out.history, ...(out.entry.texts ? { locales: out.entry.texts.before } : {}) });
      return out.entry;
    },
    redo: () => {
      const { fn, history } = get();
      const out = fn && redoEntry(history, fn);
      if (!out) return null;
      set({ fn: out.fn, history: out.history, ...(out.entry.texts ? { locales: out.entry.texts.after } : {}) });
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
export const isDirty = (s: DesignState) => s.fn !== s.saved || s.locales !== s.savedLocales;

/** `locales` with the edits made (the same object when nothing changes); an empty value removes the translation. */
export function applyTextEdits(locales: Locales, edits: TextEdit[]): Locales {
  let out = locales;
  for (const { text, lang, value } of edits) {
    const current = out[lang]?.[text] ?? '';
    if (current === value) continue;
    const texts = { ...out[lang] };
    if (value) texts[text] = value;
    else delete texts[text];
    out = { ...out, [lang]: texts };
  }
  return out;
}
