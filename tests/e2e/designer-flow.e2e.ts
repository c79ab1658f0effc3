import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { addFlowNode as add, pickFlowUsers as pickUsers, pickOptionById, saveNodeDrawer as saveDrawer } from './support/designer';

let server: RunningServer;
let browser: Browser;

const CODE = 'overtimeFlow';

/** An overtime request without a flow yet: hours (number), a date and a reason. */
const overtime = {
  code: CODE, name: 'Overtime request', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
  menu: { displayName: 'Overtime', directory: 'M30000000000000' },
  fields: [
    { name: 'Hours', type: 'number', identifier: 'hours' },
    { name: 'Date', type: 'date', identifier: 'day' },
    { name: 'Reason', type: 'text', identifier: 'reason' },
  ],
  form: {
    type: 'object',
    properties: {
      hours: { type: 'number', title: 'Hours', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
      day: { type: 'string', title: 'Date', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      reason: { type: 'string', title: 'Reason', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    },
  },
  list: { columns: [{ field: 'hours', showInList: true }] },
  search: [],
};

beforeAll(async () => {
  server = await startServer();
  const token = await apiSignIn(server.url, 'admin');
  await apiPost(server.url, token, '/api/fn/design/save', { function: overtime });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const node = (page: Page, id: string) => page.getByTestId(`flow-node-${id}`);
const warning = (page: Page, id: string) => page.getByTestId(`flow-node-warning-${id}`);

describe('an administrator designs an approval flow', () => {
  it('builds a route with a countersign and an or-sign, a CC, undoes and redoes, sees the BPMN and simulates', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await signIn(page, 'admin', 'Demo1234');
    await page.goto(`/process-config/function-development/${CODE}?tab=flow`);
    await page.getByTestId('flow-create').waitFor();
    await shoot(page, 'designer-flow-empty');
    await page.getByTestId('flow-create').click();
    await node(page, 'start').waitFor();

    await add(page, 'start', 'route');
    await add(page, 'branch1', 'approver');
    await add(page, 'branch2', 'approver');
    await add(page, 'route1', 'cc');
    // Unfinished nodes are flagged on the canvas before they are configured.
    for (const id of ['branch1', 'approver1', 'approver2', 'cc1']) await warning(page, id).waitFor();
    expect(await warning(page, 'approver1').innerText()).toContain('Select an approval object');
    expect(await warning(page, 'branch2').count()).toBe(0);
    await shoot(page, 'designer-flow-unfinished');

    await node(page, 'branch1').click();
    await page.getByTestId('node-name').fill('More than 8 hours');
    await page.getByTestId('branch-add-condition').click();
    await pickOptionById(page, 'condition-op', 'op-gt');
    await page.getByTestId('condition-value').fill('8');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await shoot(page, 'designer-flow-branch-drawer');
    await saveDrawer(page);
    await warning(page, 'branch1').waitFor({ state: 'detached' });
    expect(await node(page, 'branch1').innerText()).toContain('Hours greater than 8');

    // A third branch goes before the default one; moving it left makes it first.
    await page.getByTestId('flow-add-branch-route1').click();
    await warning(page, 'branch3').waitFor();
    expect(await page.getByTestId('flow-branch-priority-branch3').innerText()).toContain('2');
    await node(page, 'branch3').getByTestId('branch-priority-left').click();
    await expect.poll(() => page.getByTestId('flow-branch-priority-branch3').innerText()).toContain('1');
    expect(await page.getByTestId('flow-branch-priority-branch1').innerText()).toContain('2');
    await node(page, 'branch3').getByTestId('branch-priority-right').click();
    await expect.poll(() => page.getByTestId('flow-branch-priority-branch1').innerText()).toContain('1');
    await node(page, 'branch3').getByTestId('flow-node-delete-branch3').click();
    await node(page, 'branch3').waitFor({ state: 'detached' });

    await node(page, 'approver1').click();
    await page.getByTestId('node-name').fill('Managers');
    await pickUsers(page, ['bob', 'carol']);
    await page.getByTestId('method-kind-countersign').click();
    await page.getByTestId('method-percent').fill('50');
    await shoot(page, 'designer-flow-drawer');
    await saveDrawer(page);
    expect(await node(page, 'approver1').innerText()).toContain('Countersign 50%');

    await node(page, 'approver2').click();
    await pickUsers(page, ['dave']);
    await page.getByTestId('method-kind-orSign').click();
    await saveDrawer(page);

    await node(page, 'cc1').click();
    await pickUsers(page, ['erin']);
    await saveDrawer(page);
    await expect.poll(() => page.locator('[data-testid^="flow-node-warning-"]').count()).toBe(0);
    expect(await node(page, 'cc1').innerText()).toContain('Erin Approver');

    // Undo and redo the last edit (the CC's recipients).
    await page.getByTestId('designer-undo').click();
    await warning(page, 'cc1').waitFor();
    await page.getByTestId('designer-redo').click();
    await warning(page, 'cc1').waitFor({ state: 'detached' });
    await shoot(page, 'designer-flow-canvas');

    await page.getByTestId('designer-tab-bpmn').click();
    await page.locator('[data-testid="bpmn-canvas"][data-state="ready"]').waitFor();
    for (const id of ['start', 'route1', 'approver1', 'approver2', 'cc1']) {
      await page.locator(`[data-testid="bpmn-canvas"] .djs-element[data-element-id="${id}"]`).waitFor();
    }
    await shoot(page, 'designer-flow-bpmn');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bpmn-export').click()]);
    expect(download.suggestedFilename()).toBe(`${CODE}.bpmn`);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('<bpmn:definitions');
    expect(xml).toContain('id="approver1"');

    await page.getByTestId('designer-tab-simulation').click();
    await page.getByTestId('simulation-value-hours').fill('10');
    await page.getByTestId('simulation-initiator').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(alice)' }).click();
    await page.getByTestId('simulation-run').click();
    const managers = page.getByTestId('simulation-step-approver1');
    await managers.waitFor();
    expect(await managers.innerText()).toMatch(/Bob Approver[\s\S]*Carol Approver/);
    expect(await page.getByTestId('simulation-step-route1').innerText()).toContain('More than 8 hours');
    expect(await page.getByTestId('simulation-step-approver2').count()).toBe(0);
    expect(await page.getByTestId('simulation-step-cc1').innerText()).toContain('Erin Approver');
    expect(await page.getByTestId('simulation-outcome').innerText()).toContain('approved');
    await page.getByTestId('designer-toolbar').scrollIntoViewIfNeeded();
    await shoot(page, 'designer-flow-simulation');

    // Saved as a draft, the flow opens again, here in the default language.
    await page.getByTestId('designer-save').click();
    await page.getByTestId('designer-dirty').waitFor({ state: 'detached' });
    const zh = await newPage(browser, server.url, 'zh-CN');
    await signIn(zh, 'admin', 'Demo1234');
    await zh.goto(`/process-config/function-development/${CODE}?tab=flow`);
    await zh.getByText('所有人可发起').waitFor();
    expect(await zh.locator('[data-testid^="flow-node-warning-"]').count()).toBe(0);
    expect(await node(zh, 'approver1').innerText()).toContain('会签 50%');
    await shoot(zh, 'designer-flow-canvas-zh');
  });
});
