import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, openMenu, pickDate, signIn } from './support/actions';
import { pickRecord } from './support/documents';

/** What alice reads, per language (the packs' own locale files are the source). */
const TEXTS = {
  'en-US': { addLine: 'Add line', addExpense: 'Add expense', aboveStock: 'More than the current stock', abovePlanned: 'The settled amount cannot exceed the planned amount', low: 'Below safety stock' },
  'zh-CN': { addLine: '添加明细', addExpense: '添加费用', aboveStock: '出库数量超过当前库存', abovePlanned: '实际结算金额不能超过计划金额', low: '低于安全库存' },
} as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The consumables demo (items with stock, one below its safety stock) is what the store keeper works with.
  server = await startServer({ demoRecords: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['en-US', 'zh-CN'] as const)('store keeper and sales in %s', (lang) => {
  const t = TEXTS[lang];
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, server.url, lang);
    await signIn(page, 'alice', 'Demo1234');
  });
  afterAll(async () => { await page?.context().close(); });

  it('the consumables list flags items below safety stock', async () => {
    await openMenu(page, 'M61000000000000', 'S61010000000000');
    await page.waitForURL('**/material-management/consumable-storage');
    const row = page.getByTestId('list-table').locator('tr', { hasText: 'TON-HP26A' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(t.low);
    await shoot(page, `consumables-list-${lang}`);
  });

  it('the lists open at their spec routes; a route group opens its first list; an unknown route is the 404 page', async () => {
    await page.goto('/material-management');
    await page.waitForURL('**/material-management/consumable-storage');
    await page.getByTestId('list-table').locator('tr', { hasText: 'TON-HP26A' }).waitFor();
    await page.goto('/material-management/outbound-order');
    await page.getByTestId('page-header').getByTestId('list-new').waitFor();
    // The sider marks the menu the route belongs to.
    const title = (await page.getByTestId('breadcrumbs').locator('li').last().textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    expect(await page.locator('.ant-menu-item-selected').first().textContent()).toContain(title);
    await page.goto('/material-management/nothing-here');
    await page.getByTestId('not-found').waitFor();
  });

  it('an outbound order above stock shows its row error and saves nothing', async () => {
    await openMenu(page, 'M61000000000000', 'S61030000000000');
    await page.waitForURL('**/material-management/outbound-order');
    await page.getByTestId('page-header').getByTestId('list-new').click();
    await page.waitForURL('**/fn/consumableOutbound/new');
    await fieldInput(page, 'issuePurpose').fill(lang === 'en-US' ? 'Print the tender' : '打印投标文件');
    await page.getByRole('button', { name: t.addLine }).click();
    await pickRecord(page, 'lines.0.item', 'Toner', 'TON-HP26A');
    await page.getByRole('button', { name: t.addLine }).click();
    await pickRecord(page, 'lines.1.item', 'A4', 'A4-80G');
    await fieldInput(page, 'lines.0.quantity').fill('5');
    await fieldInput(page, 'lines.1.quantity').fill('3');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('field-lines.0.quantity').getByText(t.aboveStock).waitFor();
    await expect(page.getByTestId('field-lines.1.quantity').textContent()).resolves.not.toContain(t.aboveStock);
    await shoot(page, `outbound-above-stock-${lang}`);
    expect(page.url()).toContain('/fn/consumableOutbound/new');
  });

  it('a settlement over plan is refused on its field', async () => {
    await page.goto('/fn/settlement/new');
    await fieldInput(page, 'title').fill(lang === 'en-US' ? 'Initech phase 3' : 'Initech 三期');
    await pickRecord(page, 'project', 'Initech', 'Initech ERP roll-out');
    await expect(fieldInput(page, 'partner').inputValue()).resolves.toBe('Initech');
    await fieldInput(page, 'plannedAmount').fill('1000');
    await fieldInput(page, 'settledAmount').fill('1200');
    await pickDate(page, 'plannedCollectionDate', '2026-12-31');
    await pickDate(page, 'returnDate', '2026-12-20');
    await page.getByRole('button', { name: t.addExpense }).click();
    await page.getByTestId('field-expenses.0.type').locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option:visible').first().click();
    await fieldInput(page, 'expenses.0.amount').fill('300');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('field-settledAmount').getByText(t.abovePlanned).waitFor();
    await page.getByTestId('field-title').scrollIntoViewIfNeeded();
    await shoot(page, `settlement-over-plan-${lang}`);
    expect(page.url()).toContain('/fn/settlement/new');
  });
});
