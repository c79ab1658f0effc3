/** Languages of the shell; packs ship the first three (zh-TW falls back to zh-CN for pack texts). */
export const SHELL_LANGUAGES = ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const;
export type ShellLanguage = (typeof SHELL_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ShellLanguage = 'zh-CN';

/** localStorage key of the user's choice (spec 000 section 3: language lives in local storage). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Maps `en`, `ru-ru`, `zh-Hant-TW` ... onto a shell language, or undefined when unsupported. */
export function toShellLanguage(value: string | null | undefined): ShellLanguage | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v.startsWith('en')) return 'en-US';
  if (v.startsWith('ru')) return 'ru-RU';
  if (v === 'zh-tw' || v === 'zh-hk' || v.startsWith('zh-hant')) return 'zh-TW';
  if (v.startsWith('zh')) return 'zh-CN';
  return undefined;
}

/** First language: stored choice, else the browser's languages, else zh-CN. */
export function detectLanguage(): ShellLanguage {
  const stored = toShellLanguage(safeStorageGet());
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of browser) {
    const lang = toShellLanguage(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

function safeStorageGet(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
