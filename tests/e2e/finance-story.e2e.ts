import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { chooseOption, fieldInput, openMenu, signIn } from './support/actions';
import { settled, untranslatedKeys } from './support/task-center';

/**
 * The finance pack's main story: alice files a billing
 * application and sees the tax computed from the inclusive amount (a bad
 * e-mail is refused on its field first); finance approves a settlement that
 * bob already passed, and the payment order it drafted is in the payment order
 * list. Once in English, once in Chinese, on one server.
 */
const TEXTS = {
  'en-US': { title: 'Initech Shanghai Ltd', type: 'VAT special invoice', badMail: 'Enter a valid e-mail address', draft: 'Draft', settlement: 'Initech phase 3 (en)' },
  'zh-CN': { title: '上海英特科技有限公司', type: '增值税专用发票', badMail: '请输入正确的电子邮箱', draft: '草稿', settlement: 'Initech 三期（中文）' },
} as const;

let server: RunningServer;
let browser: Browser;

type Reply = { code: number; msg: string; data: any };
const tokens: Record<string, string> = {};
async function api(user: string, path: string, body: unknown = {}): Promise<Reply> {
  if (!tokens[user]) {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: user, password: 'Demo1234' }),
    });
    tokens[user] = ((await login.json()) as Reply).data.token;
  }
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', accesstoken: tokens[user] }, body: JSON.stringify(body),
  });
  return (await res.json()) as Reply;
}

/** Passes `user`'s pending task on a process. */
async function pass(user: string, pid: number): Promise<void> {
  const tasks = await api(user, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 });
  const task = tasks.data.records.find((r: { processInstanceId: number }) => r.processInstanceId === pid);
  expect((await api(user, '/api/bpm/approvalPass', { taskId: task.taskId })).code).toBe(0);
}

/** Saves and submits as alice; the id and process. */
async function file(fn: string, data: Record<string, unknown>): Promise<{ id: number; pid: number }> {
  const saved = await api('alice', `/api/fn/${fn}/save`, { data });
  expect(saved.code, saved.msg).toBe(0);
  const sub = await api('alice', `/api/fn/${fn}/submit`, { id: saved.data.id });
  expect(sub.code, sub.msg).toBe(0);
  return { id: saved.data.id, pid: sub.data.processInstanceId };
}

/** The project the settlements are on, approved by bob and finance (set up through the API: the story starts after it). */
let projectId = 0;
async function approvedProject(): Promise<number> {
  const { id, pid } = await file('project', {
    name: 'Initech ERP roll-out', clientName: 'Initech', projectType: 'implementation', projectAmount: 50_000_000, badDebtAmount: 0,
    plannedStart: '2026-01-05', plannedEnd: '2026-12-31',
  });
  await pass('bob', pid);
  await pass('finance', pid);
  return id;
}

/** Alice files a settlement on the project and bob passes it: it waits for finance. Its number and process. */
async function settlementAtFinance(title: string): Promise<{ no: string; pid: number }> {
  const { id, pid } = await file('settlement', {
    title, project: projectId, partner: 'Initech', plannedAmount: 2_000_000, settledAmount: 1_234_567, invoicedAmount: 0,
    badDebtAmount: 0, plannedCollectionDate: '2026-12-31', returnDate: '2026-12-20', expenses: [{ type: 'labour', amount: 300_000 }],
  });
  await pass('bob', pid);
  const record = await api('alice', '/api/fn/settlement/detail', { id });
  return { no: record.data.record.data.settlementNo, pid };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  projectId = await approvedProject();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['en-US', 'zh-CN'] as const)('billing and payments in %s', (lang) => {
  const t = TEXTS[lang];
  const pages: Page[] = [];
  const as = async (user: string) => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await signIn(page, user, 'Demo1234');
    return page;
  };
  afterAll(async () => { for (const p of pages) await p.context().close(); });

  it('alice files a billing application: the tax is computed as she types, a bad e-mail is refused on its field', async () => {
    const page = await as('alice');
    await openMenu(page, 'M72000000000000', 'S72010000000000');
    await page.waitForURL('**/receipt-management/billing-application');
    await page.getByTestId('page-header').getByTestId('list-new').click();
    await page.waitForURL('**/fn/billingApplication/new');
    await fieldInput(page, 'invoiceTitle').fill(t.title);
    await chooseOption(page, 'invoiceType', t.type);
    await fieldInput(page, 'companyName').fill(t.title);
    await fieldInput(page, 'taxNumber').fill('91310000MA1FL5XY3K');
    await fieldInput(page, 'bankName').fill('Bank of Shanghai');
    await fieldInput(page, 'bankAccount').fill('31685803001234567');
    await fieldInput(page, 'invoiceAmount').fill('1000');
    await fieldInput(page, 'recipientName').fill('Bill Lumbergh');
    await fieldInput(page, 'email').fill('ap@');
    await fieldInput(page, 'mailingAddress').fill('88 Century Avenue, Shanghai');
    // 1 000.00 including 13 %: 1000 * 13 / 113 = 115.044... -> 115.04, and 884.96 before tax
    // The default rate is filled once the server has answered the new record's defaults.
    await expect.poll(() => fieldInput(page, 'taxRate').inputValue()).toBe('13.00');
    await page.getByTestId('field-taxAmount').getByText('115.04').waitFor();
    await page.getByTestId('field-amountExcludingTax').getByText('884.96').waitFor();
    await page.getByTestId('form-submit-approval').click();
    await page.getByTestId('field-email').getByText(t.badMail).waitFor();
    await page.getByTestId('field-invoiceTitle').scrollIntoViewIfNeeded();
    await shoot(page, `billing-application-${lang}`);
    expect(page.url()).toContain('/fn/billingApplication/new');

    await fieldInput(page, 'email').fill('ap@initech.example');
    await page.getByTestId('form-submit-approval').click();
    await page.waitForURL('**/fn/billingApplication');
    const row = page.getByTestId('list-table').locator('tr', { hasText: t.title });
    await row.waitFor();
    await settled(page);
    await expect(row.textContent()).resolves.toContain('115.04');
    expect(await untranslatedKeys(page)).toEqual([]);
    await shoot(page, `billing-application-list-${lang}`);
  });

  it('finance approves a settlement and finds the payment order it drafted in the list', async () => {
    const { no, pid } = await settlementAtFinance(t.settlement);
    const page = await as('finance');
    await page.goto('/task-center/pending-trial');
    await page.getByTestId(`open-${pid}`).click();
    await page.getByTestId('drawer-body').waitFor();
    await page.getByTestId('action-approve').click();
    await page.getByTestId('dialog-ok').click();
    await page.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor({ state: 'hidden' });

    await openMenu(page, 'M72000000000000', 'S72020000000000');
    await page.waitForURL('**/payment/order');
    const row = page.getByTestId('list-table').locator('tr', { hasText: no });
    await row.waitFor();
    await settled(page);
    const text = await row.textContent();
    expect(text).toContain(t.draft);
    expect(text).toContain('Initech');
    expect(text).toContain('12,345.67');
    expect(await untranslatedKeys(page)).toEqual([]);
    await shoot(page, `payment-orders-${lang}`);
  });
});
