const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/**
 * Whole days from `from` to `to` (negative when `to` is earlier), by calendar
 * date: `daysBetween('2024-01-01', '2024-01-05')` is 4. Accepts ISO date or
 * date-time text (the time part is ignored) and Date objects; null when
 * either side is missing or not a valid date.
 */
export function daysBetween(from: unknown, to: unknown): number | null {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  return start === undefined || end === undefined ? null : end - start;
}

/** The current local date as `YYYY-MM-DD`. */
export function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
}

function toDayNumber(value: unknown): number | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()) / DAY_MS;
  }
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(0);
  // setUTCFullYear keeps years below 100 as written; it rolls 2024-02-30 over
  // to March, and such text is not a date.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() / DAY_MS;
}
