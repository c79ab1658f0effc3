import type { Locator, Page } from 'playwright-core';

/** Ticks the user agreement on the sign-in page (sign-in waits for it, spec 000 section 5). */
export async function acceptAgreement(page: Page): Promise<void> {
  const box = page.getByTestId('login-agreement');
  if (!(await box.isChecked())) await box.check();
}

/**
 * Signs in through the sign-in page, as a person would, and waits for the workbench.
 * A user of several companies passes the tenant selector into the company they were in by default.
 */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await acceptAgreement(page);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/(workbench|login-tenant)/);
  if (page.url().includes('/login-tenant')) {
    await page.locator('[data-testid^="tenant-choice-"][data-checked="true"]').click();
    await page.waitForURL('**/workbench');
  }
}

/** The input inside a form field found by its data path (`lines.0.amount`). */
export function fieldInput(page: Page, path: string): Locator {
  return page.getByTestId(`field-${path}`).locator('input, textarea').first();
}

/**
 * The control of a cell in a wide sub-table, which shows its value as text until clicked
 * (`editsOnFocus`): clicks the cell as a person would when it shows text, then returns its input.
 */
export async function openCell(page: Page, path: string): Promise<Locator> {
  const item = page.getByTestId(`field-${path}`);
  await item.locator('input, textarea, [data-cell-display]').first().waitFor();
  const text = item.locator('[data-cell-display]');
  if (await text.count()) await text.click();
  return fieldInput(page, path);
}

/** Opens a select field and clicks the option with this label in the dropdown that is showing. */
export async function chooseOption(page: Page, path: string, label: string): Promise<void> {
  await page.getByTestId(`field-${path}`).locator('.ant-select-selector').click();
  await page.locator('.ant-select-item-option:visible', { hasText: label }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/**
 * Clicks a menu entry in the side menu, opening its parent module first when it is folded.
 * It waits for the click to be followed (the route changes or the entry is selected); a click
 * lost on a loaded machine is made again, once.
 */
export async function openMenu(page: Page, parentCode: string, code: string): Promise<void> {
  const item = page.getByTestId(`menu-${code}`);
  if (!(await item.isVisible())) {
    await page.getByTestId(`menu-${parentCode}`).click();
    await item.waitFor({ state: 'visible' });
  }
  const before = page.url();
  await item.click();
  await page.waitForFunction(([url, testId]) => location.href !== url
    || !!document.querySelector(`li.ant-menu-item-selected [data-testid="${testId}"]`), [before, `menu-${code}`] as const, { timeout: 5000 })
    .catch(() => item.click());
}

/** Types a date into an antd DatePicker and confirms it. */
export async function pickDate(page: Page, path: string, isoDate: string): Promise<void> {
  const input = fieldInput(page, path);
  await input.click();
  await input.fill(isoDate);
  await input.press('Enter');
}
