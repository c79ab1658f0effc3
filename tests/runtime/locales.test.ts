import { describe, expect, it } from 'vitest';
import enUS from '../../runtime/i18n/locales/en-US.json';
import ruRU from '../../runtime/i18n/locales/ru-RU.json';
import zhCN from '../../runtime/i18n/locales/zh-CN.json';
import zhTW from '../../runtime/i18n/locales/zh-TW.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('shell locales', () => {
  it('have the same keys in every language, none empty', () => {
    const reference = keys(zhCN);
    for (const locale of [enUS, ruRU, zhTW]) expect(keys(locale)).toEqual(reference);
    for (const locale of [zhCN, enUS, ruRU, zhTW]) {
      expect(JSON.stringify(locale)).not.toMatch(/:""/);
    }
  });
});
