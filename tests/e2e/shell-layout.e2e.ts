import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { signIn } from './support/actions';
import { reimbursement } from '../server/support/fixtures';

/**
 * The desktop layouts (spec 000 sections 2.4, 2.5, 2.10, 4.1, 9): the tabbed management layout's
 * tab rules, menu positions, recent menus, root font scaling, the trial banner, the list's
 * amount column, and a staff member kept out of process management, in zh-CN and en-US.
 */
describe('shell: desktop layouts', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const DAY = 86_400_000;
  const locale = (lang: string) => JSON.parse(readFileSync(`runtime/i18n/locales/${lang}.json`, 'utf8'));

  const api = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) }, body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: any; msg: string };
  };
  const as = async (user: string, lang: string) => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await signIn(page, user, 'Demo1234');
    return page;
  };
  const tabKeys = (page: Page) => page.getByTestId('page-tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
  const activeTab = (page: Page) => page.locator('[data-testid="page-tab"][data-active="1"]').getAttribute('data-key');
  const clickTab = (page: Page, key: string) => page.locator(`[data-testid="page-tab"][data-key="${key}"]`).click();
  const rootFont = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const tabAction = async (page: Page, id: string) => {
    await page.getByTestId('tabs-actions').click();
    await page.getByTestId(id).click();
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = (await api('/api/auth/login', { userName: 'admin', password: 'Demo1234' })).data.token;
    const menu = (code: string, position: string, frontPath: string, icon: string, zh: string, en: string) => api('/api/sys/menu/save', {
      code, create: true, parentCode: null, names: { 'zh-CN': zh, 'zh-TW': zh, 'en-US': en, 'ru-RU': en }, icon, frontPath, position, sort: 5,
    }, admin);
    expect((await menu('M81000000000000', 'UNDER_HEAD', '/msg-center/msg-sys-news', 'FileTextOutlined', '系统公告', 'Announcements')).code).toBe(0);
    expect((await menu('M82000000000000', 'UPPER_RIGHT', '/msg-center/msg-opinion-reply', 'MailOutlined', '意见回复', 'Opinion replies')).code).toBe(0);
    expect((await menu('M83000000000000', 'LEFT_BOTTOM', '/msg-center/msg-new', 'ProfileOutlined', '最新消息', 'New messages')).code).toBe(0);
    const alice = (await api('/api/auth/login', { userName: 'alice', password: 'Demo1234' })).data.token;
    // Large amounts (in fen): the list must show them whole.
    for (const amount of [123456789, 9876540]) {
      const row = reimbursement({ project: `Layout ${amount}`, lines: [{ type: 'hotel', subject: 'Hotel', amount }] });
      const saved = await api('/api/fn/reimbursement/save', { data: row }, alice);
      expect(saved.code, saved.msg).toBe(0);
    }
    // acme is in its trial, three days before the end (tipDays 7): the banner shows.
    const db = new Database(join(server.dataDir, 'app.sqlite'));
    db.prepare('UPDATE tenants SET tenant_status = 1, valid_end_date = ?, tip_days = 7 WHERE id = ?').run(Date.now() + 3 * DAY - 60_000, 'acme');
    db.close();
  });
  afterAll(async () => {
    for (const p of pages) await p.context().close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('zh-CN, administrator: positions, recent menus, font scaling, banner, amounts, then the tabbed layout and its tab rules', async () => {
    const t = locale('zh-CN').layout;
    const page = await as('admin', 'zh-CN');
    await page.getByTestId('workbench-layout').waitFor();

    // Root font: width/1920*10 px at 1440 and 1920 (spec 000 section 9).
    // The resize event reaches the page after setViewportSize returns: poll.
    await expect.poll(() => rootFont(page)).toBe('7.5px');
    await page.setViewportSize({ width: 1920, height: 1000 });
    await expect.poll(() => rootFont(page)).toBe('10px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => rootFont(page)).toBe('7.5px');

    // The trial banner with go-to-buy (the administrator holds S33000000000000).
    const banner = page.getByTestId('expiry-banner');
    expect(await banner.getAttribute('data-kind')).toBe('trialSoon');
    expect(await banner.textContent()).toContain('剩余 3 天');

    // Menu positions: under the header, upper right, sider bottom.
    await page.getByTestId('pos-UNDER_HEAD-M81000000000000').waitFor();
    await page.getByTestId('pos-UPPER_RIGHT-M82000000000000').waitFor();
    await page.getByTestId('pos-LEFT_BOTTOM-M83000000000000').waitFor();
    await page.getByTestId('pos-LEFT_BOTTOM-S33000000000000').waitFor();
    await shoot(page, 'shell-layout-workbench-zh-CN');

    // Recent menus: newest first.
    await page.getByTestId('pos-UNDER_HEAD-M81000000000000').click();
    await page.waitForURL('**/msg-center/msg-sys-news');
    await page.getByTestId('pos-UPPER_RIGHT-M82000000000000').click();
    await page.waitForURL('**/msg-center/msg-opinion-reply');
    await page.getByTestId('pos-LEFT_BOTTOM-M83000000000000').click();
    await page.waitForURL('**/msg-center/msg-new');
    // The visit is recorded once the route has rendered, a moment after the URL changes.
    await page.waitForFunction(() => (sessionStorage.getItem('lastedUsed') ?? '').includes('M83000000000000'));
    await page.goto('/fn/reimbursement');
    await page.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('recent-menus').click();
    await page.getByTestId('recent-menus-panel').waitFor();
    const recent = await page.getByTestId('recent-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    expect(recent.slice(1, 4)).toEqual(['M83000000000000', 'M82000000000000', 'M81000000000000']);
    expect(recent[0]).not.toBe('M83000000000000');
    await shoot(page, 'shell-layout-recent-zh-CN');
    await page.keyboard.press('Escape');

    // The amounts in the Chinese list are shown whole, never cut off.
    const cut = await page.locator('tbody tr.ant-table-row td').evaluateAll((tds) => tds
      .filter((td) => /\d[\d,]*\.\d\d/.test(td.textContent ?? '') && td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent));
    expect(cut).toEqual([]);
    expect(await page.locator('tbody').textContent()).toMatch(/1,234,567\.89/);
    await page.locator('.ant-table-content').evaluate((e) => { e.scrollLeft = e.scrollWidth; });
    await shoot(page, 'shell-layout-list-zh-CN');

    // Go to buy: a trial without a purchase site leads to the current-version page.
    await page.getByTestId('expiry-buy').click();
    await page.waitForURL('**/current-version');
    await page.getByTestId('version-status').waitFor();

    // The tabbed management layout.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('layout-switch').click();
    await page.getByTestId('management-layout').waitFor();
    expect(await page.getByTestId('management-sider').evaluate((e) => e.getBoundingClientRect().width)).toBe(82);
    await page.getByTestId('menu-toggle').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="management-sider"]')?.getBoundingClientRect().width === 64);
    await page.getByTestId('menu-toggle').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="management-sider"]')?.getBoundingClientRect().width === 82);

    // Home first; each new tab right after home.
    await page.goto('/workbench');
    await page.getByTestId('tag-tabs').waitFor();
    await tabAction(page, 'tabs-close-all');
    await expect.poll(() => tabKeys(page)).toEqual(['M10000000000000']);
    await page.getByTestId('pos-UNDER_HEAD-M81000000000000').click();
    await page.waitForURL('**/msg-sys-news');
    await page.getByTestId('menu-M40000000000000').click();
    await page.waitForURL('**/task-center/pending-trial');
    // The tab is added (and kept in sessionStorage) once the route has rendered, a moment after the
    // URL changes: leaving the page before that would lose it.
    await expect.poll(() => activeTab(page)).toBe('M40000000000000');
    const reimbursementKey = await page.evaluate(() => {
      const tree = JSON.parse(sessionStorage.getItem('session') ?? '{}').state?.menuTree ?? [];
      const find = (nodes: any[]): string | undefined => {
        for (const n of nodes) {
          if (n.function === 'reimbursement') return n.code;
          const below = find(n.children ?? []);
          if (below) return below;
        }
        return undefined;
      };
      return find(tree);
    });
    expect(reimbursementKey).toBeTruthy();
    await page.goto('/fn/reimbursement');
    await page.getByTestId('tag-tabs').waitFor();
    await expect.poll(() => tabKeys(page)).toEqual(['M10000000000000', reimbursementKey, 'M40000000000000', 'M81000000000000']);
    await expect.poll(() => activeTab(page)).toBe(reimbursementKey);

    // A cached tab comes back where it was left; the task centre (notCache) opens afresh.
    await page.goto('/fn/reimbursement/new');
    await page.getByTestId('tag-tabs').waitFor();
    await clickTab(page, 'M40000000000000');
    await page.waitForURL('**/task-center/pending-trial');
    await page.goto('/task-center/cctome');
    await page.getByTestId('tag-tabs').waitFor();
    await expect.poll(() => activeTab(page)).toBe('M40000000000000');
    await clickTab(page, 'M10000000000000');
    await page.waitForURL('**/workbench');
    await clickTab(page, reimbursementKey!);
    await page.waitForURL('**/fn/reimbursement/new');
    await clickTab(page, 'M40000000000000');
    await page.waitForURL('**/task-center/pending-trial');
    await shoot(page, 'shell-layout-tabs-zh-CN');

    // Close others keeps home and the current tab; close all goes home.
    await tabAction(page, 'tabs-close-others');
    await expect.poll(() => tabKeys(page)).toEqual(['M10000000000000', 'M40000000000000']);
    await tabAction(page, 'tabs-close-all');
    await page.waitForURL('**/workbench');
    await expect.poll(() => tabKeys(page)).toEqual(['M10000000000000']);
    expect(await page.getByTestId('page-tab').first().textContent()).toContain(t.workbench);
  });

  it('en-US, staff: the trial banner without buy, process management neither in the menu nor by URL, the tabbed layout', async () => {
    const page = await as('alice', 'en-US');
    const banner = page.getByTestId('expiry-banner');
    expect(await banner.textContent()).toContain('days left: 3');
    expect(await page.getByTestId('expiry-buy').count()).toBe(0);
    expect(await page.getByTestId('menu-M41000000000000').count()).toBe(0);
    expect(await page.getByTestId('pos-LEFT_BOTTOM-S33000000000000').count()).toBe(0);

    await page.goto('/process-config/process-management');
    await page.getByTestId('no-access').waitFor();
    expect(await page.locator('.ant-message').textContent()).toContain(locale('en-US').guard.noPermission);
    await shoot(page, 'shell-layout-no-access-en-US');
    await page.waitForURL((url) => !url.pathname.startsWith('/process-config'));
    expect(await page.getByTestId('ops-management').count()).toBe(0);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('layout-switch').click();
    await page.getByTestId('management-layout').waitFor();
    await page.getByTestId('menu-M40000000000000').click();
    await page.waitForURL('**/task-center/**');
    await expect.poll(() => tabKeys(page)).toEqual(['M10000000000000', 'M40000000000000']);
    expect(await page.getByTestId('menu-M41000000000000').count()).toBe(0);
    await page.goto('/process-config/process-management');
    await page.getByTestId('no-access').waitFor();
    await page.waitForURL((url) => !url.pathname.startsWith('/process-config'));
    await page.goto('/task-center/pending-trial');
    await page.getByTestId('page-header').waitFor();
    await shoot(page, 'shell-layout-tabs-en-US');
  });

  it('asks antd for no motion when the system asks for reduced motion: a module of the side menu unfolds at once', async () => {
    const unfoldAnimates = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion, baseURL: server.url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      pages.push(page);
      await signIn(page, 'bob', 'Demo1234');
      await page.getByTestId('side-menu').waitFor();
      return page.evaluate(() => new Promise<boolean>((resolve) => {
        let animated = false;
        const watcher = new MutationObserver(() => { animated ||= !!document.querySelector('[class*="motion-collapse"]'); });
        watcher.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
        document.querySelector<HTMLElement>('.side-menu .ant-menu-submenu-title')!.click();
        setTimeout(() => { watcher.disconnect(); resolve(animated); }, 1500);
      }));
    };
    expect(await unfoldAnimates('no-preference')).toBe(true);
    expect(await unfoldAnimates('reduce')).toBe(false);
  });
});
