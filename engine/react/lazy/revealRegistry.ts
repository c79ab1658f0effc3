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

/**
 * Brings one step of a sub-table cell into the DOM and resolves once it is there: `page` turns to
 * the page of a row (`step`: its index), `column` mounts a held-back column (`step`: a field of its rows).
 */
export type CellRevealer = (step: string) => Promise<void>;
export type CellPart = 'page' | 'column';

const cellRevealers = new WeakMap<Form, Map<string, Map<CellPart, CellRevealer>>>();

/** A sub-table at `arrayPath` (its data path, as errors name cells) that keeps rows on other pages, or columns held back, offers to bring a cell's in. */
export function registerCellRevealer(form: Form, arrayPath: string, part: CellPart, revealer: CellRevealer): () => void {
  const byPath = cellRevealers.get(form) ?? new Map<string, Map<CellPart, CellRevealer>>();
  cellRevealers.set(form, byPath);
  const parts = byPath.get(arrayPath) ?? new Map<CellPart, CellRevealer>();
  byPath.set(arrayPath, parts);
  parts.set(part, revealer);
  return () => {
    if (parts.get(part) !== revealer) return;
    parts.delete(part);
    if (!parts.size && byPath.get(arrayPath) === parts) byPath.delete(arrayPath);
  };
}

/** Brings the sub-table cell at `path` (`lines.3.qty`) into the DOM: its row's page first, then its column. */
export async function revealCellOf(form: Form, path: string): Promise<void> {
  for (const [arrayPath, parts] of cellRevealers.get(form) ?? []) {
    if (!path.startsWith(`${arrayPath}.`)) continue;
    const [index, key] = path.slice(arrayPath.length + 1).split('.');
    if (index) await parts.get('page')?.(index);
    if (key) await parts.get('column')?.(key);
  }
}

const columnOrders = new WeakMap<Form, Map<string, (key: string) => number>>();

/** A sub-table at `arrayPath` tells the place of a row field's column (`key`: the field's name; -1 if it shows none). */
export function registerColumnOrder(form: Form, arrayPath: string, placeOf: (key: string) => number): () => void {
  const byPath = columnOrders.get(form) ?? new Map<string, (key: string) => number>();
  columnOrders.set(form, byPath);
  byPath.set(arrayPath, placeOf);
  return () => {
    if (byPath.get(arrayPath) === placeOf) byPath.delete(arrayPath);
  };
}

/** The column place of the sub-table cell at `path` (`lines.3.qty`), or -1 when no table tells it. */
export function columnPlaceOf(form: Form, path: string): number {
  for (const [arrayPath, placeOf] of columnOrders.get(form) ?? []) {
    if (!path.startsWith(`${arrayPath}.`)) continue;
    const key = path.slice(arrayPath.length + 1).split('.')[1];
    if (key) return placeOf(key);
  }
  return -1;
}
