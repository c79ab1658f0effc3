import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, signIn } from './support/actions';
import { apiPost, apiSignIn, installTestPack } from './support/packs';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await installTestPack(server.url, 'wide-table');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cell = (page: Page, row: number, column: number) => page.getByTestId(`field-lines.${row}.c${column}`);

/**
 * Issue 20 (big forms): a sub-table wider than the screen (30 columns of 140 px) mounts the cells
 * of the columns a wide screen shows, and the next ones as they near it; the rest stay empty until
 * then, yet keep their values, are validated, and a refused submit brings the bad cell's column in.
 */
describe('a sub-table wider than the screen', () => {
  it('mounts its columns as they come near, validates the far ones, and saves every cell', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto('/fn/wtSheet/new');
    await fieldInput(page, 'title').fill('Bridge 7 readings');
    await page.getByTestId('field-lines').locator('.ant-formily-array-base-addition').click();
    await fieldInput(page, 'lines.0.c0').fill('first');
    // 1,600 px of columns at once: the twelfth is there, the last is held back (its header shows).
    await cell(page, 0, 11).waitFor();
    await expect(cell(page, 0, 29).count()).resolves.toBe(0);
    await expect(page.getByRole('columnheader', { name: 'Point 30' }).count()).resolves.toBe(1);
    await shoot(page, 'wide-subtable-first-columns');

    // Scrolling right brings the next columns in.
    await page.getByRole('columnheader', { name: 'Point 20' }).scrollIntoViewIfNeeded();
    await fieldInput(page, 'lines.0.c19').fill('middle');

    // The last column's cell is required: the refused submit mounts its column and shows why.
    await page.getByTestId('form-submit').click();
    await cell(page, 0, 29).locator('.ant-formily-item-error-help').waitFor();
    await shoot(page, 'wide-subtable-far-error');
    await fieldInput(page, 'lines.0.c29').fill('last');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-table').getByText('Bridge 7 readings').waitFor();

    const token = await apiSignIn(server.url, 'admin');
    const pageData = await apiPost<{ records: { id: number }[] }>(server.url, token, '/api/fn/wtSheet/page', { current: 1, size: 10 });
    const saved = await apiPost<{ record: { data: { lines: Record<string, string>[] } } }>(server.url, token, '/api/fn/wtSheet/detail', { id: pageData.records[0].id });
    expect(saved.record.data.lines[0]).toMatchObject({ c0: 'first', c19: 'middle', c29: 'last' });
    await page.context().close();
  });
});
