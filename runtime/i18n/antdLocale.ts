import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import ruRU from 'antd/es/locale/ru_RU';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/ru';
import type { ShellLanguage } from './languages';

dayjs.extend(localizedFormat);

const ANTD: Record<ShellLanguage, Locale> = { 'zh-CN': zhCN, 'en-US': enUS, 'ru-RU': ruRU, 'zh-TW': zhTW };
const DAYJS: Record<ShellLanguage, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ru-RU': 'ru', 'zh-TW': 'zh-tw' };

/** antd's locale for a shell language; also switches dayjs so pickers match. */
export function antdLocaleFor(lang: ShellLanguage): Locale {
  dayjs.locale(DAYJS[lang]);
  return ANTD[lang];
}
