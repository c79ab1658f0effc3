import type { Locale } from 'antd/es/locale';
// antd's own components import en_US as their default: it is in the sign-in chunk anyway.
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { ShellLanguage } from './languages';

dayjs.extend(localizedFormat);

/** antd's and dayjs's locale for each shell language, each its own chunk (only the shown one downloads; en_US is antd's default). */
const LOADERS: Record<ShellLanguage, () => Promise<Locale>> = {
  'zh-CN': async () => { await import('dayjs/locale/zh-cn'); return (await import('antd/es/locale/zh_CN')).default; },
  'en-US': async () => enUS,
  'ru-RU': async () => { await import('dayjs/locale/ru'); return (await import('antd/es/locale/ru_RU')).default; },
  'zh-TW': async () => { await import('dayjs/locale/zh-tw'); return (await import('antd/es/locale/zh_TW')).default; },
};
const DAYJS: Record<ShellLanguage, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ru-RU': 'ru', 'zh-TW': 'zh-tw' };

/** Loads antd's locale for a shell language and switches dayjs to it so pickers match. */
export async function loadAntdLocale(lang: ShellLanguage): Promise<Locale> {
  const locale = await LOADERS[lang]();
  dayjs.locale(DAYJS[lang]);
  return locale;
}
