import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { acceptAgreement, signIn } from './support/actions';

/**
 * The agent programme (spec 000 sections 2.4 and 4.4): an administrator opens "become agent",
 * files the application, is told "agent applying!" and lands on the application record; an
 * unsigned or expired company gets its message and the record; an active agent's entry opens
 * the distribution centre in a new tab. Then the tabbed layout's long menu names stay readable.
 * zh-CN for acme's administrator, en-US (and ru-RU) for globex's.
 */
describe('shell: become agent and the distribution centre', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const DAY = 86_400_000;
  const locale = (lang: string) => JSON.parse(readFileSync(`runtime/i18n/locales/${lang}.json`, 'utf8'));

  /** Moves a company's agent status on, as a platform operator would (the data, not a door in the API). */
  const setAgentStatus = (tenant: string, status: number, contract?: { start: number; end: number }) => {
    const db = new Database(join(server.dataDir, 'app.sqlite'));
    db.prepare('UPDATE tenants SET agent_status = ? WHERE id = ?').run(status, tenant);
    if (contract) db.prepare('UPDATE agent_applications SET contract_start = ?, contract_end = ? WHERE tenant_id = ?').run(contract.start, contract.end, tenant);
    db.close();
  };
  const as = async (user: string, lang: string) => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await signIn(page, user, 'Demo1234');
    return page;
  };
  const entry = (page: Page) => page.getByTestId('agent-entry');
  /** After a reload the entry reads the status afresh. */
  const entryAt = async (page: Page, status: number) => {
    await page.reload();
    await page.locator(`[data-testid="agent-entry"][data-status="${status}"]`).waitFor();
  };
  const toastText = async (page: Page, text: string) => {
    await page.locator('.ant-message-notice', { hasText: text }).waitFor();
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

  /** Opens "become agent" from the sider and files the application (a wrong mobile is caught first). */
  const fileApplication = async (page: Page, a: Record<string, string>, region: string) => {
    await entry(page).click();
    await page.waitForURL('**/become-agent');
    await page.getByTestId('agent-form').waitFor();
    // The form checks the mobile with the server's rule before sending anything.
    await page.getByTestId('agent-mobile-input').fill('123');
    await page.getByTestId('agent-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: locale(a.lang).settingsRule.mobileFormat }).waitFor();
    await page.getByTestId('agent-mobile-input').fill('13912345678');
    await page.getByTestId('agent-contact-input').fill(a.contact);
    await page.getByTestId('agent-region-input').fill(region);
    await page.getByTestId('agent-introduction-input').fill(a.intro);
    await shoot(page, `shell-agent-form-${a.lang}`);
    await page.getByTestId('agent-submit').click();
    await page.getByTestId('agent-applied').waitFor();
    expect(await page.getByTestId('agent-applied').textContent()).toContain(locale(a.lang).agent.pendingTitle);
    await shoot(page, `shell-agent-pending-${a.lang}`);
  };

  it('zh-CN, administrator: become agent, "agent applying!" and the record, "not signed!", then the distribution centre in a new tab', async () => {
    const t = locale('zh-CN').agent;
    const page = await as('admin', 'zh-CN');
    await page.getByTestId('workbench-layout').waitFor();
    expect(await entry(page).textContent()).toBe(t.becomeAgent);
    await shoot(page, 'shell-agent-entry-zh-CN');

    await fileApplication(page, { lang: 'zh-CN', contact: '王经理', intro: '华东地区二十家经销商' }, '上海');
    // Filed: the entry now reads "distribution centre" and answers with the pending message.
    await page.locator('[data-testid="agent-entry"][data-status="1"]').waitFor();
    expect(await entry(page).textContent()).toBe(t.distributionCentre);
    await page.goto('/workbench');
    const clicked = Date.now();
    await entry(page).click();
    await toastText(page, t.applying);
    // The message first, the record 0.5 s later.
    await page.waitForURL('**/contract-manage/person-application-record');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
    await page.getByTestId('agent-application').waitFor();
    expect(await page.getByTestId('agent-contact').textContent()).toBe('王经理');
    expect(await page.getByTestId('agent-region').textContent()).toBe('上海');
    expect(await page.getByTestId('agent-status').textContent()).toBe(t.status['1']);
    expect(await page.getByTestId('agent-period').textContent()).toContain(t.notSignedYet);
    await shoot(page, 'shell-agent-record-zh-CN');

    // Approved but not signed (2).
    setAgentStatus('acme', 2);
    await page.goto('/workbench');
    await entryAt(page, 2);
    await entry(page).click();
    await toastText(page, t.notSigned);
    await page.waitForURL('**/contract-manage/person-application-record');
    await page.locator('[data-testid="agent-status"][data-status="2"]').waitFor();

    // Signed and active (4): a new tab with the distribution centre.
    const start = Date.now() - 30 * DAY;
    const end = Date.now() + 335 * DAY;
    setAgentStatus('acme', 4, { start, end });
    await page.goto('/workbench');
    await entryAt(page, 4);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), entry(page).click()]);
    pages.push(tab);
    await tab.waitForURL('**/distribution-centre');
    await tab.getByTestId('distribution-centre-page').waitFor();
    await tab.locator('[data-testid="agent-status"][data-status="4"]').waitFor();
    expect(await tab.getByTestId('agent-status').textContent()).toBe(t.status.active);
    expect(await tab.getByTestId('agent-contact').textContent()).toBe('王经理');
    expect(await tab.getByTestId('centre-inactive').count()).toBe(0);
    expect(await tab.getByTestId('agent-period').textContent()).toContain(new Date(end).toISOString().slice(0, 4));
    await shoot(tab, 'shell-agent-centre-zh-CN');
    // The first tab stays where it was.
    expect(new URL(page.url()).pathname).toBe('/workbench');
  });

  it('en-US, another company\'s administrator: its own application, "Signing expired!", the tabbed layout\'s entry and readable menu names', async () => {
    const t = locale('en-US').agent;
    const page = await as('gadmin', 'en-US');
    await page.getByTestId('workbench-layout').waitFor();
    // acme's application is not globex's: globex has not applied.
    await page.goto('/contract-manage/person-application-record');
    await page.getByTestId('agent-no-application').waitFor();
    await page.goto('/workbench');
    expect(await entry(page).textContent()).toBe(t.becomeAgent);

    await fileApplication(page, { lang: 'en-US', contact: 'Grace Hopper', intro: 'Twelve resellers in Bavaria.' }, 'Munich');
    await page.goto('/workbench');
    await entryAt(page, 1);
    await entry(page).click();
    await toastText(page, t.applying);
    await page.waitForURL('**/contract-manage/person-application-record');
    expect(await page.getByTestId('agent-region').textContent()).toBe('Munich');
    await shoot(page, 'shell-agent-record-en-US');

    setAgentStatus('globex', 3);
    await page.goto('/workbench');
    await entryAt(page, 3);
    await entry(page).click();
    await toastText(page, t.signingExpired);
    await page.waitForURL('**/contract-manage/person-application-record');
    await page.locator('[data-testid="agent-status"][data-status="3"]').waitFor();

    // The tabbed management layout: the same entry at the sider's bottom; an active agent's opens the centre.
    setAgentStatus('globex', 5, { start: Date.now() - DAY, end: Date.now() + 90 * DAY });
    await page.goto('/workbench');
    await expectWideSiderLabelsClearOfArrows(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('layout-switch').click();
    await page.getByTestId('management-layout').waitFor();
    // The agent pages open in tabs of their own.
    await page.goto('/contract-manage/person-application-record');
    await page.locator('[data-testid="page-tab"][data-key="S902020000000000"]', { hasText: t.recordTitle }).waitFor();
    await entryAt(page, 5);
    expect(await entry(page).getAttribute('title')).toBe(t.distributionCentre);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), entry(page).click()]);
    pages.push(tab);
    await tab.getByTestId('distribution-centre-page').waitFor();
    await tab.locator('[data-testid="agent-status"][data-status="5"]').waitFor();
    expect(await tab.getByTestId('agent-region').textContent()).toBe('Munich');
    await shoot(tab, 'shell-agent-centre-en-US');
    await expectReadableLabels(page, 'en-US');
  });

  it('ru-RU: signing in with a redirect to the become-agent route lands there; long menu names of the tabbed layout stay readable', async () => {
    // Spec 000 section 4.3: after sign-in, the workbench, a redirect URL, or the become-agent route.
    const page = await newPage(browser, server.url, 'ru-RU');
    pages.push(page);
    await page.goto('/login?redirect=%2Fbecome-agent');
    await page.getByTestId('login-username').fill('gadmin');
    await page.getByTestId('login-password').fill('Demo1234');
    await acceptAgreement(page);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/become-agent');
    // globex is an agent by now: no form, the state and the way to the record.
    await page.getByTestId('agent-applied').waitFor();
    expect(await page.getByTestId('agent-form').count()).toBe(0);
    await shoot(page, 'shell-agent-already-ru-RU');
    await page.goto('/workbench');
    await expectWideSiderLabelsClearOfArrows(page, true);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('layout-switch').click();
    await page.getByTestId('management-layout').waitFor();
    await expectReadableLabels(page, 'ru-RU');
  });

  /** The wide sider's group titles wrap instead of running under their arrow ("Управление материалами"). */
  async function expectWideSiderLabelsClearOfArrows(page: Page, expectWrapping = false) {
    // (the arrow itself has no height, its strokes are pseudo-elements: wait for the titles)
    await page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title').first().waitFor();
    const titles = await page.getByTestId('side-menu').locator(':scope > .ant-menu-submenu > .ant-menu-submenu-title').evaluateAll((els) => els.map((t) => {
      const label = t.querySelector(':scope > span:not(.anticon)')!.getBoundingClientRect();
      const arrow = t.querySelector('.ant-menu-submenu-arrow')!.getBoundingClientRect();
      return { text: t.textContent, overlaps: label.right > arrow.left, lines: Math.round(label.height / 18) };
    }));
    expect(titles.length).toBeGreaterThan(5);
    expect(titles.filter((t) => t.overlaps).map((t) => t.text)).toEqual([]);
    if (expectWrapping) expect(titles.some((t) => t.lines > 1)).toBe(true);
  }

  /** Every top-level label of the 82 px menu shows whole (no clipped line) and carries its full name as tooltip. */
  async function expectReadableLabels(page: Page, lang: string) {
    await page.locator('.mgmt-menu .mgmt-label').first().waitFor();
    const labels = await page.locator('.mgmt-menu .mgmt-label').evaluateAll((els) => els.map((e) => ({
      text: e.firstChild?.textContent ?? '', title: e.getAttribute('title'), small: e.classList.contains('mgmt-label--small'),
      clipped: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1,
      width: e.getBoundingClientRect().width,
    })));
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.filter((l) => l.clipped).map((l) => l.title)).toEqual([]);
    for (const l of labels) {
      expect(l.title).toBe(l.text);
      expect(l.width).toBeLessThanOrEqual(74);
    }
    // Long names take the small style.
    expect(labels.some((l) => l.small)).toBe(true);
    await shoot(page, `shell-agent-management-menu-${lang}`);
  }
});
