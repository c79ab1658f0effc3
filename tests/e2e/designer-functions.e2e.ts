import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { chooseIn as choose, showAllFunctions } from './support/designer';

let server: RunningServer;
let browser: Browser;

const LIST = '/process-config/function-development';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const stateOf = (page: Page, code: string) => page.getByTestId(`fn-state-${code}`).innerText();

async function downloadedJson(download: Download): Promise<any> {
  return JSON.parse(readFileSync((await download.path())!, 'utf8'));
}

describe('an administrator manages functions from the function list', () => {
  it('creates a function with the wizard, then copies, disables, enables, deletes and exports', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto(LIST);
    await showAllFunctions(page);
    await page.getByTestId('fn-row-reimbursement').waitFor();
    expect(await stateOf(page, 'reimbursement')).toBe('Published');
    expect(await page.getByTestId('fn-row-reimbursement').innerText()).toContain('Has flow');

    // The wizard shows what is missing before anything is saved.
    await page.getByTestId('fn-new').click();
    await page.waitForURL(`**${LIST}/new`);
    await page.getByTestId('wizard-submit').click();
    for (const field of ['name', 'code', 'businessType', 'menuName']) await page.getByTestId(`wizard-error-${field}`).waitFor();
    await page.getByTestId('wizard-back').scrollIntoViewIfNeeded();
    await shoot(page, 'designer-functions-wizard-errors');
    await page.getByTestId('wizard-name').fill('Overtime request');
    await page.getByTestId('wizard-code').fill('overtime');
    await choose(page, 'wizard-businessType', 'Human resources');
    await page.getByTestId('wizard-menuName').fill('Overtime');
    await choose(page, 'wizard-directory', 'Expenses');
    await choose(page, 'wizard-roles', 'Staff');
    await page.getByTestId('wizard-second.name').fill('Working time');
    await page.getByTestId('wizard-description').fill('Ask for paid overtime');
    expect(await page.getByTestId('wizard-error-name').count()).toBe(0);
    await shoot(page, 'designer-functions-wizard');
    await page.getByTestId('wizard-submit').click();
    await page.waitForURL(`**${LIST}/overtime`);
    await page.goto(`${LIST}/overtime?tab=basic`);
    await page.getByTestId('basic-info-panel').waitFor();
    expect(await page.getByTestId('info-name').inputValue()).toBe('Overtime request');
    await shoot(page, 'designer-functions-basic-info');

    await page.goto(LIST);
    await showAllFunctions(page);
    await page.getByTestId('fn-row-overtime').waitFor();
    expect(await stateOf(page, 'overtime')).toBe('Not published');
    await page.getByTestId('fn-search-name').fill('overt');
    await page.getByTestId('fn-search-submit').click();
    await expect.poll(() => page.getByTestId('fn-list-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId('fn-search-reset').click();
    await page.getByTestId('fn-row-reimbursement').waitFor();
    await shoot(page, 'designer-functions-list');

    await page.getByTestId('fn-action-versions-reimbursement').click();
    await page.getByTestId('versions-drawer').getByTestId('version-1').waitFor();
    expect(await page.getByTestId('versions-drawer').getByTestId('version-1').innerText()).toContain('Current');
    await page.waitForTimeout(400); // the drawer's slide-in
    await shoot(page, 'designer-functions-versions');
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

    await page.getByTestId('fn-action-copy-reimbursement').click();
    await page.getByTestId('copy-code').fill('travelCopy');
    await page.getByTestId('copy-submit').click();
    await page.getByTestId('fn-row-travelCopy').waitFor();
    expect(await stateOf(page, 'travelCopy')).toBe('Not published');

    await page.getByTestId('fn-action-disable-reimbursement').click();
    await page.getByTestId('fn-confirm-disable-reimbursement').click();
    await expect.poll(() => stateOf(page, 'reimbursement')).toBe('Temporarily not published');
    await page.getByTestId('fn-action-enable-reimbursement').click();
    await expect.poll(() => stateOf(page, 'reimbursement')).toBe('Published');

    await page.getByTestId('fn-action-delete-travelCopy').click();
    await page.getByTestId('fn-confirm-delete-travelCopy').click();
    await page.getByTestId('fn-row-travelCopy').waitFor({ state: 'detached' });

    const [one] = await Promise.all([page.waitForEvent('download'), page.getByTestId('fn-action-export-reimbursement').click()]);
    expect(one.suggestedFilename()).toBe('reimbursement.pack.json');
    const pack = await downloadedJson(one);
    expect(pack).toMatchObject({ id: 'fn-reimbursement', version: '1.0.0' });
    expect(pack.functions.map((f: { code: string }) => f.code)).toEqual(['reimbursement']);
    expect(pack.menus.map((m: { code: string }) => m.code)).toEqual(['M30000000000000', 'S30010000000000']);

    await page.getByTestId('export-directory').click();
    await choose(page, 'export-directory-select', 'Expenses');
    const [dir] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-directory-submit').click()]);
    expect(dir.suggestedFilename()).toBe('M30000000000000.pack.json');
    expect((await downloadedJson(dir)).functions.map((f: { code: string }) => f.code).sort()).toEqual(['overtime', 'reimbursement']);

    // One-click publish of a flow with an unfinished node lists the node instead.
    const token = await apiSignIn(server.url, 'admin');
    const draft = (await apiPost<{ draft: Record<string, unknown> }>(server.url, token, '/api/fn/design/get', { code: 'overtime' })).draft;
    const flow = { version: 1, root: { type: 'start', id: 'start', name: 'Start', initiatorsMode: 'everyone', initiators: [], next: { type: 'approver', id: 'boss', name: 'Manager', approvers: [] } } };
    await apiPost(server.url, token, '/api/fn/design/save', { function: { ...draft, flow } });
    await page.getByTestId('fn-refresh').click();
    await page.getByTestId('fn-action-publish-overtime').click();
    await page.getByTestId('publish-blocked-node-boss').waitFor();
    expect(await page.getByTestId('publish-blocked-node-boss').innerText()).toContain('Manager');
    await page.waitForTimeout(300);
    await shoot(page, 'designer-functions-publish-blocked');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await stateOf(page, 'overtime')).toBe('Not published');
  });
});
