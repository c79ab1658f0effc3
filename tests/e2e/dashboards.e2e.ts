import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { openMenu, signIn } from './support/actions';

let server: RunningServer;
let browser: Browser;
/** The asset register as the list API counts it: every asset, and per state. */
let expected: { total: number; byStatus: Record<string, number> };

const STATES = ['inStock', 'inUse', 'borrowed', 'repairing', 'retired'];
const STATE_NAMES = {
  'en-US': { inStock: 'In stock', inUse: 'In use', borrowed: 'Borrowed', repairing: 'In repair', retired: 'Retired' },
  'zh-CN': { inStock: '在库', inUse: '在用', borrowed: '借用中', repairing: '维修中', retired: '已报废' },
} as const;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T };
  expect(json.code).toBe(0);
  return json.data;
}

beforeAll(async () => {
  // The assets demo: assets in every state, in several departments.
  server = await startServer({ demoRecords: true });
  browser = await launchBrowser();
  const { token } = await api<{ token: string }>('/api/auth/login', { userName: 'admin', password: 'Demo1234' });
  const count = async (filters: Record<string, string>) => (await api<{ total: number }>('/api/fn/asset/page', { current: 1, size: 10, filters }, token)).total;
  const byStatus: Record<string, number> = {};
  for (const s of STATES) byStatus[s] = await count({ status: s });
  expected = { total: await count({}), byStatus };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['en-US', 'zh-CN'] as const)('the asset dashboard in %s', (lang) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, server.url, lang);
    await signIn(page, 'admin', 'Demo1234');
  });
  afterAll(async () => { await page?.context().close(); });

  it('shows the administrator a dashboard card on the workbench with the register\'s count', async () => {
    const cards = page.getByTestId('workbench-dashboards');
    await cards.getByTestId('chart-assetCount-value').waitFor();
    await expect(cards.getByTestId('chart-assetCount-value').textContent()).resolves.toContain(String(expected.total));
    await cards.getByTestId('chart-byStatus-graph').locator('canvas').first().waitFor();
    // Each card names its dashboard above its own title, in full: titles wrap instead of being cut off.
    await expect(cards.getByTestId('chart-assetCount-source').textContent()).resolves.toBeTruthy();
    const clipped = await cards.locator('.ant-card-head-title').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(clipped).toEqual([]);
    // The number cards come first and share the top row; the drawn charts follow.
    const kinds = await cards.locator('.dashboard-chart').evaluateAll((els) => els.map((e) => e.classList.contains('dashboard-chart--number')));
    expect(kinds).toEqual([...kinds].sort((a, b) => Number(b) - Number(a)));
    expect(kinds.filter(Boolean).length).toBeGreaterThan(1);
    await shoot(page, `dashboards-workbench-${lang}`);
  });

  it('opens the asset dashboard from its menu: counts by state as the register has them, drawn as charts', async () => {
    await openMenu(page, 'M65000000000000', 'S65900000000000');
    await page.waitForURL('**/dashboard/asset/assetOverview');
    const value = page.getByTestId('chart-assetCount-value');
    await value.waitFor();
    await expect(value.textContent()).resolves.toContain(String(expected.total));
    const pie = page.getByTestId('chart-byStatus-graph');
    await pie.locator('canvas').first().waitFor();
    const summary = await pie.getAttribute('aria-label');
    for (const s of STATES) {
      if (expected.byStatus[s]) expect(summary).toContain(`${STATE_NAMES[lang][s as keyof typeof STATE_NAMES['en-US']]}: ${expected.byStatus[s]}`);
    }
    await page.getByTestId('chart-byDepartment-graph').locator('canvas').first().waitFor();
    await page.getByTestId('chart-byCategory').locator('tbody tr').first().waitFor();
    await shoot(page, `dashboards-assets-${lang}`);
  });

  it('filters every chart by the state chosen in the search bar', async () => {
    await page.getByTestId('dashboard-filters').getByTestId('search-status').click();
    await page.locator('.ant-select-item-option:visible', { hasText: STATE_NAMES[lang].inStock }).first().click();
    await page.getByTestId('dashboard-search').click();
    await expect.poll(() => page.getByTestId('chart-assetCount-value').textContent()).toBe(String(expected.byStatus.inStock));
    await expect.poll(() => page.getByTestId('chart-byStatus-graph').getAttribute('aria-label')).toBe(`${STATE_NAMES[lang].inStock}: ${expected.byStatus.inStock}`);
  });
});

describe.each(['en-US', 'zh-CN'] as const)('the project dashboard in %s', (lang) => {
  it('finance opens it from the project menu: amount, settled and bad debt in total and per project, as the register has them', async () => {
    const { token } = await api<{ token: string }>('/api/auth/login', { userName: 'finance', password: 'Demo1234' });
    const listed = await api<{ total: number; records: { data: Record<string, unknown> }[] }>('/api/fn/project/page', { current: 1, size: 50 }, token);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.records.length).toBe(listed.total);
    const sum = (field: string) => listed.records.reduce((n, r) => n + Number(r.data[field] ?? 0), 0);
    // Money is kept in cents and shown in yuan with thousands separators.
    const yuan = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const page = await newPage(browser, server.url, lang);
    try {
      await signIn(page, 'finance', 'Demo1234');
      await openMenu(page, 'M63000000000000', 'S63900000000000');
      await page.waitForURL('**/dashboard/project/projectOverview');
      const total = page.getByTestId('chart-totalAmount-value');
      await total.waitFor();
      await expect(total.textContent()).resolves.toContain(yuan(sum('projectAmount')));
      await expect(page.getByTestId('chart-settledTotal-value').textContent()).resolves.toContain(yuan(sum('settledAmount')));
      await expect(page.getByTestId('chart-badDebtTotal-value').textContent()).resolves.toContain(yuan(sum('badDebtAmount')));
      await page.getByTestId('chart-byProject-graph').locator('canvas').first().waitFor();
      const summary = await page.getByTestId('chart-byProject-graph').getAttribute('aria-label');
      for (const r of listed.records.slice(0, 3)) expect(summary).toContain(String(r.data.name));
      await page.getByTestId('chart-byManager').locator('tbody tr').first().waitFor();
      await shoot(page, `dashboards-project-${lang}`);
      // The pie's slices read as money: yuan with separators, not raw numbers.
      const pie = page.getByTestId('chart-byType-graph');
      await pie.scrollIntoViewIfNeeded();
      await pie.locator('canvas').first().waitFor();
      expect(await pie.getAttribute('aria-label')).toMatch(/¥[\d,]+\.\d{2}/);
      await shoot(page, `dashboards-project-pie-${lang}`);
    } finally {
      await page.context().close();
    }
  });
});

describe('a staff member without the dashboard', () => {
  it('gets no dashboard card on the workbench, and the route is refused', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    try {
      await signIn(page, 'alice', 'Demo1234');
      // Her workbench is fully drawn (her function cards) and holds no dashboard.
      await page.locator('.fn-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('workbench-dashboards').count()).toBe(0);
      await page.goto('/dashboard/asset/assetOverview');
      await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/'));
      expect(await page.getByTestId('dashboard-page').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
