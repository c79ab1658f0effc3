import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { narrowSelect } from './support/designer';

let server: RunningServer;
let browser: Browser;
let token: string;

const CODE = 'otPanels';
const item = (title: string, component: string, type = 'string') => ({ type, title, 'x-decorator': 'FormItem', 'x-component': component });

/** An overtime request as the wizard and form designer leave it: a serial number, a text, a date and a number; one list column, no search. */
const overtime = {
  code: CODE, name: 'Overtime request', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
  menu: { displayName: 'Overtime requests', directory: 'M30000000000000' },
  fields: [
    { name: 'Request no.', type: 'serial', identifier: 'requestNo' },
    { name: 'Reason', type: 'text', identifier: 'reason' },
    { name: 'Overtime day', type: 'date', identifier: 'day' },
    { name: 'Hours', type: 'number', identifier: 'hours' },
  ],
  form: {
    type: 'object',
    properties: {
      requestNo: item('Request no.', 'SerialNumber'),
      reason: { ...item('Reason', 'Input'), required: true },
      day: { ...item('Overtime day', 'DatePicker'), required: true },
      hours: item('Hours', 'NumberPicker', 'number'),
    },
  },
  list: { columns: [{ field: 'reason', showInList: true, order: 1 }] },
  search: [],
};

beforeAll(async () => {
  server = await startServer();
  token = await apiSignIn(server.url, 'admin');
  await apiPost(server.url, token, '/api/fn/design/save', { function: overtime });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens an antd select by its test id and clicks the option whose text matches. */
async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await narrowSelect(page, testId, option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`designer-tab-${tab}`).click();
  await page.getByTestId(`designer-panel-${tab}`).waitFor();
}

/** Lets a dialog finish opening before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

describe('an administrator configures the list, search, serial numbers, buttons and related forms', () => {
  it('sets them in the designer tabs, saves, publishes, and the generated list page uses them', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto(`/process-config/function-development/${CODE}?tab=list`);
    await page.getByTestId('designer-panel-list').waitFor();

    // List: show the serial number first, the day (sortable) and the hours; widths; newest day first.
    for (const f of ['requestNo', 'day', 'hours']) await page.getByTestId(`list-col-show-${f}`).click();
    await page.getByTestId('list-col-sort-day').click();
    await page.getByTestId('list-col-width-reason').fill('240');
    await page.getByTestId('list-col-width-reason').press('Enter');
    // Columns switched on join the end in click order: reason, requestNo, day, hours.
    await page.getByTestId('list-col-up-requestNo').click();
    await expect(page.getByTestId('list-col-up-requestNo').isDisabled()).resolves.toBe(true);
    await choose(page, 'list-default-sort', 'Overtime day');
    await expect(page.getByTestId('list-preview').innerText()).resolves.toMatch(/Request no\.\s+Reason\s+Overtime day\s+Hours/);

    // Search: the day by period, the reason fuzzy.
    await page.getByTestId('search-add').click();
    await choose(page, 'search-field', 'Overtime day');
    // The rule and control follow the field once the form has taken the choice: ask until they have.
    await expect.poll(() => page.getByTestId('search-rule').innerText()).toContain('Period');
    await expect.poll(() => page.getByTestId('search-control').innerText()).toContain('Date range picker');
    await settle(page);
    await shoot(page, 'designer-panels-search-dialog');
    await page.getByTestId('search-save').click();
    await page.getByTestId('search-add').click();
    await choose(page, 'search-field', 'Reason');
    await page.getByTestId('search-save').click();
    await page.getByTestId('search-row-day').waitFor();
    await page.getByTestId('search-row-reason').waitFor();
    await settle(page);
    await shoot(page, 'designer-panels-list');

    // Serial: OT-<yyyyMMdd><3 digits>, daily; the preview shows the next number.
    await openTab(page, 'serial');
    await expect(page.getByTestId('serial-field').innerText()).resolves.toContain('Request no.');
    await page.getByTestId('serial-not-set').waitFor();
    await page.getByTestId('serial-prefix').fill('OT-');
    await page.getByTestId('serial-coding').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^yyyyMMdd\s/ }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('serial-padding').fill('3');
    await page.getByTestId('serial-padding').blur();
    await page.getByTestId('serial-reset-daily').click();
    await expect.poll(() => page.getByTestId('serial-preview').innerText()).toMatch(/^OT-20\d{6}001$/);
    await expect(page.getByTestId('serial-not-set').count()).resolves.toBe(0);
    await settle(page);
    await shoot(page, 'designer-panels-serial');

    // Buttons: required fields are flagged inline, then a fill button copying the reason and defaulting the hours.
    await openTab(page, 'buttons');
    await page.getByTestId('button-add').click();
    await page.getByTestId('button-save').click();
    await expect.poll(() => page.getByTestId('button-editor').locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('button-name').fill('Copy request');
    await page.getByTestId('button-dialog-title').fill('New overtime request');
    await choose(page, 'button-target', CODE);
    await page.getByTestId('button-fill-add').click();
    await choose(page, 'button-fill-from-0', 'Reason');
    await choose(page, 'button-fill-to-0', 'Reason');
    await page.getByTestId('button-fill-add').click();
    await choose(page, 'button-fill-mode-1', 'Default value');
    await page.getByTestId('button-fill-from-1').fill('2');
    await choose(page, 'button-fill-to-1', 'Hours');
    await settle(page);
    await shoot(page, 'designer-panels-button-editor');
    await page.getByTestId('button-save').click();
    await page.getByTestId('button-row-0').waitFor();
    await settle(page);
    await shoot(page, 'designer-panels-buttons');

    // Related forms: travel reimbursements whose project equals the reason.
    await openTab(page, 'related');
    await page.getByTestId('related-add').click();
    await choose(page, 'related-form', 'reimbursement');
    await choose(page, 'related-current-field', 'Reason');
    await choose(page, 'related-association-field', '(project)');
    await expect(page.getByTestId('related-association-id').inputValue()).resolves.toBe('otPanelsReimbursement');
    await page.getByTestId('related-save').click();
    await page.getByTestId('related-row-0').waitFor();
    await settle(page);
    await shoot(page, 'designer-panels-related');

    // Save the draft through the shell, publish through the API.
    await page.getByTestId('designer-save').click();
    await page.getByTestId('designer-dirty').waitFor({ state: 'detached' });
    const design = await apiPost<{ draft: Record<string, unknown> }>(server.url, token, '/api/fn/design/get', { code: CODE });
    expect(design.draft).toMatchObject({
      search: [{ field: 'day', rule: 'period', control: 'dateRange' }, { field: 'reason', rule: 'fuzzy' }],
      serialRules: [{ field: 'requestNo', prefix: 'OT-', codingKeywords: ['yyyyMMdd'], padding: 3, reset: 'daily' }],
      buttons: [{ name: 'Copy request', action: 'fill', targetForm: CODE, fills: [{ from: 'reason', to: 'reason', mode: 'current' }, { from: '2', to: 'hours', mode: 'default' }] }],
      relatedForms: [{ form: 'reimbursement', currentField: 'reason', associationField: 'project', state: 'enabled' }],
      list: { defaultSort: { field: 'day', order: 'desc' } },
    });
    expect((design.draft.fields as { identifier: string; searchable?: boolean }[]).filter((f) => f.searchable).map((f) => f.identifier)).toEqual(['reason', 'day']);
    await apiPost(server.url, token, '/api/fn/design/publish', { code: CODE });

    // The generated list page: a numbered record, found by the date period.
    await apiPost(server.url, token, `/api/fn/${CODE}/save`, { data: { reason: 'Quarter close', day: '2026-03-10', hours: 3 } });
    await apiPost(server.url, token, `/api/fn/${CODE}/save`, { data: { reason: 'Release night', day: '2026-04-02', hours: 5 } });
    await page.context().close();
    // A new sign-in loads the menus publishing granted.
    const list = await newPage(browser, server.url, 'en-US');
    await signIn(list, 'admin', 'Demo1234');
    await list.goto(`/fn/${CODE}`);
    const rows = list.getByTestId('list-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor().catch(async (e) => { await shoot(list, 'designer-panels-generated-list-failed'); throw e; });
    const headers = (await list.getByTestId('list-table').locator('thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    expect(headers.slice(0, 4)).toEqual(['Request no.', 'Reason', 'Overtime day', 'Hours']);
    await expect(rows.first().innerText()).resolves.toMatch(/OT-20\d{6}00[12]/);
    const period = list.getByTestId('search-day');
    await period.locator('input').first().click();
    await period.locator('input').first().fill('2026-03-01');
    await period.locator('input').nth(1).fill('2026-03-31');
    await period.locator('input').nth(1).press('Enter');
    await list.getByTestId('search-submit').click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().innerText()).resolves.toMatch(/OT-20\d{6}001\s+Quarter close/);
    await list.getByTestId('fn-buttons').getByText('Copy request').waitFor();
    await shoot(list, 'designer-panels-generated-list');
    await list.context().close();
  });
});
