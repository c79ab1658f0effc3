import { describe, expect, it } from 'vitest';
import * as OpenCC from 'opencc-js';
import enUS from '../../runtime/i18n/locales/en-US.json';
import ruRU from '../../runtime/i18n/locales/ru-RU.json';
import zhCN from '../../runtime/i18n/locales/zh-CN.json';
import zhTW from '../../runtime/i18n/locales/zh-TW.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? entries(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]));

/** Characters OpenCC maps but that traditional Chinese writes too (平台, 干預). */
const SHARED = new Set(['台', '干']);

describe('shell locales', () => {
  it('have the same keys in every language, none empty', () => {
    const reference = keys(zhCN);
    for (const locale of [enUS, ruRU, zhTW]) expect(keys(locale)).toEqual(reference);
    for (const locale of [zhCN, enUS, ruRU, zhTW]) {
      expect(JSON.stringify(locale)).not.toMatch(/:""/);
    }
  });

  it('zh-TW has no simplified-only characters (the language names under lang.* are written as each language writes itself)', () => {
    const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
    const simplified = entries(zhTW)
      .filter(([key]) => !key.startsWith('lang.'))
      .flatMap(([key, text]) => [...text].filter((ch) => !SHARED.has(ch) && toTraditional(ch) !== ch).map((ch) => `${key}: ${ch} in "${text}"`));
    expect(simplified).toEqual([]);
  });
});
