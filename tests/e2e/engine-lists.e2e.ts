import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { apiPost, apiSignIn, installTestPack } from './support/packs';

let server: RunningServer;
let browser: Browser;

const PRIORITIES = ['low', 'normal', 'high'];
const CHANNELS = ['web', 'store', 'phone'];

/** 23 orders with spread-out values, saved through the API as the administrator. */
async function seedOrders(): Promise<void> {
  const token = await apiSignIn(server.url, 'admin');
  const users = await apiPost<{ records: { id: number; userName: string }[] }>(server.url, token, '/api/admin/user/queryUserList', { current: 1, size: 50 });
  const bob = users.records.find((u) => u.userName === 'bob')!.id;
  for (let i = 1; i <= 23; i += 1) {
    await apiPost(server.url, token, '/api/fn/ksOrder/save', {
      data: {
        title: i === 7 ? 'Autumn brochure' : `Order ${String(i).padStart(2, '0')}`,
        refCode: `AB-${1000 + i}`,
        quantity: i,
        unitPrice: i * 100,
        orderDate: `2026-10-${String(i).padStart(2, '0')}`,
        deliveryAt: `2026-11-${String(i).padStart(2, '0')} 09:30:00`,
        priority: PRIORITIES[i % 3],
        channel: CHANNELS[i % 3],
        discount: i % 2 ? 0 : 5,
        ...(i % 5 === 0 ? { owner: bob } : {}),
      },
    });
  }
}

beforeAll(async () => {
  server = await startServer();
  await installTestPack(server.url, 'kitchen-sink');
  await seedOrders();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openOrders(): Promise<Page> {
  const page = await newPage(browser, server.url, 'en-US');
  await signIn(page, 'admin', 'Demo1234');
  await page.goto('/fn/ksOrder');
  await page.getByTestId('list-table').locator('tbody tr.ant-table-row').first().waitFor();
  return page;
}

const rows = (page: Page) => page.getByTestId('list-table').locator('tbody tr.ant-table-row');
const headerTexts = (page: Page) => page.getByTestId('list-table').locator('thead th').allInnerTexts();
const totalText = (page: Page) => page.getByTestId('list-table').locator('.ant-pagination-total-text').innerText();

async function search(page: Page): Promise<void> {
  await page.getByTestId('search-submit').click();
  await page.getByTestId('list-table').locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

describe('search: every kind the pack configures, combined with AND, and reset', () => {
  it('finds orders by fuzzy and exact text, number value and range, date period, specific time and lookup choice', async () => {
    const page = await openOrders();
    const total = () => totalText(page);

    await page.getByTestId('search-title').fill('brochure');
    await search(page);
    await expect.poll(total).toMatch(/\b1 record/);
    await expect(rows(page).first().innerText()).resolves.toContain('Autumn brochure');
    await page.getByTestId('search-reset').click();
    await expect.poll(total).toContain('23');

    await page.getByTestId('search-refCode').fill('AB-1012');
    await search(page);
    await expect.poll(total).toMatch(/\b1 record/);
    await page.getByTestId('search-reset').click();

    await page.getByTestId('search-quantity-min').fill('5');
    await page.getByTestId('search-quantity-max').fill('9');
    await search(page);
    await expect.poll(total).toMatch(/\b5 record/);
    // AND: the same range, only the high-priority ones (i % 3 == 2 -> 5 and 8).
    await page.getByTestId('search-priority').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'High' }).click();
    await search(page);
    await expect.poll(total).toMatch(/\b2 record/);
    await shoot(page, 'engine-search-combined');
    await page.getByTestId('search-reset').click();

    await page.getByTestId('search-discount').fill('5');
    await search(page);
    // Every even i from 2 to 22.
    await expect.poll(total).toMatch(/\b11 record/);
    await page.getByTestId('search-reset').click();

    await page.getByTestId('search-unitPrice-min').fill('10');
    await page.getByTestId('search-unitPrice-max').fill('12');
    await search(page);
    await expect.poll(total).toMatch(/\b3 record/);
    await page.getByTestId('search-reset').click();

    const period = page.getByTestId('search-orderDate');
    await period.locator('input').first().click();
    await period.locator('input').first().fill('2026-10-03');
    await period.locator('input').nth(1).fill('2026-10-06');
    await period.locator('input').nth(1).press('Enter');
    await search(page);
    await expect.poll(total).toMatch(/\b4 record/);
    await page.getByTestId('search-reset').click();

    const when = page.getByTestId('search-deliveryAt').locator('input');
    await when.click();
    await when.fill('2026-11-15 09:30');
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await search(page);
    await expect.poll(total).toMatch(/\b1 record/);
    await expect(rows(page).first().innerText()).resolves.toContain('Order 15');
    await page.getByTestId('search-reset').click();
    await expect.poll(total).toContain('23');

    // A radio field's lookup: orders 1, 4, 7 ... 22 came through the store.
    await page.getByTestId('search-channel').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Store' }).first().click();
    await search(page);
    await expect.poll(total).toMatch(/\b8 record/);
    await page.getByTestId('search-reset').click();

    await page.getByTestId('search-title').fill('no such order');
    await search(page);
    await page.getByTestId('list-table').getByText('No records match your filters').waitFor();
    await shoot(page, 'engine-list-no-match');
    await page.context().close();
  });
});

describe('lists: columns, sort, paging, chooser, batch delete', () => {
  it('shows the configured columns in order, sorts on the server and pages by 10/20/50', async () => {
    const page = await openOrders();
    const headers = (await headerTexts(page)).map((h) => h.trim()).filter(Boolean);
    expect(headers.slice(0, 5)).toEqual(['Order no.', 'Title', 'Customer', 'Quantity', 'Unit price (CNY)']);
    expect(headers).not.toContain('Delivery time');
    await expect(totalText(page)).resolves.toContain('23');
    await expect.poll(() => rows(page).count()).toBe(10);

    await page.getByTestId('col-quantity').click();
    await expect.poll(() => rows(page).first().innerText()).toContain('Order 01');
    await page.getByTestId('col-quantity').click();
    await expect.poll(() => rows(page).first().innerText()).toContain('Order 23');

    await page.getByTestId('list-pagination').locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option', { hasText: '20 / page' }).click();
    await expect.poll(() => rows(page).count()).toBe(20);
    await page.getByTestId('list-pagination').locator('.ant-pagination-item-2').click();
    await expect.poll(() => rows(page).count()).toBe(3);
    await shoot(page, 'engine-list-sorted-paged');
    await page.context().close();
  });

  it('chooses columns, and the choice survives a reload', async () => {
    const page = await openOrders();
    await page.getByTestId('list-columns').click();
    await page.getByTestId('column-toggle-discount').click();
    await page.getByTestId('column-toggle-deliveryAt').click();
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-list-column-chooser');
    await page.keyboard.press('Escape');
    await page.reload();
    await rows(page).first().waitFor();
    const headers = await headerTexts(page);
    expect(headers.join('|')).toContain('Delivery time');
    expect(headers.join('|')).not.toContain('Discount');
    await expect(rows(page).first().innerText()).resolves.toMatch(/2026-11-\d\d 09:30/);
    await page.getByTestId('list-columns').click();
    await page.getByTestId('column-reset').click();
    await expect.poll(async () => (await headerTexts(page)).join('|')).toContain('Discount');
    await page.context().close();
  });

  it('deletes selected rows after a confirmation', async () => {
    const page = await openOrders();
    await page.getByTestId('search-title').fill('Order 2');
    await search(page);
    await expect.poll(() => totalText(page)).toContain('4');
    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await rows(page).nth(1).locator('.ant-checkbox-input').check();
    await page.getByTestId('batch-bar').getByText('2 selected').waitFor();
    await page.getByTestId('batch-delete').click();
    await page.getByText('Delete the 2 selected records?').waitFor();
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-list-batch-delete');
    await page.getByTestId('batch-delete-confirm').click();
    await page.locator('.ant-message-notice', { hasText: '2 records deleted' }).waitFor();
    await expect.poll(() => totalText(page)).toContain('2');
    await page.context().close();
  });
});

describe('Excel: export honours the search, import is all or nothing', () => {
  it('exports the searched records and imports a workbook, with progress and an error file when a row is wrong', async () => {
    const page = await openOrders();
    await page.getByTestId('search-quantity-min').fill('1');
    await page.getByTestId('search-quantity-max').fill('3');
    await search(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = XLSX.read(readFileSync((await download.path())!));
    const sheet = book.Sheets[book.SheetNames[0]];
    const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(exported).toHaveLength(3);

    // A good workbook: the exported rows under new titles.
    const good = exported.map((r, i) => ({ ...r, Title: `Imported ${i + 1}` }));
    const goodBook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(goodBook, XLSX.utils.json_to_sheet(good), book.SheetNames[0]);
    await page.getByTestId('list-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.getByTestId('import-dialog').locator('input[type="file"]').setInputFiles({
      name: 'orders.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(XLSX.write(goodBook, { type: 'buffer', bookType: 'xlsx' })),
    });
    await page.locator('.ant-message-notice', { hasText: '3 records imported' }).waitFor();
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-import-done');
    await page.keyboard.press('Escape');
    await page.getByTestId('search-reset').click();
    await page.getByTestId('search-title').fill('Imported');
    await search(page);
    await expect.poll(() => totalText(page)).toMatch(/\b3 record/);

    // A long import (300 rows, one of them wrong): progress, then "data import failed" with the error file.
    const many = Array.from({ length: 300 }, (_, i) => ({ ...exported[i % 3], Title: `Bulk ${i + 1}`, Quantity: i === 250 ? 'many' : exported[i % 3].Quantity }));
    const manyBook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(manyBook, XLSX.utils.json_to_sheet(many), book.SheetNames[0]);
    const polls: string[] = [];
    page.on('request', (r) => r.url().includes('/importStatus') && polls.push(r.url()));
    await page.getByTestId('list-import').click();
    await page.getByTestId('import-dialog').locator('input[type="file"]').setInputFiles({
      name: 'bulk.xls', mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from(XLSX.write(manyBook, { type: 'buffer', bookType: 'biff8' })),
    });
    await page.getByTestId('import-failed').getByText('data import failed').waitFor({ timeout: 60_000 });
    // A long import runs as a job: the dialog polled its progress and keeps the bar where it stopped.
    expect(polls.length).toBeGreaterThan(0);
    await page.getByTestId('import-progress').waitFor();
    const link = page.getByTestId('import-error-file');
    await link.waitFor();
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-import-failed');
    const [errors] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const errorBook = XLSX.read(readFileSync((await errors.path())!));
    const errorText = JSON.stringify(XLSX.utils.sheet_to_json(errorBook.Sheets[errorBook.SheetNames[0]]));
    expect(errorText).toMatch(/252|251/);
    await page.keyboard.press('Escape');
    await page.getByTestId('search-title').fill('Bulk');
    await search(page);
    await page.getByTestId('list-table').getByText('No records match your filters').waitFor();

    // A long import shows what it does now and can be canceled before it saves: nothing is written.
    // 10,000 rows: the import is fast now, and the cancel must reach it before the publish even on a quiet machine.
    const big = Array.from({ length: 10_000 }, (_, i) => ({ ...exported[i % 3], Title: `Canceled ${i + 1}` }));
    const bigBook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(bigBook, XLSX.utils.json_to_sheet(big), book.SheetNames[0]);
    await page.getByTestId('list-import').click();
    await page.getByTestId('import-dialog').locator('input[type="file"]').setInputFiles({
      name: 'big.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(XLSX.write(bigBook, { type: 'buffer', bookType: 'xlsx' })),
    });
    await page.getByTestId('import-phase').getByText(/Checking rows|Writing rows/).waitFor({ timeout: 60_000 });
    await page.getByTestId('import-cancel').click();
    await shoot(page, 'engine-import-running');
    await page.getByTestId('import-canceled').getByText('nothing was written').waitFor({ timeout: 60_000 });
    await shoot(page, 'engine-import-canceled');
    // The cancel button is gone (focus with it), so the dialog is closed by its own close button.
    await page.getByTestId('import-dialog').locator('xpath=ancestor::div[contains(@class,"ant-modal-content")]').locator('.ant-modal-close').click();
    await page.getByTestId('import-dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('search-title').fill('Canceled');
    await search(page);
    await page.getByTestId('list-table').getByText('No records match your filters').waitFor();
    await page.context().close();
  });
});
