import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPhonePage, shoot } from './support/browser';
import { fieldInput, pickDate, signIn } from './support/actions';
import { settled, untranslatedKeys } from './support/task-center';

/**
 * Issue 18: the product on a 390 x 844 touch screen. bob watches his task centre while alice
 * files a reimbursement with two lines (a row error first); bob approves it with an opinion
 * from a bottom sheet; alice searches her list. One server for the whole file.
 */
let server: RunningServer;
let browser: Browser;
const pages: Page[] = [];

const phone = async (user: string, lang: string, width = 390) => {
  const page = await newPhonePage(browser, server.url, lang, width);
  pages.push(page);
  await signIn(page, user, 'Demo1234');
  return page;
};
const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  return b;
};
const tapSelect = async (page: Page, path: string, nth = 0) => {
  await page.getByTestId(`field-${path}`).locator('.ant-select-selector').tap();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(nth).tap();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
};
/** A finger pulling the page down from near its top (real touch events through the DevTools protocol). */
const pullDown = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: 195, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(260) });
  for (let y = 280; y <= 460; y += 30) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};
const badge = (page: Page, count: number) => page.waitForFunction(
  (n) => document.querySelector('[data-testid="task-badge-count"]')?.getAttribute('data-count') === String(n), count, { timeout: 20_000 },
);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const p of pages) await p.context().close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('the product on a 390 px phone', () => {
  let bob: Page;
  let alice: Page;

  it('has a header that fits, the menu in a drawer and 44 px touch targets', async () => {
    bob = await phone('bob', 'en-US');
    await bob.getByTestId('phone-header').waitFor();
    await settled(bob);
    await shoot(bob, 'phone-workbench-en-US');
    // No sider: the menu is in a drawer opened from the header.
    await expect(bob.locator('.app-sider').count()).resolves.toBe(0);
    for (const id of ['phone-menu-toggle', 'task-badge', 'msg-bell', 'lang-switch', 'user-menu']) {
      const b = await box(bob, `[data-testid="${id}"]`);
      expect(b.x + b.width, id).toBeLessThanOrEqual(390);
      expect(b.height, id).toBeGreaterThanOrEqual(44);
    }
    expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await bob.getByTestId('phone-menu-toggle').tap();
    await bob.getByTestId('side-menu').waitFor();
    await settled(bob);
    await shoot(bob, 'phone-menu-en-US');
    if (!(await bob.getByTestId('menu-S30010000000000').isVisible())) await bob.getByTestId('menu-M30000000000000').tap();
    await bob.getByTestId('menu-S30010000000000').tap();
    await bob.waitForURL('**/reimbursement-list/reimbursement-query-list');
    await bob.getByTestId('side-menu').waitFor({ state: 'hidden' });
    // The idle lock keeps counting on a phone.
    expect(Number(await bob.getByTestId('lock-countdown').getAttribute('data-left'))).toBeGreaterThan(0);
    // Pop-ups render outside the shell, and their touch targets are 44 px as well.
    await bob.getByTestId('user-menu').tap();
    const items = bob.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
    await items.first().waitFor();
    await expect.poll(async () => Math.min(...await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))).toBeGreaterThanOrEqual(44);
    await bob.getByTestId('user-menu').tap();
    await items.first().waitFor({ state: 'hidden' });
    await bob.goto('/task-center/pending-trial');
    await bob.getByTestId('tc-table').waitFor();
    expect(await untranslatedKeys(bob)).toEqual([]);
  });

  it('alice files a reimbursement with two lines on row cards and sees a row error under the field', async () => {
    alice = await phone('alice', 'en-US');
    await alice.goto('/fn/reimbursement/new');
    await fieldInput(alice, 'project').fill('Apollo phone');
    // One column, labels above the inputs.
    const project = await box(alice, '[data-testid="field-project"]');
    const location = await box(alice, '[data-testid="field-location"]');
    expect(location.y).toBeGreaterThan(project.y + project.height - 1);
    const label = await box(alice, '[data-testid="field-project"] .ant-formily-item-label');
    const input = await box(alice, '[data-testid="field-project"] input');
    expect(label.y + label.height).toBeLessThanOrEqual(input.y + 1);
    expect(input.width).toBeGreaterThan(300);
    await fieldInput(alice, 'location').fill('Shenzhen');
    // The date picker fits the screen, each day a 44 px target.
    await fieldInput(alice, 'tripStart').click();
    const day = alice.locator('.ant-picker-dropdown:visible .ant-picker-content td').first();
    await day.waitFor();
    // Measured once the opening animation (a vertical scale) is over.
    await expect.poll(async () => (await day.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const panel = (await alice.locator('.ant-picker-dropdown:visible .ant-picker-panel-container').boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    await pickDate(alice, 'tripStart', '2026-11-02');
    await pickDate(alice, 'tripEnd', '2026-11-04');
    await fieldInput(alice, 'days').fill('3');
    await tapSelect(alice, 'vehicle');
    await fieldInput(alice, 'payeeAccount').fill('6222 0000 3333 4444');
    await fieldInput(alice, 'reason').fill('Client visit');
    // Two lines as stacked cards; the second misses its amount.
    const add = alice.locator('.ant-formily-array-base-addition');
    await add.tap();
    await tapSelect(alice, 'lines.0.type');
    await fieldInput(alice, 'lines.0.subject').fill('Flight');
    await fieldInput(alice, 'lines.0.amount').fill('1200');
    await add.tap();
    await tapSelect(alice, 'lines.1.type', 1);
    await fieldInput(alice, 'lines.1.subject').fill('Hotel');
    await alice.getByTestId('subcard-lines.1').waitFor();
    await expect(alice.locator('.engine-subcard').count()).resolves.toBe(2);
    await alice.getByTestId('form-submit-approval').tap();
    const rowError = alice.getByTestId('field-lines.1.amount').locator('.ant-formily-item-error-help');
    await rowError.waitFor();
    expect((await rowError.textContent())?.length).toBeGreaterThan(0);
    await expect(alice.locator('.engine-error-tip').count()).resolves.toBe(0);
    await rowError.scrollIntoViewIfNeeded();
    await settled(alice);
    await shoot(alice, 'phone-form-row-error-en-US');
    // A third line added and removed again: remove works on a card.
    await add.tap();
    await alice.getByTestId('subcard-remove-lines.2').tap();
    await expect(alice.locator('.engine-subcard').count()).resolves.toBe(2);
    await fieldInput(alice, 'lines.1.amount').fill('800');
    await expect(alice.getByTestId('field-total').textContent()).resolves.toContain('2,000.00');
    await alice.getByTestId('form-submit-approval').tap();
    await alice.waitForURL('**/fn/reimbursement', { timeout: 15_000 });
  });

  it('bob sees it arrive live and approves it with an opinion from a bottom sheet', async () => {
    await badge(bob, 1);
    const card = bob.getByTestId('tc-table').locator('.tc-card', { hasText: 'Alice' }).first();
    await card.waitFor({ timeout: 10_000 });
    await expect(card.textContent()).resolves.toContain('Alice');
    // The card carries the record's summary fields (the list's first columns).
    await expect(card.getByTestId('tc-card-summary-project').textContent()).resolves.toContain('Apollo phone');
    await settled(bob);
    await shoot(bob, 'phone-tc-pending-en-US');
    await card.tap();
    await bob.getByTestId('drawer-body').waitFor();
    // Record (with the node's field permissions), flow and timeline on one page.
    await bob.getByTestId('field-project').waitFor();
    await expect(bob.getByTestId('field-payeeAccount').count()).resolves.toBe(0);
    await bob.getByTestId('drawer-flow').waitFor();
    await bob.getByTestId('drawer-timeline').waitFor();
    const drawer = await box(bob, '.tc-drawer--phone');
    // Sub-pixel layout: the drawer spans the screen.
    expect(drawer.width).toBeCloseTo(390, 0);
    await settled(bob);
    await shoot(bob, 'phone-tc-record-en-US');
    // Reject offers its three ways in the sheet; bob cancels.
    await bob.getByTestId('action-reject').tap();
    for (const mode of ['toInitiator', 'toNode', 'final']) await bob.getByTestId(`mode-${mode}`).waitFor();
    await settled(bob);
    await shoot(bob, 'phone-tc-reject-sheet-en-US');
    await bob.getByTestId('dialog-cancel').tap();
    await bob.getByTestId('action-transfer').waitFor();
    await bob.getByTestId('action-addSign').waitFor();
    await bob.getByTestId('action-approve').tap();
    const sheet = await box(bob, '.tc-sheet-root .ant-drawer-content-wrapper');
    expect(sheet.y + sheet.height).toBeGreaterThan(843);
    await bob.getByTestId('dialog-opinion').fill('Approved on the road');
    await settled(bob);
    await shoot(bob, 'phone-tc-approve-sheet-en-US');
    await bob.getByTestId('dialog-ok').tap();
    await badge(bob, 0);
    await bob.getByTestId('tab-reviewed').tap();
    await bob.getByTestId('tc-table').locator('.tc-card', { hasText: 'Alice' }).first().tap();
    await bob.getByTestId('record-opinion').filter({ hasText: 'Approved on the road' }).waitFor();
  });

  it('alice searches her list from the search sheet and pulls to refresh', async () => {
    await alice.goto('/fn/reimbursement');
    const cards = alice.getByTestId('list-table').locator('.rec-card');
    await cards.first().waitFor();
    await expect(cards.first().textContent()).resolves.toContain('Apollo phone');
    await alice.getByTestId('phone-search-open').tap();
    const search = alice.getByTestId('phone-search-drawer').getByTestId('search-bar');
    await search.getByTestId('search-project').waitFor();
    await settled(alice);
    await shoot(alice, 'phone-list-search-en-US');
    await search.getByTestId('search-project').fill('nothing like it');
    await search.getByTestId('search-submit').tap();
    await alice.getByTestId('list-table').locator('.ant-empty').waitFor();
    await alice.getByTestId('phone-search-open').tap();
    await search.getByTestId('search-project').fill('Apollo');
    await search.getByTestId('search-submit').tap();
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(1);
    await settled(alice);
    await shoot(alice, 'phone-list-en-US');
    // Pulling the list down at the top asks the server again.
    await alice.evaluate(() => window.scrollTo(0, 0));
    const reread = alice.waitForRequest((r) => r.url().includes('/reimbursement/page') && r.method() === 'POST');
    await pullDown(alice);
    await reread;
    await cards.first().waitFor();
  });

  it('reads as a product in zh-CN at 390 px; 768 px is the desktop layout', async () => {
    const zh = await phone('alice', 'zh-CN');
    await settled(zh);
    await shoot(zh, 'phone-workbench-zh-CN');
    await zh.goto('/fn/reimbursement');
    await zh.getByTestId('list-table').locator('.rec-card').first().waitFor();
    await settled(zh);
    await shoot(zh, 'phone-list-zh-CN');
    await zh.goto('/fn/reimbursement/new');
    await zh.locator('.ant-formily-array-base-addition').tap();
    await zh.getByTestId('subcard-lines.0').waitFor();
    await settled(zh);
    await shoot(zh, 'phone-form-zh-CN');
    await zh.goto('/task-center/apply');
    await zh.getByTestId('tc-table').locator('.tc-card').first().tap();
    await zh.getByTestId('drawer-body').waitFor();
    await settled(zh);
    await shoot(zh, 'phone-tc-record-zh-CN');
    expect(await untranslatedKeys(zh)).toEqual([]);
    // 768 px is the desktop layout: the sider is there, no phone header.
    const tablet = await phone('alice', 'zh-CN', 768);
    await tablet.locator('.app-sider').waitFor();
    await expect(tablet.getByTestId('phone-header').count()).resolves.toBe(0);
    await tablet.goto('/fn/reimbursement/new');
    await tablet.locator('.ant-formily-array-base-addition').click();
    await tablet.getByTestId('field-lines.0.type').waitFor();
    await settled(tablet);
    await shoot(tablet, 'tablet-768-form-zh-CN');
    expect(await tablet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });

  it('says the designers are desktop-only on a phone; 768 px keeps the desktop task centre', async () => {
    const admin = await phone('admin', 'en-US');
    await admin.goto('/process-config/function-development');
    await admin.getByTestId('desktop-only').waitFor();
    await expect(admin.locator('.designer-page, [data-testid="function-list"]').count()).resolves.toBe(0);
    await settled(admin);
    await shoot(admin, 'phone-desktop-only-en-US');
    const tablet = await phone('bob', 'en-US', 768);
    await tablet.goto('/task-center/reviewed');
    await tablet.getByTestId('tc-table').locator('tr', { hasText: 'Alice' }).first().waitFor();
    await settled(tablet);
    await shoot(tablet, 'tablet-768-tc-en-US');
    expect(await tablet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});
