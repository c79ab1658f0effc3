import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { badgeCount, fileReimbursement, openRow, openTaskCenter, pickUser, settled, untranslatedKeys } from './support/task-center';

/**
 * The bundled reimbursement flow is supervisor (bob) -> role finance (or-sign)
 * -> CC admin. The issue's scenario runs on it: bob returns, alice resubmits,
 * bob transfers to carol, carol adds dave after herself and approves, dave
 * approves; the finance step follows, so `finance` approves too (its node
 * requires an opinion); then alice sees it approved and admin reads the copy.
 */
describe.each(['en-US', 'ru-RU'])('task centre approval round trip in %s', (lang) => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const project = `Apollo ${lang}`;
  const payee = '6222 0000 1111 2222';

  const as = async (userName: string, tab = 'pending-trial') => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await signIn(page, userName, 'Demo1234');
    await openTaskCenter(page, userName, tab);
    return page;
  };
  const texts = JSON.parse(readFileSync(`runtime/i18n/locales/${lang}.json`, 'utf8'));
  const noRawKeys = async (page: Page) => expect(await untranslatedKeys(page)).toEqual([]);
  const confirmDialog = async (page: Page) => {
    await page.getByTestId('dialog-ok').click();
    await page.getByTestId('action-dialog').waitFor({ state: 'hidden' }).catch(() => undefined);
    await page.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor({ state: 'hidden' }).catch(() => undefined);
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const p of pages) await p.context().close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('runs submit, return, resubmit, transfer, add-sign, approvals and the CC read', async () => {
    // bob is watching his task centre before anything exists.
    const bob = await as('bob');
    expect(await badgeCount(bob)).toBe(0);
    await settled(bob);
    await shoot(bob, `tc-pending-empty-${lang}`);

    // alice files and submits from the generated form.
    const alice = await as('alice', 'apply');
    await fileReimbursement(alice, project, payee);

    // bob's badge and list change over the socket, no reload.
    await bob.waitForFunction(() => document.querySelector('[data-testid="task-badge-count"]')?.getAttribute('data-count') === '1', null, { timeout: 20_000 });
    await bob.getByTestId('tc-table').locator('tr', { hasText: 'Alice' }).first().waitFor({ timeout: 10_000 });
    await noRawKeys(bob);
    await settled(bob);
    await shoot(bob, `tc-pending-${lang}`);
    // On a narrower screen the columns outgrow the card: the row's action stays at its right edge, in view.
    await bob.setViewportSize({ width: 1100, height: 900 });
    const scroller = bob.getByTestId('tc-table').locator('.ant-table-content');
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const handle = bob.getByTestId('tc-table').locator('[data-testid^="row-open-"]').first();
    const inView = async () => {
      const [b, s] = [await handle.boundingBox(), await scroller.boundingBox()];
      return !!b && !!s && b.x >= s.x && b.x + b.width <= s.x + s.width + 1;
    };
    await expect.poll(inView).toBe(true);
    await shoot(bob, `tc-pending-narrow-${lang}`);
    await bob.setViewportSize({ width: 1440, height: 900 });

    // bob opens it: the payee account is hidden at the supervisor node.
    await openRow(bob, 'Alice');
    await bob.getByTestId('field-project').waitFor();
    await expect(bob.getByTestId('field-payeeAccount').count()).resolves.toBe(0);
    await expect(bob.getByTestId('drawer-body').textContent()).resolves.not.toContain(payee);
    await expect(bob.getByTestId('flow-node-supervisor').getAttribute('data-current')).resolves.toBe('true');
    await bob.waitForTimeout(600);
    await noRawKeys(bob);
    await settled(bob);
    await shoot(bob, `tc-drawer-${lang}`);
    await bob.getByTestId('drawer-timeline').scrollIntoViewIfNeeded();
    await shoot(bob, `tc-drawer-flow-${lang}`);

    // A reject without an opinion is refused on the client; with one it returns to alice.
    await bob.getByTestId('action-reject').click();
    await bob.getByTestId('dialog-ok').click();
    await bob.locator('.ant-form-item-explain-error').first().waitFor();
    await settled(bob);
    await shoot(bob, `tc-reject-dialog-${lang}`);
    await bob.getByTestId('dialog-opinion').fill('Please attach the hotel invoice');
    await confirmDialog(bob);
    await bob.waitForFunction(() => document.querySelector('[data-testid="task-badge-count"]')?.getAttribute('data-count') === '0');

    // alice sees it waiting for her, reads the opinion and resubmits.
    await alice.goto('/task-center/apply');
    await alice.getByTestId('tc-table').locator('[data-state="toSubmit"]').first().waitFor({ timeout: 10_000 });
    await openRow(alice, 'Alice');
    await alice.getByTestId('record-opinion').filter({ hasText: 'hotel invoice' }).waitFor();
    await settled(alice);
    await shoot(alice, `tc-drawer-returned-${lang}`);
    await alice.getByTestId('action-resubmit').click();
    // Back in approval: resubmit gives way to recall.
    await alice.getByTestId('action-recall').waitFor();
    await alice.keyboard.press('Escape');

    // It resumes at bob, who transfers it to carol ("forwarded approver cannot be empty" first).
    await bob.waitForFunction(() => document.querySelector('[data-testid="task-badge-count"]')?.getAttribute('data-count') === '1', null, { timeout: 20_000 });
    await openRow(bob, 'Alice');
    await expect(bob.getByTestId('flow-node-supervisor').getAttribute('data-current')).resolves.toBe('true');
    await bob.getByTestId('action-transfer').click();
    await bob.getByTestId('dialog-ok').click();
    await bob.locator('.ant-form-item-explain-error').first().waitFor();
    await pickUser(bob, 'dialog-to', 'Carol');
    await confirmDialog(bob);
    await bob.waitForFunction(() => document.querySelector('[data-testid="task-badge-count"]')?.getAttribute('data-count') === '0');

    // carol adds dave after herself, then approves.
    const carol = await as('carol');
    await openRow(carol, 'Alice');
    await carol.getByTestId('action-addSign').click();
    await pickUser(carol, 'dialog-users', 'Dave');
    await carol.keyboard.press('Escape');
    await carol.getByTestId('position-after').click();
    await carol.getByTestId('dialog-ok').click();
    await carol.getByTestId('action-dialog').waitFor({ state: 'hidden' }).catch(() => undefined);
    await carol.waitForTimeout(2_100);
    await openRow(carol, 'Alice');
    await carol.getByTestId('action-approve').click();
    await carol.getByTestId('dialog-opinion').fill('Fine by me');
    await confirmDialog(carol);

    // dave approves.
    const dave = await as('dave');
    await openRow(dave, 'Alice');
    await dave.getByTestId('action-approve').click();
    await confirmDialog(dave);

    // The finance step of the bundled flow: fiona (finance) sees the payee account and approves with an opinion.
    const finance = await as('finance');
    await openRow(finance, 'Alice');
    await finance.getByTestId('field-payeeAccount').waitFor();
    await finance.getByTestId('action-approve').click();
    await finance.getByTestId('dialog-opinion').fill('Paid next Friday');
    await confirmDialog(finance);

    // alice sees it approved in My applications.
    await alice.goto('/task-center/apply');
    await alice.getByTestId('tc-table').locator('[data-state="approved"]').first().waitFor({ timeout: 10_000 });
    await noRawKeys(alice);
    await settled(alice);
    await shoot(alice, `tc-apply-${lang}`);
    await alice.goto('/task-center/reviewed');
    await alice.getByTestId('tc-table').waitFor();

    // bob sees it in My reviewed.
    await bob.goto('/task-center/reviewed');
    await bob.getByTestId('tc-table').locator('tr', { hasText: 'Alice' }).first().waitFor();
    await noRawKeys(bob);
    await settled(bob);
    await shoot(bob, `tc-reviewed-${lang}`);

    // admin got the copy: unread, opens it, marks it read.
    const admin = await as('admin', 'cctome');
    await admin.getByTestId('tab-unread-cctome').waitFor();
    const row = admin.getByTestId('tc-table').locator('tr', { hasText: 'Alice' }).first();
    await row.locator('.tc-unread-dot').waitFor();
    await noRawKeys(admin);
    await settled(admin);
    await shoot(admin, `tc-cctome-${lang}`);
    await openRow(admin, 'Alice');
    await settled(admin);
    await shoot(admin, `tc-drawer-cc-${lang}`);
    await admin.getByTestId('action-markRead').click();
    await admin.getByTestId('action-markRead').waitFor({ state: 'detached' });
    await admin.keyboard.press('Escape');
    await admin.getByTestId('tab-unread-cctome').waitFor({ state: 'detached' });
    // The tab counts and the list are read again by separate requests.
    await expect.poll(() => row.locator('.tc-unread-dot').count()).toBe(0);

    // Process operations for the administrator.
    await admin.goto('/process-config/process-management');
    await admin.getByTestId('ops-table').waitFor();
    await admin.getByTestId('ops-table').locator('tr', { hasText: 'Alice' }).first().waitFor();
    await admin.getByTestId('ops-forcedReturn').click();
    await admin.locator('.ant-message').getByText(texts.processOps.selectProcess).waitFor();
    await admin.getByTestId('ops-table').locator('tr', { hasText: 'Alice' }).first().locator('.ant-radio-input').check();
    await admin.waitForTimeout(2_100);
    await admin.getByTestId('ops-forcedReturn').click();
    await admin.locator('.ant-message').getByText(texts.processOps.notOperable).waitFor();
    await noRawKeys(admin);
    await settled(admin);
    await shoot(admin, `ops-management-${lang}`);
    await admin.goto('/process-config/abnormal-monitoring');
    await admin.getByTestId('abnormal-table').waitFor();
    await admin.getByTestId('ops-retry').click();
    await admin.locator('.ant-message').getByText(texts.processOps.selectProcess).first().waitFor();
    await settled(admin);
    await shoot(admin, `ops-abnormal-${lang}`);
    await admin.goto('/process-config/process-log');
    await admin.getByTestId('process-log').locator('tbody tr', { hasText: 'Alice' }).first().waitFor();
    await noRawKeys(admin);
    await settled(admin);
    await shoot(admin, `ops-log-${lang}`);
  });
});
