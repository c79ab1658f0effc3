/**
 * The width a list column needs so neither its title nor its typed values are cut off:
 * a pack's `width` is a wish, never less than the title (CJK characters count double) plus
 * the sort icon and padding, and the type's widest usual value (amounts, dates).
 */
const TYPE_MIN: Record<string, number> = {
  money: 150, number: 110, percent: 100, date: 120, datetime: 176, time: 100, dateRange: 230, timeRange: 190,
};
const CELL_PADDING = 32;
const SORTER = 24;
const MAX_TITLE_CHARS = 60;

/** Approximate rendered width of a text at 14 px: wide (CJK, full-width) characters 14 px, others 8 px. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of [...text].slice(0, MAX_TITLE_CHARS)) width += /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/.test(ch) ? 14 : 8;
  return width;
}

export function columnWidth(title: string, type: string | undefined, wish: number | undefined, sortable: boolean): number | undefined {
  const need = Math.max(textWidth(title) + CELL_PADDING + (sortable ? SORTER : 0), (type && TYPE_MIN[type]) || 0);
  if (wish === undefined) return type && TYPE_MIN[type] ? need : undefined;
  return Math.max(wish, need);
}
