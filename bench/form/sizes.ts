/**
 * What the page renders: `?fields=100|500|1000` flat fields, `table50` (50 rows x 50 columns of
 * text and number cells), or `table50p`, the same table with a quarter of its columns dates and a
 * quarter choice lists (ours only: the peers' tables have text and numbers).
 */
export type BenchSize = 100 | 500 | 1000 | 'table50' | 'table50p';

/** A sub-table size. */
export const isTable = (size: BenchSize): size is 'table50' | 'table50p' => size === 'table50' || size === 'table50p';

export const TABLE_ROWS = 50;
export const TABLE_COLUMNS = 50;

/** Field `i` is text when even, number when odd (so the middle field of every size is text). */
export const isNumberField = (i: number): boolean => i % 2 === 1;
export const fieldKey = (i: number): string => `f${i}`;
export const columnKey = (c: number): string => `c${c}`;

/** Inputs the page must hold before the form counts as mounted. */
export function expectedInputs(size: BenchSize): number {
  return isTable(size) ? TABLE_ROWS * TABLE_COLUMNS : size;
}

/** The empty rows both libraries start the sub-table with. */
export function tableRows(): Record<string, unknown>[] {
  return Array.from({ length: TABLE_ROWS }, () => ({}));
}

/** Where keystrokes go: the middle field, or the middle text cell of the middle row (both text). */
export function targetCell(size: BenchSize): { row?: number; key: string } {
  if (isTable(size)) return { row: TABLE_ROWS / 2, key: columnKey(TABLE_COLUMNS / 2 - 1) };
  return { key: fieldKey(size / 2) };
}

export function parseSize(raw: string | null): BenchSize {
  if (raw === 'table50' || raw === 'table50p') return raw;
  const n = Number(raw);
  if (n === 100 || n === 500 || n === 1000) return n;
  throw new Error(`bench/form: unknown fields=${raw}`);
}
