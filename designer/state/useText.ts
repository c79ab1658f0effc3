import { useTranslation } from 'react-i18next';
import { resolveTexts, toLang, toPackLang } from '../../engine/index';
import { useDesign } from './designStore';

/** Resolves a pack text (an i18n key of the function's pack, or a literal) in the interface language. */
export function useText(): (text: string | undefined) => string {
  const { i18n } = useTranslation();
  const locales = useDesign((s) => s.locales);
  const locale = locales[toPackLang(toLang(i18n.language))] ?? {};
  return (text) => (text === undefined ? '' : resolveTexts(text, locale));
}
