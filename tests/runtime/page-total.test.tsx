import i18next from 'i18next';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../runtime/i18n/locales/en-US.json';
import ruRU from '../../runtime/i18n/locales/ru-RU.json';
import zhCN from '../../runtime/i18n/locales/zh-CN.json';
import { PageTotal, type PageTotalProps } from '../../runtime/pages/fn-list/PageTotal';

async function render(lng: string, props: PageTotalProps): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng, resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN }, 'ru-RU': { translation: ruRU } }, interpolation: { escapeValue: false },
  });
  const html = renderToString(React.createElement(I18nextProvider, { i18n }, React.createElement(PageTotal, props)));
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;/g, "'").trim();
}

describe('the total beside a list\'s pagination', () => {
  it('shows an exact total as it is, with no action', async () => {
    expect(await render('en-US', { total: 42, onExact: () => undefined })).toBe('42 records in total');
  });

  it('shows a total the server stopped counting at as "10,000+" with the exact-count action, in the user\'s language', async () => {
    expect(await render('en-US', { total: 10_000, lowerBound: true, onExact: () => undefined })).toBe('10,000+ records Exact count');
    expect(await render('zh-CN', { total: 10_000, lowerBound: true, onExact: () => undefined })).toBe('超过 10,000 条 精确计数');
    const ru = await render('ru-RU', { total: 10_000, lowerBound: true, onExact: () => undefined });
    expect(ru).toMatch(/^Записей: более 10\s000 Точное число$/u);
  });

  it('offers no action when nothing can ask for the exact number', async () => {
    expect(await render('en-US', { total: 10_000, lowerBound: true })).toBe('10,000+ records');
  });
});
