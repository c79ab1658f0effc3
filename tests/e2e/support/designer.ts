import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types the label into a searchable Select, so an option far down a long
 * (virtualised) list is rendered before it is clicked.
 */
export async function narrowSelect(page: Page, testId: string, label: string | RegExp): Promise<void> {
  if (typeof label !== 'string') return;
  const search = page.getByTestId(testId).locator('input.ant-select-selection-search-input').first();
  if ((await search.count()) && (await search.isEditable())) await search.fill(label);
}

/** Opens an antd Select by its test id and clicks the option showing this text. */
export async function chooseIn(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await page.getByTestId(testId).locator('.ant-select-selector').first().click();
  await narrowSelect(page, testId, label);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** Types into a form-designer property box and commits it with Enter. */
export async function setProp(page: Page, testId: string, value: string): Promise<void> {
  const box = page.getByTestId(testId);
  await box.fill(value);
  await box.press('Enter');
}

/**
 * Adds a flow node with the "+" keyed `at` (a node id: after it; a branch id: at the top of the
 * branch). The "+" is pressed again when its menu did not open: a press that lands while the
 * canvas re-renders (right after the flow is created, on a loaded machine) opens nothing.
 */
export async function addFlowNode(page: Page, at: string, type: 'approver' | 'cc' | 'route'): Promise<void> {
  const item = page.locator('.ant-popover:visible').getByTestId(`flow-add-${type}`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // A press on the "+" of an open menu would close it.
    if (!(await page.locator('.ant-popover:visible').count())) await page.getByTestId(`flow-add-${at}`).click();
    const shown = await item.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
    if (shown) return item.click();
  }
  throw new Error(`the menu of flow-add-${at} never showed ${type}`);
}

/** Picks members in the node drawer's member picker by typing their user names. */
export async function pickFlowUsers(page: Page, names: string[]): Promise<void> {
  const picker = page.getByTestId('approver-users');
  await picker.click();
  for (const name of names) {
    await picker.locator('input').fill(name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `(${name})` }).click();
  }
  await page.getByTestId('node-name').click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' }).catch(() => undefined);
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Confirms the node drawer and waits for it to close. */
export async function saveNodeDrawer(page: Page): Promise<void> {
  await page.getByTestId('node-drawer-ok').click();
  await page.getByTestId('node-drawer').waitFor({ state: 'detached' });
}

/**
 * Opens the select `selectTestId` and clicks its option `optionTestId`, opening it again
 * when a re-render swallowed the first click (a condition row re-renders after its field changes).
 */
export async function pickOptionById(page: Page, selectTestId: string, optionTestId: string): Promise<void> {
  const option = page.getByTestId(optionTestId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByTestId(selectTestId).click();
    const shown = await option.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
    if (shown) return option.click();
    await page.waitForTimeout(300);
  }
  throw new Error(`option ${optionTestId} of ${selectTestId} never showed`);
}

/** The function list at its largest page size, so the bundled packs' functions do not push a test's own off the first page. */
export async function showAllFunctions(page: Page): Promise<void> {
  await page.getByTestId('fn-list-page').locator('.ant-pagination-options .ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').last().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' }).catch(() => undefined);
}
