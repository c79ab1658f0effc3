import type { Page } from 'playwright-core';
import { fieldInput } from './actions';

/** Picks the option with this label in the select of a form field (dropdowns are portals). */
export async function selectIn(page: Page, path: string, label: string): Promise<void> {
  await page.getByTestId(`field-${path}`).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}

/** Types into a field's input as a person does (key by key, so input helpers run). */
export async function typeInto(page: Page, path: string, text: string): Promise<void> {
  const input = fieldInput(page, path);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text);
}

/** The text a field shows (read-only views, computed values). */
export async function fieldText(page: Page, path: string): Promise<string> {
  return (await page.getByTestId(`field-${path}`).innerText()).trim();
}

/** Saves the form and waits until the list of the function shows again. */
export async function submitForm(page: Page, code: string): Promise<void> {
  await page.getByTestId('form-submit').click();
  await page.waitForURL(`**/fn/${code}`);
}

/** Fills and saves a customer through its form; answers the toast's text (it names the serial number). */
export async function createCustomer(page: Page, name: string, city: string): Promise<string> {
  await page.goto('/fn/ksCustomer/new');
  await fieldInput(page, 'name').fill(name);
  await fieldInput(page, 'city').fill(city);
  await selectIn(page, 'level', 'VIP');
  await page.getByTestId('form-submit').click();
  const toast = page.locator('.ant-message-notice', { hasText: 'CUS-' }).first();
  await toast.waitFor();
  const text = await toast.innerText();
  await page.waitForURL('**/fn/ksCustomer');
  return text;
}
