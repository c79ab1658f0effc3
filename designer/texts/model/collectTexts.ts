import { collectTexts, TEXT_LANGS, type PackFunction, type TextLang } from '../../../engine/index';
import type { Locales } from '../../state';

/** The translation of `text` in `lang`, or '' when there is none. */
export const translationOf = (locales: Locales, lang: string, text: string): string => locales[lang]?.[text] ?? '';

/**
 * Whether `text` lacks a translation in `lang`. A text shows as it is where it has none,
 * so a literal counts as its own zh-CN text (the designer's default language).
 */
export function lacksTranslation(locales: Locales, lang: TextLang, text: string): boolean {
  if (translationOf(locales, lang, text)) return false;
  return lang !== 'zh-CN';
}

/** The translations `design/save` carries: those of the function's own texts, by language. */
export function translationsToSave(fn: PackFunction, locales: Locales): Locales {
  const out: Locales = {};
  for (const { text } of collectTexts(fn)) {
    for (const lang of TEXT_LANGS) {
      const value = translationOf(locales, lang, text);
      if (value) (out[lang] ??= {})[text] = value;
    }
  }
  return out;
}
