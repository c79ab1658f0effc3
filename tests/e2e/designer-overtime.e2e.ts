/**
 * Issue 6 "done when": an administrator builds an "Overtime request" function
 * from nothing in the browser (wizard, three fields including a date and a
 * number plus a serial number, a list searched by the date, a serial rule, a
 * flow routed on the hours: a 50% countersign of two users above 8 hours, an
 * or-sign below, and a CC), publishes it; alice files requests that approvers
 * approve; the administrator adds a field and publishes again, and the earlier
 * record still opens with its version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, openMenu, pickDate, signIn } from './support/actions';
import { apiPost, apiSignIn } from './support/packs';
import { openRow, openTaskCenter, settled, untranslatedKeys } from './support/task-center';
import {
  addFlowNode as addNode, chooseIn as choose, pickFlowUsers as pickUsers, pickOptionById, saveNodeDrawer as saveDrawer, setProp,
} from './support/designer';

const LIST = '/process-config/function-development';
const DESIGNER = `${LIST}/overtime`;
const EXPENSES = 'M30000000000000';

let server: RunningServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const p of pages) await p.context().close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function as(userName: string): Promise<Page> {
  const page = await newPage(browser, server.url, 'en-US');
  pages.push(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, userName, 'Demo1234');
  return page;
}

/** Adds a field from the palette (it is selected at once) and names it. */
async function addField(page: Page, kind: string, title: string, identifier: string): Promise<void> {
  const before = await page.locator('[data-testid^="canvas-field-"]').count();
  await page.getByTestId(`palette-${kind}`).click();
  await expect.poll(() => page.locator('[data-testid^="canvas-field-"]').count()).toBe(before + 1);
  await setProp(page, 'prop-title', title);
  await setProp(page, 'prop-identifier', identifier);
  await page.getByTestId(`canvas-field-${identifier}`).waitFor();
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`designer-tab-${tab}`).click();
  await page.getByTestId(`designer-panel-${tab}`).waitFor();
}

async function publish(page: Page): Promise<void> {
  await page.getByTestId('designer-publish').click();
  await page.getByTestId('publish-confirm').click();
}

/** alice files an overtime request from the generated form and submits it for approval. */
async function fileOvertime(page: Page, day: string, hours: string, reason: string): Promise<void> {
  await page.goto('/fn/overtime/new');
  await pickDate(page, 'overtimeDate', day);
  await fieldInput(page, 'hours').fill(hours);
  await fieldInput(page, 'reason').fill(reason);
  await page.getByTestId('form-submit-approval').click();
  await page.waitForURL('**/fn/overtime', { timeout: 15_000 });
}

async function approveFirst(page: Page, userName: string): Promise<void> {
  await openTaskCenter(page, userName);
  await openRow(page, 'Alice');
  await page.getByTestId('action-approve').click();
  await page.getByTestId('dialog-ok').click();
  await page.getByTestId('action-dialog').waitFor({ state: 'hidden' }).catch(() => undefined);
  await page.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor({ state: 'hidden' }).catch(() => undefined);
}

describe('an administrator builds "Overtime request" from nothing', () => {
  it('designs, publishes, staff use it, approvers approve, and a second version keeps the first record', async () => {
    const admin = await as('admin');

    // 1. The wizard, reached from the menu.
    await openMenu(admin, 'M42000000000000', 'S42010000000000');
    await admin.waitForURL(`**${LIST}`);
    await admin.getByTestId('fn-new').click();
    await admin.getByTestId('wizard-name').fill('Overtime request');
    await admin.getByTestId('wizard-code').fill('overtime');
    await choose(admin, 'wizard-businessType', 'Human resources');
    await admin.getByTestId('wizard-menuName').fill('Overtime');
    await choose(admin, 'wizard-directory', 'Expenses');
    await choose(admin, 'wizard-roles', 'Staff');
    await admin.getByTestId('wizard-submit').click();
    await admin.waitForURL(`**${DESIGNER}**`);

    // 2. The form: a date, a number, a reason and the request number.
    await openTab(admin, 'form');
    await admin.getByTestId('canvas-empty').waitFor();
    await addField(admin, 'date', 'Overtime date', 'overtimeDate');
    await admin.getByTestId('prop-required').click();
    await addField(admin, 'number', 'Hours', 'hours');
    await admin.getByTestId('prop-required').click();
    await setProp(admin, 'prop-rule-maximum', '24');
    await addField(admin, 'textarea', 'Reason', 'reason');
    await addField(admin, 'serial', 'Request no.', 'requestNo');
    await admin.getByTestId('form-preview-toggle').click();
    await admin.getByTestId('form-preview').getByTestId('field-hours').waitFor();
    await shoot(admin, 'overtime-form-preview');
    await admin.getByTestId('form-preview-toggle').click();
    await shoot(admin, 'overtime-form');

    // 3. The list: every field shown, searched by the date over a period.
    await openTab(admin, 'list');
    for (const f of ['requestNo', 'overtimeDate', 'hours']) await admin.getByTestId(`list-col-show-${f}`).click();
    await admin.getByTestId('search-add').click();
    await choose(admin, 'search-field', 'Overtime date');
    // The rule follows the field once the form has taken the choice: ask until it has.
    await expect.poll(() => admin.getByTestId('search-rule').innerText()).toContain('Period');
    await admin.getByTestId('search-save').click();
    await admin.getByTestId('search-row-overtimeDate').waitFor();

    // 4. The serial rule of the request number.
    await openTab(admin, 'serial');
    await admin.getByTestId('serial-prefix').fill('OT-');
    await admin.getByTestId('serial-prefix').press('Enter');
    await admin.getByTestId('serial-padding').fill('4');
    await admin.getByTestId('serial-padding').blur();
    await admin.getByTestId('serial-reset-yearly').click();
    await expect.poll(() => admin.getByTestId('serial-preview').innerText()).toMatch(/^OT-0001$/);

    // 5. The flow: a route on the hours, a 50% countersign of bob and carol above 8, an or-sign of dave and erin below, a CC to frank.
    await openTab(admin, 'flow');
    await admin.getByTestId('flow-create').click();
    await addNode(admin, 'start', 'route');
    await addNode(admin, 'branch1', 'approver');
    await addNode(admin, 'branch2', 'approver');
    await addNode(admin, 'route1', 'cc');
    await admin.getByTestId('flow-node-warning-approver1').waitFor();

    // Publishing now is refused, listing the unfinished nodes.
    await publish(admin);
    await admin.getByTestId('publish-blocked').waitFor();
    expect(await admin.getByTestId('publish-blocked').innerText()).toContain('Approver');
    await shoot(admin, 'overtime-publish-blocked');
    await admin.getByTestId('publish-blocked-ok').click();
    await admin.getByTestId('publish-blocked').waitFor({ state: 'detached' });

    await admin.getByTestId('flow-node-branch1').click();
    await admin.getByTestId('node-name').fill('More than 8 hours');
    await admin.getByTestId('branch-add-condition').click();
    await choose(admin, 'condition-field', 'Hours');
    await expect.poll(() => admin.getByTestId('condition-field').innerText()).toContain('Hours');
    await pickOptionById(admin, 'condition-op', 'op-gt');
    await admin.getByTestId('condition-value').fill('8');
    await saveDrawer(admin);
    await admin.getByTestId('flow-node-approver1').click();
    await admin.getByTestId('node-name').fill('Managers');
    await pickUsers(admin, ['bob', 'carol']);
    await admin.getByTestId('method-kind-countersign').click();
    await admin.getByTestId('method-percent').fill('50');
    await saveDrawer(admin);
    await admin.getByTestId('flow-node-approver2').click();
    await admin.getByTestId('node-name').fill('Team leads');
    await pickUsers(admin, ['dave', 'erin']);
    await admin.getByTestId('method-kind-orSign').click();
    await saveDrawer(admin);
    await admin.getByTestId('flow-node-cc1').click();
    await pickUsers(admin, ['frank']);
    await saveDrawer(admin);
    await expect.poll(() => admin.locator('[data-testid^="flow-node-warning-"]').count()).toBe(0);
    await shoot(admin, 'overtime-flow');

    // 6. Publish form and flow together.
    await publish(admin);
    await expect.poll(() => admin.getByTestId('designer-state').innerText(), { timeout: 15_000 }).toContain('v1');
    expect(await admin.getByTestId('designer-dirty').count()).toBe(0);
    expect(await untranslatedKeys(admin)).toEqual([]);
    // The administrator's own menus are read again: the new entry is there without signing in again.
    await expect.poll(() => admin.evaluate(() => sessionStorage.getItem('session') ?? '')).toContain('"function":"overtime"');

    // 7. alice finds it in her menu and files two requests: 10 hours and 4 hours.
    const aliceToken = await apiSignIn(server.url, 'alice');
    const tree = await apiPost<{ menuTree: { code: string; function?: string; children: any[] }[] }>(server.url, aliceToken, '/api/sys/getMenuTreetByUser', {});
    const menu = tree.menuTree.find((m) => m.code === EXPENSES)?.children.find((c: { function?: string }) => c.function === 'overtime');
    expect(menu).toBeTruthy();
    const alice = await as('alice');
    await openMenu(alice, EXPENSES, menu.code);
    await alice.waitForURL('**/fn/overtime');
    await alice.getByTestId('search-overtimeDate').waitFor().catch(() => undefined);
    await fileOvertime(alice, '2026-11-20', '10', 'Quarter close');
    await fileOvertime(alice, '2026-11-21', '4', 'Release night');
    const page1 = await apiPost<{ records: { id: number; data: Record<string, unknown> }[] }>(
      server.url, aliceToken, '/api/fn/overtime/page', { current: 1, size: 10, sort: [{ field: 'createdAt', order: 'asc' }] },
    );
    expect(page1.records.map((r) => r.data.requestNo)).toEqual(['OT-0001', 'OT-0002']);
    await settled(alice);
    await shoot(alice, 'overtime-staff-list');

    // 8. Above 8 hours: bob's approval reaches the 50% countersign; below: dave's or-sign.
    const bob = await as('bob');
    await approveFirst(bob, 'bob');
    const dave = await as('dave');
    await approveFirst(dave, 'dave');
    const mine = async () => (await apiPost<{ records: { state: string; title?: string }[] }>(
      server.url, aliceToken, '/api/bpm/selectMyProcessByPage', { current: 1, size: 10 },
    )).records.map((r) => r.state);
    await expect.poll(mine, { timeout: 15_000 }).toEqual(['approved', 'approved']);
    const carolToken = await apiSignIn(server.url, 'carol');
    const carolPending = await apiPost<{ total: number }>(server.url, carolToken, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 10 });
    expect(carolPending.total).toBe(0);
    const frankToken = await apiSignIn(server.url, 'frank');
    const copies = await apiPost<{ total: number }>(server.url, frankToken, '/api/bpm/ccMy', { current: 1, size: 10 });
    expect(copies.total).toBe(2);

    // 9. The administrator adds a field and publishes version 2.
    await admin.goto(`${DESIGNER}?tab=form`);
    await admin.getByTestId('canvas-field-hours').waitFor();
    await addField(admin, 'text', 'Project', 'project');
    await publish(admin);
    await expect.poll(() => admin.getByTestId('designer-state').innerText(), { timeout: 15_000 }).toContain('v2');
    await admin.goto(LIST);
    // Every bundled pack's functions are listed too: find this one by its name.
    await admin.getByTestId('fn-search-name').fill('Overtime request');
    await admin.getByTestId('fn-search-submit').click();
    await expect.poll(() => admin.getByTestId('fn-state-overtime').innerText()).toBe('Published');
    await shoot(admin, 'overtime-function-list');

    // 10. The first record still opens with version 1 (no project); a new request has the project field.
    const first = page1.records[0].id;
    await alice.goto(`/fn/overtime/${first}/view`);
    await alice.getByTestId('detail-record').waitFor();
    expect(await alice.getByTestId('detail-version').innerText()).toContain('1');
    expect(await alice.getByTestId('detail-record').innerText()).toContain('Quarter close');
    expect(await alice.getByTestId('field-project').count()).toBe(0);
    await shoot(alice, 'overtime-first-record');
    await alice.goto('/fn/overtime/new');
    await alice.getByTestId('field-project').waitFor();
  });
});
