import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, signIn } from './support/actions';
import { apiPost, apiSignIn, installTestPack } from './support/packs';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  await installTestPack(server.url, 'rules-lab');
  const token = await apiSignIn(server.url, 'admin');
  await apiPost(server.url, token, '/api/fn/rlConsumable/save', { data: { name: 'Paper', stock: 5 } });
  await apiPost(server.url, token, '/api/fn/rlConsumable/save', { data: { name: 'Ink (empty)', stock: 0 } });
  browser = await launchBrowser();
  page = await newPage(browser, server.url, 'en-US');
  await signIn(page, 'admin', 'Demo1234');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks the consumable of a row through the filtered picker. */
async function pickConsumable(row: number, expectOffered: string[]): Promise<void> {
  await page.getByTestId(`field-lines.${row}.consumable`).getByTestId('related-open').click();
  const table = page.getByTestId('related-table').last();
  await table.getByText('Paper').waitFor();
  const offered = await table.locator('tbody tr.ant-table-row').allInnerTexts();
  expect(offered.map((t) => t.trim())).toEqual(expectOffered);
  await table.getByText('Paper').click();
  await page.locator('.ant-modal:visible').waitFor({ state: 'hidden' });
}

describe('business rules in the browser', () => {
  it('fills defaults at form open, offers only records the filter allows, shows a rule message on the right row', async () => {
    await page.goto('/fn/rlOutbound/new');
    await page.getByTestId('form-rlOutbound').waitFor();
    // x-default: today() and a literal default, evaluated when the form opens.
    await expect.poll(() => fieldInput(page, 'outDate').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => page.getByTestId('field-purpose').innerText()).toContain('Internal');
    // x-when: the receiver is hidden while the purpose is internal.
    expect(await page.getByTestId('field-receiver').count()).toBe(0);

    const add = page.getByTestId('field-lines').locator('.ant-formily-array-base-addition');
    await add.click();
    await add.click();
    // The empty ink is filtered out by `stock > 0`.
    await pickConsumable(0, ['Paper']);
    await shoot(page, 'rules-form-picked');
    await pickConsumable(1, ['Paper']);
    await fieldInput(page, 'lines.0.quantity').fill('2');
    await fieldInput(page, 'lines.1.quantity').fill('9');
    await page.getByTestId('form-submit').click();
    const second = page.getByTestId('field-lines.1.quantity');
    await second.getByText('Quantity exceeds the stock').waitFor();
    expect(await page.getByTestId('field-lines.0.quantity').getByText('Quantity exceeds the stock').count()).toBe(0);
    await shoot(page, 'rules-row-message');

    await fieldInput(page, 'lines.1.quantity').fill('3');
    await expect.poll(() => second.getByText('Quantity exceeds the stock').count()).toBe(0);
    await page.getByTestId('form-submit').click();
    await page.waitForURL('**/fn/rlOutbound');
  });
});
