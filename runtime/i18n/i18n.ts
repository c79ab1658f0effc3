import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage } from './languages';
import type { ShellLanguage } from './languages';

type Texts = Record<string, unknown>;

/** One chunk per language: the sign-in page downloads only the language it shows. */
const RESOURCES: Record<ShellLanguage, () => Promise<{ default: Texts }>> = {
  'zh-CN': () => import('./locales/zh-CN.json'),
  'en-US': () => import('./locales/en-US.json'),
  'ru-RU': () => import('./locales/ru-RU.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
};

/**
 * Starts i18next with the detected language, loading only that language's texts;
 * resolves before the first render. (Every language carries every key - tests/runtime/locales.test.ts -
 * so the zh-CN fallback is never needed for shell texts.)
 */
export async function initI18n(): Promise<ShellLanguage> {
  const lng = detectLanguage();
  const texts = (await RESOURCES[lng]()).default;
  await i18next.use(initReactI18next).init({
    resources: { [lng]: { translation: texts } },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  return lng;
}

/** The active shell language (also sent as the `lang` request header). */
export function currentLanguage(): ShellLanguage {
  return (i18next.language as ShellLanguage) || DEFAULT_LANGUAGE;
}

/** Saves the choice and reloads the page (spec 000 section 4.3). */
export function switchLanguage(lang: ShellLanguage): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  forgetLanguageBoundState(sessionStorage);
  window.location.reload();
}

/** Session-storage keys holding texts in the old language: user info and menus (`session`), cached lookups (`lookup:`). */
const LANGUAGE_BOUND = (key: string) => key === 'session' || key.startsWith('lookup:');

/**
 * Spec 000 section 4.3: switching language clears the enumeration cache and refreshes user
 * info, so the sider, breadcrumbs and cards are read again in the new language after the reload.
 */
export function forgetLanguageBoundState(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && LANGUAGE_BOUND(key)) keys.push(key);
  }
  keys.forEach((k) => storage.removeItem(k));
}

/** Translation outside React (request layer, stores). */
export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options) as string;
