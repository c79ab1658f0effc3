import type { Page } from 'playwright-core';
import { fieldInput, pickDate, signIn } from './actions';

/** Signs a demo user in and opens a task-centre tab. */
export async function openTaskCenter(page: Page, userName: string, tab = 'pending-trial'): Promise<void> {
  if (!page.url().includes('/workbench') && !page.url().includes('/task-center')) await signIn(page, userName, 'Demo1234');
  await page.goto(`/task-center/${tab}`);
  await page.getByTestId('tc-table').waitFor();
}

/** The header task badge's count. */
export async function badgeCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('task-badge-count').getAttribute('data-count'));
}

/** Opens an antd select inside a field and picks its first option (language-neutral). */
async function chooseFirst(page: Page, path: string): Promise<void> {
  await page.getByTestId(`field-${path}`).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Fills a reimbursement with one line in any language, and submits it for approval from the form. */
export async function fileReimbursement(page: Page, project: string, payee: string): Promise<void> {
  await page.goto('/fn/reimbursement/new');
  await fieldInput(page, 'project').fill(project);
  await fieldInput(page, 'location').fill('Shanghai');
  await pickDate(page, 'tripStart', '2026-11-02');
  await pickDate(page, 'tripEnd', '2026-11-04');
  await fieldInput(page, 'days').fill('3');
  await chooseFirst(page, 'vehicle');
  await fieldInput(page, 'payeeAccount').fill(payee);
  await fieldInput(page, 'reason').fill('Customer workshop');
  await page.locator('.ant-formily-array-base-addition').click();
  await chooseFirst(page, 'lines.0.type');
  await fieldInput(page, 'lines.0.subject').fill('Train ticket');
  await fieldInput(page, 'lines.0.amount').fill('553.50');
  await page.getByTestId('form-submit-approval').click();
  await page.waitForURL('**/fn/reimbursement', { timeout: 15_000 }).catch(async (error) => {
    await page.screenshot({ path: 'tests/e2e/artifacts/tc-file-failed.png' });
    throw error;
  });
}

/** Opens the drawer of the list row whose title or number contains `text`. */
export async function openRow(page: Page, text: string): Promise<void> {
  const row = page.getByTestId('tc-table').locator('tr', { hasText: text }).first();
  await row.waitFor();
  await row.locator('[data-testid^="row-open-"]').click();
  await page.getByTestId('drawer-body').waitFor();
}

/** Picks a member in a user picker by typing part of their name. */
export async function pickUser(page: Page, testId: string, name: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await select.locator('input').fill(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

/** Visible texts that look like untranslated i18n keys (`taskCenter.col.title`). */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || !(el.offsetWidth || el.offsetHeight)) continue;
      if (/^[a-z]+(\.[a-zA-Z-]+)+$/.test(text)) out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder]'))) {
      const p = el.getAttribute('placeholder') ?? '';
      if (/^[a-z]+(\.[a-zA-Z-]+)+$/.test(p)) out.push(p);
    }
    return out;
  });
}

/** Waits until no table or drawer is loading, so a screenshot shows the settled page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, { timeout: 15_000 });
  await page.waitForTimeout(400);
}
