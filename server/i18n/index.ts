import { messages, type MessageKey } from './messages';

export type ServerLang = 'zh-CN' | 'en-US' | 'ru-RU' | 'zh-TW';
export const DEFAULT_LANG: ServerLang = 'zh-CN';

/** Maps the `lang` request header onto a supported language (zh-CN when absent or unknown). */
export function toServerLang(value: unknown): ServerLang {
  if (typeof value !== 'string' || !value) return DEFAULT_LANG;
  const v = value.toLowerCase();
  if (v.startsWith('en')) return 'en-US';
  if (v.startsWith('ru')) return 'ru-RU';
  if (v === 'zh-tw' || v === 'zh-hk' || v.startsWith('zh-hant')) return 'zh-TW';
  return DEFAULT_LANG;
}

/** Pack locales have no zh-TW; its texts fall back to zh-CN. */
export function toPackLang(lang: ServerLang): 'zh-CN' | 'en-US' | 'ru-RU' {
  return lang === 'zh-TW' ? 'zh-CN' : lang;
}

export function translate(lang: ServerLang, key: MessageKey, params: Record<string, unknown> = {}): string {
  const text: string = messages[key][lang] ?? messages[key][DEFAULT_LANG];
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type { MessageKey };

/** The key->text map of a pack for the request language (zh-CN when the pack lacks it). */
export function packLocale(locales: Record<string, Record<string, string>> | undefined, lang: ServerLang): Record<string, string> {
  return locales?.[toPackLang(lang)] ?? locales?.[DEFAULT_LANG] ?? {};
}
