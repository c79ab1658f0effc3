/** What the page renders: `?fields=100|500|1000` flat fields, or `table50` (50 rows x 50 columns). */
export type BenchSize = 100 | 500 | 1000 | 'table50';

export const TABLE_ROWS = 50;
export const TABLE_COLUMNS = 50;

/** Field `i` is text when even, number when odd (so the middle field of every size is text). */
export const isNumberField = (i: number): boolean => i % 2 === 1;
export const fieldKey = (i: number): string => `f${i}`;
export const columnKey = (c: number): string => `c${c}`;

/** Inputs the page must hold before the form counts as mounted. */
export function expectedInputs(size: BenchSize): number {
  return size === 'table50' ? TABLE_ROWS * TABLE_COLUMNS : size;
}

/** The empty rows both libraries start the sub-table with. */
export function tableRows(): Record<string, unknown>[] {
  return Array.from({ length: TABLE_ROWS }, () => ({}));
}

/** Where keystrokes go: the middle field, or the middle text cell of the middle row (both text). */
export function targetCell(size: BenchSize): { row?: number; key: string } {
  if (size === 'table50') return { row: TABLE_ROWS / 2, key: columnKey(TABLE_COLUMNS / 2 - 1) };
  return { key: fieldKey(size / 2) };
}

export function parseSize(raw: string | null): BenchSize {
  if (raw === 'table50') return raw;
  const n = Number(raw);
  if (n === 100 || n === 500 || n === 1000) return n;
  throw new Error(`bench/form: unknown fields=${raw}`);
}
