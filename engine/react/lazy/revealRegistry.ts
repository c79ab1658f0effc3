import type { Form } from '@formily/core';

/** What a lazily mounted form view offers to bring a field on screen. */
export interface FormRevealer {
  /** Mounts the group holding the top-level property `name`; resolves once it is in the DOM. */
  mountGroupOf(name: string): Promise<void>;
  /** The display position of a top-level property (for "first" error), -1 if unknown. */
  orderOf(name: string): number;
}

const revealers = new WeakMap<Form, FormRevealer>();

export function registerRevealer(form: Form, revealer: FormRevealer): () => void {
  revealers.set(form, revealer);
  return () => {
    if (revealers.get(form) === revealer) revealers.delete(form);
  };
}

export function revealerOf(form: Form): FormRevealer | undefined {
  return revealers.get(form);
}

/** Brings a column of a sub-table into the DOM (`key`: a data field of its rows); resolves once it is there. */
export type ColumnRevealer = (key: string) => Promise<void>;

const columnRevealers = new WeakMap<Form, Map<string, ColumnRevealer>>();

/** A sub-table at `arrayPath` that mounts its columns as they near the screen offers to mount one on demand. */
export function registerColumnRevealer(form: Form, arrayPath: string, revealer: ColumnRevealer): () => void {
  const byPath = columnRevealers.get(form) ?? new Map<string, ColumnRevealer>();
  columnRevealers.set(form, byPath);
  byPath.set(arrayPath, revealer);
  return () => {
    if (byPath.get(arrayPath) === revealer) byPath.delete(arrayPath);
  };
}

/** Mounts the column of a sub-table cell at `path` (`lines.3.qty`), when its table holds columns back. */
export async function revealColumnOf(form: Form, path: string): Promise<void> {
  for (const [arrayPath, reveal] of columnRevealers.get(form) ?? []) {
    if (!path.startsWith(`${arrayPath}.`)) continue;
    const [, key] = path.slice(arrayPath.length + 1).split('.');
    if (key) await reveal(key);
  }
}
