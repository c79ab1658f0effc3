/** Languages every pack and the shell ship; zh-TW is offered by the shell only. */
export const LANGS = ['zh-CN', 'en-US', 'ru-RU'] as const;
export const SHELL_LANGS = ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const;
export type Lang = (typeof SHELL_LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/** Maps any header or browser value (`en`, `ru-ru`, `zh-Hant`) onto a supported language. */
export function toLang(value: unknown): Lang {
  if (typeof value !== 'string' || !value) return DEFAULT_LANG;
  const v = value.toLowerCase();
  if (v.startsWith('en')) return 'en-US';
  if (v.startsWith('ru')) return 'ru-RU';
  if (v === 'zh-tw' || v.startsWith('zh-hant') || v === 'zh-hk') return 'zh-TW';
  return DEFAULT_LANG;
}

/** Pack locales have no zh-TW: fall back to zh-CN for pack texts. */
export function toPackLang(lang: Lang): (typeof LANGS)[number] {
  return lang === 'zh-TW' ? 'zh-CN' : lang;
}

/**
 * A text kept per pack language, in `lang`: zh-TW reads zh-CN, and a missing
 * translation falls back to the default language, then English.
 */
export function pickLocalized(texts: Partial<Record<string, string>> | undefined, lang: Lang): string {
  return texts?.[toPackLang(lang)] ?? texts?.[DEFAULT_LANG] ?? texts?.['en-US'] ?? '';
}
