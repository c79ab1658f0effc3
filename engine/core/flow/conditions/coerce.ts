// Typed readings of loosely typed form values; anything unreadable becomes
// NaN or null so that comparisons with it are false.

/** A finite number from a number or numeric text, else NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : NaN;
  }
  return NaN;
}

/** Text of a string or a finite number, else null. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** The calendar day `YYYY-MM-DD` of an ISO date or date-time string, else null. */
export function toIsoDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DAY.exec(value.trim());
  if (!m) return null;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Empty: absent, null, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The texts of a list value (non-text members dropped), or null when `value` is not a list. */
export function toTextList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(toText).filter((t): t is string => t !== null);
}

/** A `[from, to]` pair, else null. */
export function toPair(value: unknown): [unknown, unknown] | null {
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null;
}
