import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { chooseIn } from './support/designer';

let server: RunningServer;
let browser: Browser;
let token: string;

const item = (title: string, component: string, type = 'string') => ({ type, title, 'x-decorator': 'FormItem', 'x-component': component });

/** A budget line with a plan and what was settled against it, saved as a draft (as the wizard would). */
const BUDGET = {
  code: 'drBudget', name: 'Budget line', businessType: 'finance', formType: 'standard', displayStyle: 'list', permissionRequired: true,
  menu: { displayName: 'Budget lines', directory: 'M30000000000000' },
  fields: [
    { name: 'Planned', type: 'number', identifier: 'planned' },
    { name: 'Settled', type: 'number', identifier: 'settled' },
    { name: 'Note', type: 'text', identifier: 'note' },
  ],
  form: { type: 'object', properties: { planned: item('Planned', 'NumberPicker', 'number'), settled: item('Settled', 'NumberPicker', 'number'), note: item('Note', 'Input') } },
  list: { columns: [{ field: 'planned', showInList: true }, { field: 'settled', showInList: true }, { field: 'note', showInList: true }] },
  search: [],
};

beforeAll(async () => {
  server = await startServer();
  token = await apiSignIn(server.url, 'admin');
  await apiPost(server.url, token, '/api/fn/design/save', { function: BUDGET });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Types into a property box and leaves it (the panel commits on blur). */
async function typeAndLeave(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(value);
  await input.press('Tab');
}

describe('an administrator writes business rules in the designer', () => {
  it('a field rule, a condition, a form rule and an action are saved, published and enforced on records', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto('/process-config/function-development/drBudget?tab=form');
    await page.getByTestId('canvas-field-settled').click();
    await page.getByTestId('prop-section-business').scrollIntoViewIfNeeded();
    await page.getByTestId('prop-section-business').click();

    // An expression that does not compile is flagged as it is typed, and not kept.
    await page.getByTestId('prop-xrule-new-expression').fill('settled <=');
    await page.getByTestId('prop-xrule-new-expression-error').waitFor();
    expect(await page.getByTestId('prop-xrule-add').isDisabled()).toBe(true);
    await typeAndLeave(page, 'prop-xrule-new-expression', 'settled <= planned');
    await typeAndLeave(page, 'prop-xrule-new-message', 'Settled must not exceed planned');
    await page.getByTestId('prop-xrule-add').click();
    await page.getByTestId('prop-xrule-0').waitFor();
    expect(await page.getByTestId('prop-xrule-0-expression').inputValue()).toBe('settled <= planned');

    await page.getByTestId('canvas-field-note').click();
    await page.getByTestId('prop-section-business').click();
    await typeAndLeave(page, 'prop-when-required', 'planned > 1000');
    await shoot(page, 'designer-business-section');

    // Function level: a form rule and an action.
    await page.getByTestId('designer-tab-rules').click();
    await page.getByTestId('rules-panel').waitFor();
    await page.getByTestId('form-rule-add').click();
    await page.getByTestId('form-rule-expression').fill('planned >');
    await page.getByTestId('form-rule-editor').getByText('Expression refused', { exact: false }).first().waitFor();
    await page.getByTestId('form-rule-expression').fill('planned >= 0');
    await page.getByTestId('form-rule-message').fill('The plan cannot be negative');
    await chooseIn(page, 'form-rule-fields', 'Planned');
    // A multiple select stays open after a pick: leaving it closes the list.
    await page.getByTestId('form-rule-message').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await page.getByTestId('form-rule-save').click();
    await page.getByTestId('form-rule-row-0').getByText('planned >= 0').waitFor();

    await page.getByTestId('action-add').click();
    await chooseIn(page, 'action-kind', 'Set fields of this record');
    await chooseIn(page, 'action-on', 'Submitted');
    await page.getByTestId('action-target-0').locator('input').fill('note');
    await page.getByTestId('action-expression-0').fill("'sent for approval'");
    await page.getByTestId('action-save').click();
    await page.getByTestId('action-row-0').getByText("note = 'sent for approval'").waitFor();
    await shoot(page, 'designer-rules-tab');

    await page.getByTestId('designer-save').click();
    await expect.poll(async () => (await apiPost<{ draft: Record<string, any> }>(server.url, token, '/api/fn/design/get', { code: 'drBudget' })).draft?.rules).toEqual([
      { expression: 'planned >= 0', message: 'The plan cannot be negative', fields: ['planned'] },
    ]);
    const draft = (await apiPost<{ draft: Record<string, any> }>(server.url, token, '/api/fn/design/get', { code: 'drBudget' })).draft;
    expect(draft.actions).toEqual([{ on: 'submitted', kind: 'set', set: { note: "'sent for approval'" } }]);
    expect(draft.form.properties.settled['x-rules']).toEqual([{ expression: 'settled <= planned', message: 'Settled must not exceed planned' }]);
    expect(draft.form.properties.note['x-when']).toEqual({ required: 'planned > 1000' });

    await page.getByTestId('designer-publish').click();
    await page.getByTestId('publish-confirm').click();
    await expect.poll(async () => (await apiPost<{ published: unknown }>(server.url, token, '/api/fn/design/get', { code: 'drBudget' })).published).toBeTruthy();

    // The published rules hold for a record made in the generated form.
    await page.goto('/fn/drBudget/new');
    await fieldInput(page, 'planned').fill('2000');
    await fieldInput(page, 'settled').fill('9000');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('field-settled').getByText('Settled must not exceed planned').waitFor();
    await page.getByTestId('field-note').locator('.ant-formily-item-error-help, .ant-form-item-explain-error').first().waitFor();
    await shoot(page, 'designer-rules-enforced');
    await fieldInput(page, 'settled').fill('900');
    await fieldInput(page, 'note').fill('Within the plan');
    await page.getByTestId('form-submit').click();
    await page.waitForURL('**/fn/drBudget');

    // The server refuses what the browser would have stopped.
    const refused = await fetch(`${server.url}/api/fn/drBudget/save`, {
      method: 'POST', headers: { 'content-type': 'application/json', accesstoken: token, lang: 'en-US' },
      body: JSON.stringify({ data: { planned: 10, settled: 20 } }),
    }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);
    expect(refused.code).toBe(14);
    expect(JSON.stringify(refused)).toContain('Settled must not exceed planned');
  });
});
