import i18next from 'i18next';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../runtime/i18n/locales/en-US.json';
import ruRU from '../../runtime/i18n/locales/ru-RU.json';
import zhCN from '../../runtime/i18n/locales/zh-CN.json';
import zhTW from '../../runtime/i18n/locales/zh-TW.json';
import { ChartCard } from '../../runtime/pages/dashboard/ChartCard';
import type { ChartData, ChartMeta } from '../../runtime/pages/dashboard/api';

const meta = { code: 'total', kind: 'number', title: 'Total', span: 1, group: null, measures: [{ op: 'count', field: null, label: null, money: false }] } as unknown as ChartMeta;
const whole: ChartData = { code: 'total', truncated: false, partial: false, window: null, groups: [{ key: null, label: null, values: [42] }] };
const partial: ChartData = { ...whole, partial: true, window: 200_000 };

async function render(lng: string, data: ChartData): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng, resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN }, 'zh-TW': { translation: zhTW }, 'ru-RU': { translation: ruRU } }, interpolation: { escapeValue: false },
  });
  const html = renderToString(React.createElement(I18nextProvider, { i18n }, React.createElement(ChartCard, { meta, data })));
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('a chart the server counted over only its newest records', () => {
  it('says so under the chart, with the number of records, in the user\'s language', async () => {
    expect(await render('en-US', partial)).toContain('Counted over the latest 200,000 records only');
    expect(await render('zh-CN', partial)).toContain('仅统计最新的 200,000 条记录');
    expect(await render('zh-TW', partial)).toContain('僅統計最新的 200,000 筆記錄');
    expect(await render('ru-RU', partial)).toMatch(/Учтены только последние записи: 200\s000/u);
  });

  it('says nothing of the kind for a chart counted over every record', async () => {
    const text = await render('en-US', whole);
    expect(text).toContain('42');
    expect(text).not.toContain('latest');
  });
});
