import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, signIn } from './support/actions';
import { installTestPack } from './support/packs';

// A sub-table cell in error looks like any other field in error: the cell is marked, its message
// is under it and, on hover, in a tooltip (a guard for changes to the cells' decorator).
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await installTestPack(server.url, 'kitchen-sink');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('order lines show their errors cell by cell', () => {
  it('a refused submit marks the bad cells, says why under each, and in a tooltip on hover', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto('/fn/ksOrder/new');
    await page.getByTestId('field-lines').locator('.ant-formily-array-base-addition').click();
    await fieldInput(page, 'lines.0.qty').fill('0');
    await fieldInput(page, 'lines.0.price').fill('12');
    await page.getByTestId('form-submit').click();

    const item = page.getByTestId('field-lines.0.item');
    const qty = page.getByTestId('field-lines.0.qty');
    await item.locator('.ant-formily-item-error-help').waitFor();
    await qty.locator('.ant-formily-item-error-help', { hasText: 'Enter a positive whole number' }).waitFor();
    await expect(item.getAttribute('class')).resolves.toContain('ant-formily-item-error');
    await expect(qty.getAttribute('class')).resolves.toContain('ant-formily-item-error');
    // The good cell beside them carries no error.
    await expect(page.getByTestId('field-lines.0.price').locator('.ant-formily-item-error-help').count()).resolves.toBe(0);
    expect(page.url()).toContain('/fn/ksOrder/new');

    await page.mouse.move(0, 0);
    await fieldInput(page, 'lines.0.qty').hover();
    const tip = page.locator('.engine-error-tip:visible', { hasText: 'Enter a positive whole number' });
    await tip.waitFor();
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'order-lines-cell-error');
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.engine-error-tip').count()).toBe(0);

    // Fixing the cell clears its mark; the other stays.
    await fieldInput(page, 'lines.0.qty').fill('3');
    await expect.poll(() => qty.locator('.ant-formily-item-error-help').count()).toBe(0);
    await expect(item.locator('.ant-formily-item-error-help').count()).resolves.toBe(1);
    await page.context().close();
  });
});
