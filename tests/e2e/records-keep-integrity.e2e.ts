import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { fileReimbursement, openRow, settled } from './support/task-center';
import { showAllFunctions } from './support/designer';

/**
 * Records keep their integrity (issue 11) on the bundled reimbursement flow:
 * supervisor (bob, who may not see the payee account) -> finance -> CC admin.
 */
describe('records keep their integrity in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const project = 'Integrity review trip';
  const payee = '6222 0000 9999 8888';

  const as = async (userName: string) => {
    const page = await newPage(browser, server.url, 'en-US');
    pages.push(page);
    await signIn(page, userName, 'Demo1234');
    return page;
  };
  /** The list row of the reimbursement filed here. */
  const row = (page: Page) => page.getByTestId('list-table').locator('tr', { hasText: project }).first();
  const openList = async (page: Page) => {
    await page.goto('/fn/reimbursement');
    await row(page).waitFor({ timeout: 15_000 });
  };
  const openTaskCenter = async (page: Page) => {
    await page.goto('/task-center/pending-trial');
    await page.getByTestId('tc-table').waitFor();
  };
  const approveInDrawer = async (page: Page, opinion: string) => {
    await page.getByTestId('action-approve').click();
    await page.getByTestId('dialog-opinion').fill(opinion);
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

  it('locks the record in approval, hides the payee account from the supervisor everywhere, and keeps it locked once approved', async () => {
    // alice submits; the list says "in approval" and offers her no edit or delete.
    const alice = await as('alice');
    await fileReimbursement(alice, project, payee);
    await row(alice).waitFor({ timeout: 15_000 });
    await expect(row(alice).getByTestId('doc-state').getAttribute('data-state')).resolves.toBe('inApproval');
    await expect(row(alice).getByTestId('doc-state').textContent()).resolves.toBe('In approval');
    await expect(row(alice).locator('[data-testid^="row-edit-"]').count()).resolves.toBe(0);
    await expect(row(alice).locator('[data-testid^="row-delete-"]').count()).resolves.toBe(0);
    await settled(alice);
    await shoot(alice, 'integrity-list-in-approval');

    // Her record page shows the state, the current node and approver, the flow and timeline, and no edit.
    const viewButton = row(alice).locator('[data-testid^="row-view-"]');
    const id = (await viewButton.getAttribute('data-testid'))!.replace('row-view-', '');
    await viewButton.click();
    await alice.getByTestId('record-process').waitFor();
    await alice.getByTestId('record-process-approvers').filter({ hasText: 'Bob Approver' }).waitFor();
    await alice.getByTestId('flow-node-supervisor').waitFor();
    await expect(alice.getByTestId('detail-edit').count()).resolves.toBe(0);
    await settled(alice);
    await shoot(alice, 'integrity-detail-in-approval');
    // Typing the edit address does not open an editable form either.
    await alice.goto(`/fn/reimbursement/${id}`);
    await alice.getByTestId('form-locked').waitFor();
    await expect(alice.getByTestId('form-submit').count()).resolves.toBe(0);
    await shoot(alice, 'integrity-form-locked');

    // The list filters on the document state.
    await alice.goto('/fn/reimbursement');
    await alice.getByTestId('search-docState').click();
    await alice.locator('.ant-select-item-option', { hasText: 'Approved' }).first().click();
    await alice.keyboard.press('Escape');
    await alice.getByTestId('search-submit').click();
    await alice.getByTestId('list-table').locator('tr', { hasText: project }).waitFor({ state: 'detached' });

    // bob, from the task centre: no payee account.
    const bob = await as('bob');
    await openTaskCenter(bob);
    await openRow(bob, 'Alice');
    await bob.getByTestId('field-project').waitFor();
    await expect(bob.getByTestId('field-payeeAccount').count()).resolves.toBe(0);
    await expect(bob.getByTestId('drawer-body').textContent()).resolves.not.toContain(payee);
    await bob.keyboard.press('Escape');

    // bob, from the list and the record page: no payee account either.
    await openList(bob);
    await expect(row(bob).textContent()).resolves.not.toContain(payee);
    await row(bob).locator('[data-testid^="row-view-"]').click();
    await bob.getByTestId('detail-record').getByTestId('field-project').waitFor();
    await bob.getByTestId('record-process').waitFor();
    await expect(bob.getByTestId('field-payeeAccount').count()).resolves.toBe(0);
    await expect(bob.locator('body').textContent()).resolves.not.toContain(payee);
    await expect(bob.getByTestId('detail-edit').count()).resolves.toBe(0);
    await settled(bob);
    await shoot(bob, 'integrity-detail-supervisor');

    // bob approves, finance approves.
    await openTaskCenter(bob);
    await openRow(bob, 'Alice');
    await approveInDrawer(bob, 'Looks right');
    const finance = await as('finance');
    await openTaskCenter(finance);
    await openRow(finance, 'Alice');
    await finance.getByTestId('field-payeeAccount').waitFor();
    await approveInDrawer(finance, 'Paid');

    // Approved: nobody is offered an edit, not alice, not bob, not the administrator.
    for (const [page, user] of [[alice, 'alice'], [bob, 'bob'], [await as('admin'), 'admin']] as const) {
      await openList(page);
      await expect(row(page).getByTestId('doc-state').getAttribute('data-state'), user).resolves.toBe('approved');
      await expect(row(page).locator('[data-testid^="row-edit-"]').count(), user).resolves.toBe(0);
      await page.goto(`/fn/reimbursement/${id}/view`);
      await page.getByTestId('record-process').waitFor();
      await expect(page.getByTestId('detail-edit').count(), user).resolves.toBe(0);
    }
    await settled(alice);
    await alice.goto('/fn/reimbursement');
    await row(alice).waitFor();
    await settled(alice);
    await shoot(alice, 'integrity-list-approved');
  });

  it('lets the administrator widen a role\'s data scope in the designer, and the list follows', async () => {
    // bob files a claim; finance takes no part in it yet, so by default it is not in their list.
    const bob = await as('bob');
    await fileReimbursement(bob, 'Scope widening trip', payee);
    const finance = await as('finance');
    await finance.goto('/fn/reimbursement');
    await finance.getByTestId('list-table').locator('tr', { hasText: project }).first().waitFor();
    await expect(finance.getByTestId('list-table').locator('tr', { hasText: 'Scope widening trip' }).count()).resolves.toBe(0);

    const admin = await as('admin');
    await admin.goto('/process-config/function-development');
    await showAllFunctions(admin);
    await admin.getByTestId('fn-action-scopes-reimbursement').click();
    await admin.getByTestId('scope-finance-view').waitFor();
    await settled(admin);
    await shoot(admin, 'integrity-designer-scopes');
    await admin.getByTestId('scope-finance-view').locator('.ant-select-selector').click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'All' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('scopes-save').click();
    await admin.getByTestId('scopes-modal').waitFor({ state: 'hidden' });

    await finance.reload();
    await finance.getByTestId('list-table').locator('tr', { hasText: 'Scope widening trip' }).first().waitFor();
  });
});
