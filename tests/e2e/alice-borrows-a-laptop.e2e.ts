import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/running';
import { shoot } from './support/browser';
import { fieldInput, pickDate } from './support/actions';
import { openRow, openTaskCenter, settled, untranslatedKeys } from './support/task-center';

/**
 * The assets pack's main story, on the demo data the server seeds: alice
 * borrows the ThinkPad that is in stock, bob (her supervisor) and the asset
 * administrator approve, the register shows it borrowed to alice, nobody can
 * borrow it again, she returns it and it is in stock again. Once in English,
 * once in Chinese, on one server.
 */
const LAPTOP = 'ZC-NB-0001';
const TEXTS = {
  'en-US': { borrowed: 'Borrowed', inStock: 'In stock' },
  'zh-CN': { borrowed: '借用中', inStock: '在库' },
} as const;

const running = productAndBrowser({ demoRecords: true });
const as = (userName: string, lang: string) => running.signedIn(userName, lang);

/** Opens the asset picker of the `assets` field and searches; the rows it offers. */
async function searchPicker(page: Page, text: string) {
  await page.getByTestId('field-assets').getByTestId('related-open').click();
  const box = page.getByTestId('related-search');
  const input = (await box.evaluate((el) => el.tagName)) === 'INPUT' ? box : box.locator('input');
  await input.fill(text);
  await input.press('Enter');
  await settled(page);
  return page.getByTestId('related-table').locator('tbody tr.ant-table-row');
}

/** Picks the laptop in the picker and closes it. */
async function pickLaptop(page: Page): Promise<void> {
  const rows = await searchPicker(page, 'ThinkPad');
  await rows.filter({ hasText: LAPTOP }).first().click();
  // several assets may be chosen: the dialog's OK takes the selection
  await page.locator('.ant-modal-footer .ant-btn-primary:visible').click();
  await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => (document.querySelector('[data-testid="field-assets"] input') as HTMLInputElement | null)?.value.includes('ThinkPad'));
}

/** Approves the first pending task from alice in the task centre. */
async function approveFromAlice(page: Page, userName: string): Promise<void> {
  await openTaskCenter(page, userName);
  await openRow(page, 'Alice');
  await page.getByTestId('action-approve').click();
  await page.getByTestId('dialog-ok').click();
  await page.getByTestId('action-dialog').waitFor({ state: 'hidden' }).catch(() => undefined);
  await page.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** The register row of the laptop, as alice sees it. */
async function laptopRow(page: Page) {
  await page.goto('/fn/asset');
  const row = page.getByTestId('list-table').locator('tr', { hasText: LAPTOP });
  await row.waitFor();
  await settled(page);
  return row;
}

describe.each(['en-US', 'zh-CN'] as const)('alice borrows a laptop (%s)', (lang) => {
  it('borrow, approvals, register, a refused second borrow, return, in stock again', async () => {
    const t = TEXTS[lang];
    const alice = await as('alice', lang);
    const bob = await as('bob', lang);
    const admin = await as('admin', lang);

    // The register shows the laptop in stock, in its department (by name, not by id).
    const before = await laptopRow(alice);
    expect(await before.textContent()).toContain(t.inStock);
    await expect.poll(() => before.textContent()).toContain('Information Technology');
    await shoot(alice, `assets-register-before-${lang}`);

    // alice fills a borrow: the picker offers the laptop, the borrow date defaults to today.
    await alice.goto('/fn/assetBorrow/new');
    await pickLaptop(alice);
    await pickDate(alice, 'expectedReturnDate', '2099-12-31');
    await fieldInput(alice, 'reason').fill('Customer demo in Hangzhou');
    expect(await untranslatedKeys(alice)).toEqual([]);
    await shoot(alice, `assets-borrow-form-${lang}`);
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/assetBorrow');

    // bob approves as her supervisor, the asset administrator hands it over.
    await approveFromAlice(bob, 'bob');
    await approveFromAlice(admin, 'admin');

    // The register: borrowed, kept by alice.
    const lent = await laptopRow(alice);
    await expect(lent.textContent()).resolves.toContain(t.borrowed);
    // The keeper's name is read after the row (user names load once per page).
    await expect.poll(() => lent.textContent()).toContain('Alice Staff');
    await shoot(alice, `assets-register-borrowed-${lang}`);

    // A second borrow: the picker no longer offers it.
    await bob.goto('/fn/assetBorrow/new');
    const offered = await searchPicker(bob, 'ThinkPad');
    await bob.getByTestId('related-table').locator('.ant-empty').waitFor();
    await expect(offered.count()).resolves.toBe(0);
    await shoot(bob, `assets-second-borrow-refused-${lang}`);
    await bob.keyboard.press('Escape');

    // alice returns it.
    await alice.goto('/fn/assetReturn/new');
    await pickLaptop(alice);
    await alice.getByTestId('field-returnCondition').locator('.ant-select-selector').click();
    await alice.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await alice.getByTestId('form-submit-approval').click();
    await alice.waitForURL('**/fn/assetReturn');
    await approveFromAlice(bob, 'bob');
    await approveFromAlice(admin, 'admin');

    const back = await laptopRow(alice);
    await expect(back.textContent()).resolves.toContain(t.inStock);
    await expect(back.textContent()).resolves.not.toContain('Alice Staff');
    expect(await untranslatedKeys(alice)).toEqual([]);
    await shoot(alice, `assets-register-returned-${lang}`);
  }, 240_000);
});
