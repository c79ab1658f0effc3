import type { SerialRule } from '../pack/index';

/** Date coding keywords a serial rule may use, longest first so `yyyyMMdd` wins over `yyyy`. */
export const DATE_KEYWORDS = ['yyyyMMddHH', 'yyyyMMdd', 'yyyyMM', 'yyMMdd', 'yyyy', 'yyMM', 'yy', 'MMdd', 'MM', 'dd'] as const;
export type DateKeyword = (typeof DATE_KEYWORDS)[number];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Renders one date keyword for a calendar date given as parts (no time zone guessing). */
export function formatDateKeyword(keyword: DateKeyword, d: DateParts): string {
  const yyyy = String(d.year).padStart(4, '0');
  const parts: Record<string, string> = { yyyy, yy: yyyy.slice(2), MM: pad2(d.month), dd: pad2(d.day), HH: pad2(d.hour ?? 0) };
  return keyword.replace(/yyyy|yy|MM|dd|HH/g, (k) => parts[k]);
}

export interface DateParts { year: number; month: number; day: number; hour?: number }

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function toDateParts(date: Date, timeZone = 'Asia/Shanghai'): DateParts {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    if (formatters.size < 50) formatters.set(timeZone, f);
  }
  const parts = f.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') };
}

/**
 * The counter scope a number belongs to: numbers restart when it changes
 * (`never` -> one scope, `daily` -> per day, ...). The server keeps one counter per scope.
 */
export function serialScope(rule: Pick<SerialRule, 'reset'>, d: DateParts): string {
  switch (rule.reset) {
    case 'daily': return `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
    case 'monthly': return `${d.year}-${pad2(d.month)}`;
    case 'yearly': return String(d.year);
    default: return 'all';
  }
}

/** The n-th value of a counter (n = 0, 1, 2 ...): start + n * step. */
export function serialValue(rule: Pick<SerialRule, 'start' | 'step'>, n: number): number {
  return (rule.start ?? 1) + n * (rule.step ?? 1);
}

/**
 * Formats a serial number: prefix, date keywords, form-field keywords, then the
 * counter padded with zeros to `padding` digits (longer numbers are never cut).
 */
export function formatSerial(rule: SerialRule, value: number, d: DateParts, fields: Record<string, unknown> = {}): string {
  const date = (rule.codingKeywords ?? []).map((k) => formatDateKeyword(k as DateKeyword, d)).join('');
  const fromFields = (rule.formFieldKeywords ?? []).map((f) => sanitize(fields[f])).join('');
  return `${rule.prefix ?? ''}${date}${fromFields}${String(value).padStart(rule.padding, '0')}`;
}

function sanitize(v: unknown): string {
  if (v === null || v === undefined) return '';
  return String(v).replace(/[^\p{L}\p{N}_-]/gu, '').slice(0, 32);
}

export function isDateKeyword(k: string): k is DateKeyword {
  return (DATE_KEYWORDS as readonly string[]).includes(k);
}
