import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { fieldInput, pickDate, signIn } from './support/actions';
import { apiPost, apiSignIn, installTestPack, loadTestPack } from './support/packs';
import { fieldText } from './support/kitchen-sink';

let server: RunningServer;
let browser: Browser;
let token: string;
let orderId: number;

beforeAll(async () => {
  server = await startServer();
  await installTestPack(server.url, 'kitchen-sink');
  token = await apiSignIn(server.url, 'admin');
  const customer = await apiPost<{ id: number }>(server.url, token, '/api/fn/ksCustomer/save', { data: { name: 'Initech', city: 'Austin', level: 'vip' } });
  const order = await apiPost<{ id: number }>(server.url, token, '/api/fn/ksOrder/save', {
    data: { title: 'Printer paper', quantity: 4, unitPrice: 2500, orderDate: '2026-11-02', priority: 'high', customer: customer.id, customerCode: 'CUS-0001', city: 'Austin' },
  });
  orderId = order.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminPage(): Promise<Page> {
  const page = await newPage(browser, server.url, 'en-US');
  await signIn(page, 'admin', 'Demo1234');
  return page;
}

/** Request headers of every POST to `path`, as the browser sent them. */
function recordHeaders(page: Page, path: string): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(path)) seen.push(r.headers());
  });
  return seen;
}

describe('configured buttons', () => {
  it('shows name, colour and state; "fill" opens the target form in a dialog filled from the record', async () => {
    const page = await adminPage();
    await page.goto(`/fn/ksOrder/${orderId}/view`);
    const buttons = page.getByTestId('fn-buttons');
    await buttons.waitFor();
    await expect(buttons.locator('button').allInnerTexts()).resolves.toEqual(['Follow-up order', 'New customer', 'Submit', 'Archive']);
    await expect(page.getByTestId('fn-button-1').evaluate((b) => getComputedStyle(b).backgroundColor)).resolves.toBe('rgb(114, 46, 209)');
    await expect(page.getByTestId('fn-button-3').isDisabled()).resolves.toBe(true);

    const saves = recordHeaders(page, '/api/fn/ksOrder/save');
    await page.getByTestId('fn-button-0').click();
    await expect(page.getByTestId('fn-button-0').isDisabled()).resolves.toBe(true);
    const dialog = page.locator('.ant-modal-content', { hasText: 'New follow-up order' });
    await dialog.waitFor();
    const body = page.getByTestId('fill-dialog-body');
    await expect.poll(() => body.getByTestId('field-title').locator('input').inputValue()).toBe('Printer paper');
    await expect(body.getByTestId('field-quantity').locator('input').inputValue()).resolves.toBe('1');
    await expect(body.getByTestId('field-priority').innerText()).resolves.toContain('Normal');
    // The related record's name is read after the form has its id.
    await expect.poll(() => body.getByTestId('field-customer').locator('input').first().inputValue()).toBe('Initech');
    await body.getByTestId('field-unitPrice').locator('input').fill('30');
    await body.getByTestId('field-orderDate').locator('input').click();
    await body.getByTestId('field-orderDate').locator('input').fill('2026-11-22');
    await body.getByTestId('field-orderDate').locator('input').press('Enter');
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-button-fill-dialog');
    await page.getByTestId('fill-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Saved to Sales order' }).waitFor();
    expect(saves.at(-1)?.['x-request-id']).toMatch(/.{8,}/);
    // The guard released the button after 2 s.
    await expect.poll(() => page.getByTestId('fn-button-0').isDisabled(), { timeout: 4000 }).toBe(false);
    await page.goto('/fn/ksOrder');
    // A full page load: the shell boots before the list asks for its rows.
    await expect.poll(() => page.getByTestId('list-table').locator('tr', { hasText: 'Printer paper' }).count(), { timeout: 15_000 }).toBe(2);
    await page.context().close();
  });

  it('from the list, a button acts on the selected row: "New customer" opens the customer form filled from it', async () => {
    const page = await adminPage();
    await page.goto('/fn/ksOrder');
    const row = page.getByTestId('list-table').locator('tr', { hasText: 'Printer paper' }).first();
    await row.waitFor();
    await expect(page.getByTestId('fn-button-1').isDisabled()).resolves.toBe(true);
    await row.locator('.ant-checkbox-input').check();
    await expect.poll(() => page.getByTestId('fn-button-1').isDisabled()).toBe(false);
    await page.getByTestId('fn-button-1').click();
    await page.locator('.ant-modal-content', { hasText: 'Register a customer' }).waitFor();
    const body = page.getByTestId('fill-dialog-body');
    await expect.poll(() => body.getByTestId('field-city').locator('input').inputValue()).toBe('Austin');
    await expect(body.getByTestId('field-level').innerText()).resolves.toContain('VIP');
    await body.getByTestId('field-name').locator('input').fill('Umbrella Corp');
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-button-fill-from-list');
    await page.getByTestId('fill-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Saved to Customer' }).waitFor();
    await page.goto('/fn/ksCustomer');
    await page.getByTestId('list-table').getByText('Umbrella Corp').waitFor();
    await expect(page.getByTestId('list-table').locator('tr', { hasText: 'Umbrella Corp' }).innerText()).resolves.toContain('CUS-0002');
    await page.context().close();
  });

  it('"run workflow" submits the record once, with an x-request-id, and the button rests for 2 s', async () => {
    const page = await adminPage();
    await page.goto(`/fn/ksOrder/${orderId}/view`);
    const submits = recordHeaders(page, '/api/fn/ksOrder/submit');
    const submit = page.getByTestId('fn-button-2');
    await submit.waitFor();
    await watchDisabled(page, 'fn-button-2');
    await submit.dblclick();
    await page.locator('.ant-message-notice', { hasText: 'Submitted for approval' }).waitFor();
    expect(submits).toHaveLength(1);
    expect(submits[0]['x-request-id']).toMatch(/.{8,}/);
    await shoot(page, 'engine-button-workflow');
    await expect.poll(() => submit.isDisabled(), { timeout: 6000 }).toBe(false);
    // Disabled by the click, and enabled again no sooner than 2 s after it (however slow the machine).
    const rest = await page.evaluate(() => (window as unknown as { __rest: { clickedAt?: number; states: [boolean, number][] } }).__rest);
    const offAt = rest.states.find(([off, at]) => off && at >= rest.clickedAt!)?.[1];
    const onAt = rest.states.find(([off, at]) => !off && at > (offAt ?? Infinity))?.[1];
    expect(offAt).toBeDefined();
    expect(onAt! - rest.clickedAt!).toBeGreaterThanOrEqual(1_950);
    // The server refuses the same request id twice.
    const again = await fetch(`${server.url}/api/fn/ksOrder/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token, 'x-request-id': 'same-id-1' },
      body: JSON.stringify({ data: { title: 'Twice', quantity: 1, unitPrice: 100, orderDate: '2026-11-02', priority: 'low' } }),
    }).then(() => fetch(`${server.url}/api/fn/ksOrder/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token, 'x-request-id': 'same-id-1' },
      body: JSON.stringify({ data: { title: 'Twice', quantity: 1, unitPrice: 100, orderDate: '2026-11-02', priority: 'low' } }),
    })).then((r) => r.json() as Promise<{ code: number }>);
    expect(again.code).not.toBe(0);
    await page.context().close();
  });
});

/**
 * Notes, in the page, the first click on the element with this test id and every change of its
 * `disabled` state after it (the page's clock), for a check that does not depend on when the test reads.
 */
function watchDisabled(page: Page, testId: string) {
  return page.evaluate((id) => {
    const rest: { clickedAt?: number; states: [boolean, number][] } = { states: [] };
    (window as unknown as { __rest: typeof rest }).__rest = rest;
    const button = () => document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`);
    document.addEventListener('click', (e) => {
      if (rest.clickedAt === undefined && button()?.contains(e.target as Node)) rest.clickedAt = performance.now();
    }, true);
    const read = () => {
      const off = !!button()?.disabled;
      if (rest.states.at(-1)?.[0] !== off) rest.states.push([off, performance.now()]);
    };
    read();
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  }, testId);
}

/** Notes, in the page, how long after the pointer entered the field the first error tip appeared. */
function watchTipDelay(page: Page, testId: string) {
  return page.evaluate((id) => {
    let enteredAt: number | undefined;
    const w = window as unknown as { __tipDelay?: number };
    document.querySelector(`[data-testid="${id}"] .engine-item-control`)!.addEventListener('mouseenter', () => { enteredAt ??= performance.now(); });
    const seen = new MutationObserver(() => {
      if (enteredAt !== undefined && document.querySelector('.engine-error-tip')) {
        w.__tipDelay = performance.now() - enteredAt;
        seen.disconnect();
      }
    });
    seen.observe(document.body, { subtree: true, childList: true });
  }, testId);
}

describe('validation as a person meets it', () => {
  it('marks required fields, shows the first failing rule under the field and in a tooltip after 100 ms', async () => {
    const page = await adminPage();
    await page.goto('/fn/ksOrder/new');
    await page.getByTestId('form-submit').click();
    const title = page.getByTestId('field-title');
    await title.locator('.ant-formily-item-error-help').waitFor();
    await expect(title.locator('.ant-formily-item-asterisk').count()).resolves.toBe(1);
    await fieldInput(page, 'refCode').fill('ab12');
    await fieldInput(page, 'quantity').fill('0');
    await fieldInput(page, 'unitPrice').click();
    await page.getByTestId('field-refCode').getByText('Use two capital letters, a dash and 3-6 digits').waitFor();
    await page.getByTestId('field-quantity').getByText('Enter a positive whole number').waitFor();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    const input = await fieldInput(page, 'quantity').elementHandle();
    await watchTipDelay(page, 'field-quantity');
    await fieldInput(page, 'quantity').hover();
    const tip = page.locator('.engine-error-tip:visible', { hasText: 'Enter a positive whole number' });
    await tip.waitFor();
    // Not at once: the tooltip opens 100 ms after the pointer came (measured in the page, so a slow machine cannot hide it).
    const delay = await page.evaluate(() => (window as unknown as { __tipDelay?: number }).__tipDelay);
    expect(delay).toBeGreaterThanOrEqual(95);
    await page.waitForTimeout(400); // let the opening animation finish
    await shoot(page, 'engine-validation-tooltip');
    // The tip hangs beside the control: the input is the same element, and typing goes on in it.
    await expect(input!.evaluate((el) => el === document.querySelector('[data-testid="field-quantity"] input'))).resolves.toBe(true);
    await fieldInput(page, 'quantity').press('End');
    await fieldInput(page, 'quantity').type('5');
    await expect(fieldInput(page, 'quantity').inputValue()).resolves.toBe('05');
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });
    // Gone, not hidden: no trigger stays mounted over the controls once the pointer has left.
    await expect.poll(() => page.locator('.engine-error-tip').count()).toBe(0);
    expect(page.url()).toContain('/fn/ksOrder/new');
    await page.context().close();
  });

  it('a double click on Submit saves the record once', async () => {
    const page = await adminPage();
    await page.goto('/fn/ksOrder/new');
    await fieldInput(page, 'title').fill('Clicked twice');
    await fieldInput(page, 'quantity').fill('2');
    await fieldInput(page, 'unitPrice').fill('10');
    await pickDate(page, 'orderDate', '2026-11-21');
    await page.getByTestId('field-priority').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Low' }).click();
    await page.getByTestId('form-submit').dblclick();
    await page.waitForURL('**/fn/ksOrder');
    await page.getByTestId('list-table').getByText('Clicked twice').waitFor();
    await expect(page.getByTestId('list-table').locator('tr', { hasText: 'Clicked twice' }).count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe('function versions', () => {
  it('a record opens with the version it was written with; a new version shows its new field', async () => {
    const pack = loadTestPack('kitchen-sink') as { version: string; functions: { code: string; fields: unknown[]; form: { properties: Record<string, unknown> } }[]; locales: Record<string, Record<string, string>> };
    pack.version = '1.1.0';
    const order = pack.functions.find((f) => f.code === 'ksOrder')!;
    order.fields.push({ name: 'ks.f.giftNote', type: 'text', identifier: 'giftNote' });
    (order.form.properties.grid as { properties: Record<string, unknown> }).properties.giftNote = {
      type: 'string', title: 'ks.f.giftNote', 'x-decorator': 'FormItem', 'x-component': 'Input',
    };
    pack.locales['en-US']['ks.f.giftNote'] = 'Gift note';
    // A draft of the first version (the order above was sent for approval, so it is locked and opens read-only).
    const draft = await apiPost<{ id: number }>(server.url, token, '/api/fn/ksOrder/save', {
      data: { title: 'Version one draft', quantity: 1, unitPrice: 100, orderDate: '2026-11-02', priority: 'low' },
    });
    await apiPost(server.url, token, '/api/pack/install', { pack });
    const fresh = await apiPost<{ id: number }>(server.url, token, '/api/fn/ksOrder/save', {
      data: { title: 'Version two order', quantity: 1, unitPrice: 100, orderDate: '2026-11-03', priority: 'low', giftNote: 'With a ribbon' },
    });

    const page = await adminPage();
    await page.goto(`/fn/ksOrder/${orderId}/view`);
    await page.getByTestId('detail-record').getByText('Printer paper').waitFor();
    await expect(page.getByTestId('detail-version').innerText()).resolves.toContain('1');
    await expect(page.getByTestId('field-giftNote').count()).resolves.toBe(0);
    await shoot(page, 'engine-version-old-record');
    await page.goto(`/fn/ksOrder/${fresh.id}/view`);
    await page.getByTestId('detail-record').getByText('Version two order').waitFor();
    await expect(page.getByTestId('detail-version').innerText()).resolves.toContain('2');
    await expect(fieldText(page, 'giftNote')).resolves.toContain('With a ribbon');
    // Editing an old draft keeps its version's form too.
    await page.goto(`/fn/ksOrder/${draft.id}`);
    await page.getByTestId('field-title').waitFor();
    await expect(page.getByTestId('field-giftNote').count()).resolves.toBe(0);
    await page.context().close();
  });
});
