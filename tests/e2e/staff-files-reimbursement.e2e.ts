import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn, chooseOption, pickDate, fieldInput, openMenu } from './support/actions';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function fillHeader(page: Page, project: string) {
  await fieldInput(page, 'project').fill(project);
  await fieldInput(page, 'location').fill('Shanghai');
  await pickDate(page, 'tripStart', '2026-11-02');
  await pickDate(page, 'tripEnd', '2026-11-04');
  await fieldInput(page, 'days').fill('3');
  await chooseOption(page, 'vehicle', 'Train');
  await fieldInput(page, 'reason').fill('Customer workshop');
}

async function addLine(page: Page, row: number, type: string, subject: string, amount: string) {
  await page.getByRole('button', { name: 'Add line' }).click();
  await chooseOption(page, `lines.${row}.type`, type);
  await fieldInput(page, `lines.${row}.subject`).fill(subject);
  await fieldInput(page, `lines.${row}.amount`).fill(amount);
}

describe('staff files a reimbursement', () => {
  it('alice signs in, creates a reimbursement with two lines and finds it in the list', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'alice', 'Demo1234');
    await page.getByTestId('app-card-reimbursement').waitFor();
    await shoot(page, 'workbench-en-US');

    await openMenu(page, 'M30000000000000', 'S30010000000000');
    await page.waitForURL('**/reimbursement-list/reimbursement-query-list');
    await page.getByTestId('list-table').locator('.ant-empty').waitFor();
    await page.getByTestId('page-header').getByTestId('list-new').click();
    await page.waitForURL('**/fn/reimbursement/new');
    // Text and choice fields the pack words no placeholder for say what they want, as the search panel does.
    await expect(fieldInput(page, 'project').getAttribute('placeholder')).resolves.toBe('Enter Project');
    await expect(page.getByTestId('field-vehicle').locator('.ant-select-selection-placeholder').textContent()).resolves.toBe('Select Vehicle');

    await fillHeader(page, 'Apollo rollout');
    await addLine(page, 0, 'Transport', 'Train ticket', '553.50');
    // A sub-table's cells stay quiet: no placeholder repeated down every row.
    await expect(fieldInput(page, 'lines.0.subject').getAttribute('placeholder')).resolves.toBeNull();
    await addLine(page, 1, 'Hotel', 'Two nights', '800');
    await expect(page.getByTestId('field-total').textContent()).resolves.toContain('1,353.50');
    await shoot(page, 'form-en-US');

    await page.getByTestId('form-submit').click();
    await page.waitForURL('**/fn/reimbursement');
    const table = page.getByTestId('list-table');
    await table.getByText('Apollo rollout').waitFor();
    const row = table.locator('tr', { hasText: 'Apollo rollout' });
    await expect(row.textContent()).resolves.toContain('1,353.50');
    await expect(row.textContent()).resolves.toContain('Train');
    await shoot(page, 'list-en-US');
    await page.context().close();
  });

  it('a wrong line amount shows the field error and saves nothing', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'alice', 'Demo1234');
    await page.goto('/fn/reimbursement/new');
    await fillHeader(page, 'Bad amount trip');
    await addLine(page, 0, 'Meals', 'Dinner', '120');
    await addLine(page, 1, 'Other', 'Refund', '-5');

    await page.getByTestId('form-submit').click();
    const lineField = page.getByTestId('field-lines.1.amount');
    await lineField.getByText('The amount must be greater than 0').waitFor();
    await expect(page.getByTestId('field-lines.0.amount').textContent()).resolves.not.toContain('greater than 0');
    await shoot(page, 'form-field-error-en-US');
    expect(page.url()).toContain('/fn/reimbursement/new');

    await page.goto('/fn/reimbursement');
    await page.getByTestId('list-table').waitFor();
    await expect(page.getByTestId('list-table').textContent()).resolves.not.toContain('Bad amount trip');
    await page.context().close();
  });

  it('shows the sign-in page and the list in zh-CN by default', async () => {
    const page = await newPage(browser, server.url, 'zh-CN');
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    await shoot(page, 'login-zh-CN');
    await signIn(page, 'alice', 'Demo1234');
    await openMenu(page, 'M30000000000000', 'S30010000000000');
    await page.getByTestId('list-table').getByText('Apollo rollout').waitFor();
    await expect(page.getByTestId('page-header').textContent()).resolves.toContain('报销单');
    await shoot(page, 'list-zh-CN');
    await page.context().close();
  });
});

describe('every screen is translated', () => {
  const rawKey = /\b[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+){1,}\b/;

  for (const lang of ['ru-RU', 'en-US', 'zh-CN'] as const) {
    it(`shows no untranslated key in ${lang}`, async () => {
      const page = await newPage(browser, server.url, lang);
      await page.goto('/login');
      await page.getByTestId('login-submit').waitFor();
      const visibleText = async () => (await page.locator('body').innerText()).split('\n').filter((l) => rawKey.test(l.trim()) && !/\d{4}|@|\.(com|ru|cn)/.test(l));
      expect(await visibleText()).toEqual([]);
      await signIn(page, 'alice', 'Demo1234');
      await page.getByTestId('app-card-reimbursement').waitFor();
      expect(await visibleText()).toEqual([]);
      await page.goto('/fn/reimbursement');
      await page.getByTestId('list-table').locator('tbody tr.ant-table-row').first().waitFor();
      expect(await visibleText()).toEqual([]);
      await page.goto('/fn/reimbursement/new');
      await page.getByTestId('form-submit').waitFor();
      await page.getByRole('button', { name: /\+|Add|Добав|添加/ }).last().click();
      await page.getByTestId('form-submit').click();
      await page.getByTestId('field-project').locator('.ant-formily-item-error-help, .ant-formily-item-help').first().waitFor();
      expect(await visibleText()).toEqual([]);
      await shoot(page, `form-invalid-${lang}`);
      await page.context().close();
    });
  }
});
