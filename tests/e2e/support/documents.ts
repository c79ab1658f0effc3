import type { Page } from 'playwright-core';
import { openTaskCenter, settled } from './task-center';
import { apiPost, apiSignIn } from './packs';

/** Approves, in the task centre, the pending `kind` document whose form shows `marker`. */
export async function approveInTaskCenter(page: Page, userName: string, kind: string, marker: string): Promise<void> {
  await openTaskCenter(page, userName);
  await settled(page);
  const rows = page.getByTestId('tc-table').locator('tr', { hasText: kind });
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    await rows.nth(i).locator('[data-testid^="row-open-"]').click();
    await page.getByTestId('drawer-body').waitFor();
    await settled(page);
    if (await page.getByTestId('drawer-body').getByText(marker).count()) {
      await page.getByTestId('action-approve').click();
      await page.getByTestId('dialog-ok').click();
      await page.getByTestId('action-dialog').waitFor({ state: 'hidden' }).catch(() => undefined);
      await page.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor({ state: 'hidden' }).catch(() => undefined);
      return;
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor({ state: 'hidden' }).catch(() => undefined);
  }
  throw new Error(`${userName} has no pending ${kind} showing "${marker}"`);
}

/**
 * Approves through the API, as `approvers` in turn, the newest pending process of
 * function `fn` (the one just submitted in the browser; the browser part of
 * approving is shown elsewhere in the story). Returns the process instance id.
 */
export async function approveByApi(baseUrl: string, fn: string, approvers: string[]): Promise<number> {
  let pid = 0;
  for (const user of approvers) {
    const token = await apiSignIn(baseUrl, user);
    const pending = await apiPost<{ records: { processInstanceId: number; taskId: number; functionCode: string }[] }>(baseUrl, token, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 100 });
    const mine = pending.records.filter((r) => r.functionCode === fn && (!pid || r.processInstanceId === pid));
    if (!mine.length) throw new Error(`${user} has no pending ${fn}`);
    const task = mine.reduce((a, b) => (b.processInstanceId > a.processInstanceId ? b : a));
    pid = task.processInstanceId;
    await apiPost(baseUrl, token, '/api/bpm/approvalPass', { taskId: task.taskId });
  }
  return pid;
}

/** Opens the picker of a related-record field, searches, and picks the row showing `text` (`multiple`: confirms with OK). */
export async function pickRecord(page: Page, path: string, search: string, text: string, multiple = false): Promise<void> {
  await page.getByTestId(`field-${path}`).getByTestId('related-open').click();
  const dialog = page.locator('.ant-modal:visible');
  const box = dialog.getByTestId('related-search');
  const input = (await box.evaluate((el) => el.tagName)) === 'INPUT' ? box : box.locator('input');
  await input.fill(search);
  await input.press('Enter');
  await settled(page);
  await dialog.getByTestId('related-table').locator('tbody tr.ant-table-row', { hasText: text }).first().click();
  if (multiple) await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog.waitFor({ state: 'hidden' });
}
