import { DATE_KEYWORDS, formatDateKeyword, formatSerial, serialValue, toDateParts, type DateKeyword, type DateParts, type SerialRule } from '../../../engine/index';

/** The parts of a serial number, for showing each in its own colour. */
export interface SerialParts { prefix: string; date: string; fields: string; counter: string }

/** Stand-in values for form-field keywords: the field's identifier in capitals (what a record would fill in). */
export function sampleValues(rule: Pick<SerialRule, 'formFieldKeywords'>): Record<string, string> {
  return Object.fromEntries((rule.formFieldKeywords ?? []).map((f) => [f, f.toUpperCase()]));
}

/**
 * The next `count` numbers a rule gives on a day (the engine's `formatSerial`, as the
 * server allocates them: start, start + step, ...), with sample values for field keywords.
 */
export function previewSerials(rule: SerialRule, d: DateParts, count = 3): string[] {
  const values = sampleValues(rule);
  return Array.from({ length: count }, (_, n) => formatSerial(rule, serialValue(rule, n), d, values));
}

/** The first number split into its parts; the parts joined equal `previewSerials(rule, d)[0]`. */
export function serialParts(rule: SerialRule, d: DateParts): SerialParts {
  const whole = formatSerial(rule, serialValue(rule, 0), d, sampleValues(rule));
  const prefix = rule.prefix ?? '';
  const date = formatSerial({ ...rule, prefix: '', formFieldKeywords: [], padding: 0 }, 0, d).slice(0, -1);
  const fields = formatSerial({ ...rule, prefix: '', codingKeywords: [], padding: 0 }, 0, d, sampleValues(rule)).slice(0, -1);
  return { prefix, date, fields, counter: whole.slice(prefix.length + date.length + fields.length) };
}

/** Date keywords with what each gives today, for the keyword picker. */
export function dateKeywordSamples(d: DateParts): { keyword: DateKeyword; sample: string }[] {
  return DATE_KEYWORDS.map((keyword) => ({ keyword, sample: formatDateKeyword(keyword, d) }));
}

/** Today in the server's time zone (serial numbers follow Shanghai days). */
export const todayParts = (now = new Date()): DateParts => toDateParts(now);
