import type { MenuRow } from '../data';
import { packLocale, type ServerLang } from '../i18n';

type Locales = Map<number, Record<string, Record<string, string>>>;

/** A menu's title in a language: its own name for that language (menu management), else its pack's text, else the stored name. */
export function menuTitle(m: MenuRow, locales: Locales, lang: ServerLang): string {
  if (m.names) {
    const names = JSON.parse(m.names) as Record<string, string>;
    const own = names[lang] || (lang === 'zh-TW' ? names['zh-CN'] : undefined);
    if (own) return own;
  }
  return (m.pack_id !== null ? packLocale(locales.get(m.pack_id), lang)[m.name] : undefined) ?? m.name;
}
