/**
 * Named formats shared by the client (Formily `registerValidateFormats`) and the
 * server (our `x-format` ajv keyword). Values are tested as `String(value)`.
 */
export const customFormats: Record<string, RegExp> = {
  /** Spec 000 section 5: positive integer, first digit 1-9. */
  positiveInteger: /^[1-9]\d*$/,
  /** Up to two decimal places. */
  decimal2: /^-?\d+(\.\d{1,2})?$/,
  /** Mainland mobile: 11 digits starting with 1. */
  phone: /^1\d{10}$/,
  /** Calendar date as stored: YYYY-MM-DD. */
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  /** ISO date-time as stored. */
  datetime: /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  /** Spec 000 section 5: 6-18 letters and digits. */
  password: /^[A-Za-z0-9]{6,18}$/,
  // Formily's own formats (@formily/validator), so its schemas validate the same on the server.
  // `url` and `money` are rewritten without nested quantifiers: the server tests user data with them.
  /** http(s), ftp or rtmp address with a dotted host (or protocol-relative `//host`). */
  url: /^(?:(?:https?|ftp|rtmp):)?\/\/(?:[^\s/?#@]+@)?[^\s/?#:.@]+(?:\.[^\s/?#:.@]+)*\.[^\s/?#:.@\d]{2,}(?::\d{2,5})?(?:[/?#]\S*)?$/i,
  email: /^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/,
  ipv4: /^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[0-9]{1,2})\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[0-9]{1,2})$/,
  ipv6: /^\s*((([0-9A-Fa-f]{1,4}:){7}([0-9A-Fa-f]{1,4}|:))|(([0-9A-Fa-f]{1,4}:){6}(:[0-9A-Fa-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9A-Fa-f]{1,4}:){5}(((:[0-9A-Fa-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9A-Fa-f]{1,4}:){4}(((:[0-9A-Fa-f]{1,4}){1,3})|((:[0-9A-Fa-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){3}(((:[0-9A-Fa-f]{1,4}){1,4})|((:[0-9A-Fa-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){2}(((:[0-9A-Fa-f]{1,4}){1,5})|((:[0-9A-Fa-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){1}(((:[0-9A-Fa-f]{1,4}){1,6})|((:[0-9A-Fa-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9A-Fa-f]{1,4}){1,7})|((:[0-9A-Fa-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))(%\S+)?\s*$/,
  number: /^[+-]?\d+(\.\d+)?$/,
  integer: /^[+-]?\d+$/,
  /** Mainland resident id: 15 digits, or 17 digits and a digit or X. */
  idcard: /^\d{15}$|^\d{17}(\d|x|X)$/,
  /** An amount with a currency sign: `$1,000.50`, `¥ 20`. */
  money: /^[\u0024\u00A2\u00A3\u00A4\u20AC\u00A5\u20B1\u20B9\uFFE5]\s*\d[\d,]*(\.\d+)?\s*$/,
  /** Chinese characters only. */
  zh: /^[\u4e00-\u9fa5]+$/,
  /** Mainland postal code: 6 digits. */
  zip: /^[0-9]{6}$/,
  qq: /^(\+?[1-9]\d*|0)$/,
};

/** Longest text a format is tested on; longer values fail it (no format describes them, and it bounds the work). */
export const MAX_FORMAT_INPUT = 2048;

/**
 * Whether `value` (as text) has the named format; an unknown format name accepts anything.
 * Empty text passes, as in Formily (whether a value is required is its own rule).
 */
export function matchesFormat(format: string, value: unknown): boolean {
  const re = Object.hasOwn(customFormats, format) ? customFormats[format] : undefined;
  const text = String(value);
  if (!re || text === '') return true;
  return text.length <= MAX_FORMAT_INPUT && re.test(text);
}

export function isKnownFormat(name: string): boolean {
  return Object.hasOwn(customFormats, name);
}
