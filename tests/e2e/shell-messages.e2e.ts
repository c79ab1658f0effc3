import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, REDUCED_MOTION, shoot } from './support/browser';
import { signIn } from './support/actions';
import { reimbursement } from '../server/support/fixtures';

/**
 * The shell's message centre, header bell and menu badges (spec 000 sections 2.4,
 * 2.7, 4.5), the deployed-version check and the failed-chunk prompt (4.2), in
 * zh-CN and en-US on one server.
 */
describe('shell: messages, version and chunks', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const locale = (lang: string) => JSON.parse(readFileSync(`runtime/i18n/locales/${lang}.json`, 'utf8'));

  const api = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) }, body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: any };
  };
  /** alice files and submits a reimbursement: bob gets a task letter. */
  const aliceFiles = async (project: string) => {
    const token = (await api('/api/auth/login', { userName: 'alice', password: 'Demo1234' })).data.token;
    const saved = await api('/api/fn/reimbursement/save', { data: reimbursement({ project }) }, token);
    expect((await api('/api/fn/reimbursement/submit', { id: saved.data.id }, token)).code).toBe(0);
  };
  const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-count'));
  const waitCount = (page: Page, testId: string, n: number) => page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-count') === String(want), [testId, n] as const, { timeout: 20_000 },
  );
  const as = async (lang: string) => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await signIn(page, 'bob', 'Demo1234');
    return page;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const p of pages) await p.context().close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('zh-CN: bell, dropdown, lists with counts, trash and restore, opening a message opens its task', async () => {
    const t = locale('zh-CN').msgCenter;
    await aliceFiles('Apollo 1');
    await aliceFiles('Apollo 2');
    const bob = await as('zh-CN');
    await waitCount(bob, 'msg-bell-count', 2);
    await bob.getByTestId('menu-badge-msg').waitFor();

    // A new letter arrives over the socket: the bell counts it without a reload.
    await aliceFiles('Apollo 3');
    await waitCount(bob, 'msg-bell-count', 3);

    await bob.getByTestId('msg-bell').click();
    await bob.getByTestId('msg-bell-panel').waitFor();
    expect(await bob.getByTestId('msg-bell-item').count()).toBe(3);
    await shoot(bob, 'shell-msg-bell-zh-CN');
    await bob.getByTestId('msg-bell-more').click();
    await bob.waitForURL('**/msg-center/msg-new');
    await waitCount(bob, 'mc-total', 3);
    expect(await bob.getByTestId('page-header').textContent()).toContain(t.title);
    await shoot(bob, 'shell-msg-center-zh-CN');

    // Mark the newest read: unread 3 -> 2, it tops the read list.
    const first = bob.getByTestId('mc-table').locator('tbody tr.ant-table-row').first();
    const firstId = (await first.getAttribute('data-row-key'))!;
    await bob.getByTestId(`msg-read-${firstId}`).click();
    await waitCount(bob, 'mc-total', 2);
    await waitCount(bob, 'msg-bell-count', 2);
    await bob.getByTestId('mc-list-readed').click();
    await waitCount(bob, 'mc-total', 1);
    // Trash it, then restore it: it comes back on top of the read list.
    await bob.getByTestId(`msg-trash-${firstId}`).click();
    await waitCount(bob, 'mc-total', 0);
    await bob.getByTestId('mc-list-trash').click();
    await waitCount(bob, 'mc-total', 1);
    await shoot(bob, 'shell-msg-trash-zh-CN');
    await bob.getByTestId(`msg-restore-${firstId}`).click();
    await waitCount(bob, 'mc-total', 0);
    await bob.getByTestId('mc-list-readed').click();
    await waitCount(bob, 'mc-total', 1);
    expect(await bob.getByTestId('mc-table').locator('tbody tr.ant-table-row').first().getAttribute('data-row-key')).toBe(firstId);

    // Search by content: nothing matches a stranger's text; clearing brings both back.
    await bob.getByTestId('mc-list-unread').click();
    await waitCount(bob, 'mc-total', 2);
    await bob.getByTestId('mc-search').fill('no such words 42');
    await bob.getByTestId('mc-search').press('Enter');
    await waitCount(bob, 'mc-total', 0);
    await bob.getByTestId('mc-search').fill('');
    await bob.getByTestId('mc-search').press('Enter');
    await waitCount(bob, 'mc-total', 2);
    // Opening an unread letter reads it and opens its task.
    const row = bob.getByTestId('mc-table').locator('tbody tr.ant-table-row').first();
    const rowId = (await row.getAttribute('data-row-key'))!;
    await bob.getByTestId(`msg-open-${rowId}`).click();
    await bob.waitForURL('**/task-center/pending-trial**');
    await bob.getByTestId('approval-drawer').locator('.ant-drawer-content').waitFor();
    await waitCount(bob, 'msg-bell-count', 1);
  });

  it('en-US: the lists in English, mark all read clears the bell', async () => {
    const t = locale('en-US').msgCenter;
    const bob = await as('en-US');
    await bob.goto('/msg-center/msg-new');
    await bob.getByTestId('message-center').waitFor();
    expect(await bob.getByTestId('mc-list-unread').textContent()).toBe(t.lists.unread);
    await waitCount(bob, 'mc-total', 1);
    await bob.getByTestId('mc-tab-msg-sys-news').click();
    await bob.getByTestId('mc-category-task').waitFor();
    await shoot(bob, 'shell-msg-categories-en-US');
    await bob.getByTestId('mc-tab-msg-new').click();
    await bob.getByTestId('mc-mark-all').click();
    await waitCount(bob, 'mc-total', 0);
    await waitCount(bob, 'msg-bell-count', 0);
    expect(await count(bob, 'msg-bell-count')).toBe(0);

  });

  it('switching language re-reads the menus: the sider does not stay in the old language', async () => {
    // A context without the helper's stored-language script, so the choice made in the page survives the reload.
    const context = await browser.newContext({ ...REDUCED_MOTION, baseURL: server.url, viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const bob = await context.newPage();
    pages.push(bob);
    await signIn(bob, 'bob', 'Demo1234');
    expect(await bob.getByTestId('menu-M10000000000000').textContent()).toBe('Workbench');
    await bob.getByTestId('lang-switch').click();
    await bob.getByTestId('lang-zh-CN').click();
    await bob.waitForFunction(() => document.querySelector('[data-testid="menu-M10000000000000"]')?.textContent === '工作台', null, { timeout: 20_000 });
    expect(await bob.getByTestId(`menu-M50000000000000`).textContent()).toBe(locale('zh-CN').msgCenter.menu);
  });

  it('a changed deployed version reloads the page after a navigation', async () => {
    const bob = await as('en-US');
    const version = await bob.evaluate(async () => (await (await fetch('/version.json?_t=1')).json()).data.data);
    expect(typeof version).toBe('string');
    await bob.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    // Same version: navigating keeps the page.
    await bob.getByTestId('msg-bell').click();
    await bob.getByTestId('msg-bell-more').click();
    await bob.waitForURL('**/msg-center/msg-new');
    await bob.getByTestId('message-center').waitFor();
    expect(await bob.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // A new deploy: the next navigation reloads.
    await bob.route('**/version.json?*', (route) => route.fulfill({
      contentType: 'application/json', body: JSON.stringify({ code: 0, msg: 'ok', data: { data: `${version}-next` } }),
    }), { times: 1 });
    await bob.getByTestId('back-to-workbench').click();
    await bob.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined, null, { timeout: 20_000 });
  });

  it('a code chunk that fails to load asks to refresh now or later', async () => {
    const t = locale('zh-CN').deploy;
    const bob = await as('zh-CN');
    await bob.getByTestId('menu-toggle').waitFor();
    // Every script not yet loaded now fails, as after a deploy removed the old chunks.
    await bob.route('**/assets/*.js', (route) => route.abort());
    await bob.getByTestId('menu-M50000000000000').click();
    await bob.getByText(t.newVersionText).waitFor({ timeout: 20_000 });
    expect(await bob.getByTestId('chunk-refresh-now').textContent()).toContain(t.refreshNow.slice(0, 2));
    expect(await bob.locator('body').textContent()).not.toContain('Unexpected Application Error');
    await bob.waitForTimeout(400); // the modal's opening animation
    await shoot(bob, 'shell-chunk-prompt-zh-CN');
    await bob.getByTestId('chunk-refresh-later').click();
    await bob.getByTestId('chunk-error').waitFor();
    // The layout stays: the header and menu are still there around the prompt.
    await bob.getByTestId('side-menu').waitFor();
    // The failure was a deploy, not a script error: nothing is logged for it.
    await bob.unroute('**/assets/*.js');
  });
});
