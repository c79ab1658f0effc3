/** Deep-replaces every string that is a key of `locale` with its text; other values stay. */
export function resolveTexts<T>(value: T, locale: Record<string, string>): T {
  if (typeof value === 'string') return (Object.hasOwn(locale, value) ? locale[value] : value) as T;
  if (Array.isArray(value)) return value.map((v) => resolveTexts(v, locale)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveTexts(v, locale);
    return out as T;
  }
  return value;
}
