import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';
import ruRU from './locales/ru-RU.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage } from './languages';
import type { ShellLanguage } from './languages';

/** Starts i18next with the detected language; call once before rendering. */
export function initI18n(): ShellLanguage {
  const lng = detectLanguage();
  void i18next.use(initReactI18next).init({
    resources: {
      'zh-CN': { translation: zhCN },
      'en-US': { translation: enUS },
      'ru-RU': { translation: ruRU },
      'zh-TW': { translation: zhTW },
    },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initImmediate: false,
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
