import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';
import { acceptAgreement } from './support/actions';

/** Sign-in methods of the shell (spec 000 sections 2.12, 4.3): phone + SMS code read from the outbox, in zh-CN and en-US. */
describe('shell: sign-in', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  const locale = (lang: string) => JSON.parse(readFileSync(`runtime/i18n/locales/${lang}.json`, 'utf8'));
  const codesFor = (mobile: string) => {
    const file = join(server.dataDir, 'sms-outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').split('\n').filter(Boolean)
      .map((l) => JSON.parse(l) as { mobile: string; purpose: string; code: string })
      .filter((m) => m.mobile === mobile && m.purpose === 'login').map((m) => m.code);
  };
  const open = async (lang: string) => {
    const page = await newPage(browser, server.url, lang);
    pages.push(page);
    await page.goto('/login');
    await acceptAgreement(page);
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

  it.each([['zh-CN', '13800000002', 'Alice Staff'], ['en-US', '13800000003', 'Bob Approver']])(
    '%s: phone and SMS code, the send button waits 59 s, the code works once',
    async (lang, mobile, fullName) => {
      const t = locale(lang).shellLogin;
      const page = await open(lang);
      await page.getByTestId('login-tab-phone').click();
      // The phone input keeps 11 digits.
      await page.getByTestId('login-mobile').fill(`${mobile}999`);
      expect(await page.getByTestId('login-mobile').inputValue()).toBe(mobile);
      await page.getByTestId('login-send-code').click();
      await expect.poll(() => codesFor(mobile).length, { timeout: 10_000 }).toBe(1);
      // The code reaches the outbox before the browser has the answer: the button disables then.
      await expect.poll(() => page.getByTestId('login-send-code').isDisabled()).toBe(true);
      expect(await page.getByTestId('login-send-code').textContent()).toMatch(/5\d/);
      await shoot(page, `shell-sms-login-${lang}`);
      expect(await page.getByTestId('login-send-code').textContent()).not.toBe(t.sendCode);

      const [code] = codesFor(mobile);
      await page.getByTestId('login-auth-code').fill(code);
      await page.getByTestId('phone-login-submit').click();
      await page.waitForURL('**/workbench');
      await page.getByText(fullName).first().waitFor();

      // The same code a second time is refused.
      const again = await page.evaluate(async ([m, c]) => (await (await fetch('/api/auth/mobileLogin', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: m, authCode: c }),
      })).json()).code, [mobile, code] as const);
      expect(again).toBe(14);
    },
  );

  it('a wrong-password toast does not follow a correct sign-in onto the workbench', async () => {
    const page = await open('en-US');
    await page.getByTestId('login-username').fill('  carol  ');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.locator('.ant-message-error').waitFor();
    await page.getByTestId('login-password').fill('Demo1234');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/workbench');
    await page.locator('.ant-message-error').waitFor({ state: 'detached', timeout: 3_000 });
  });

  it('idle countdown with a short lock time locks the screen, a click resets it, the lock survives a reload; a new tab stays signed in', async () => {
    const page = await open('zh-CN');
    // A lock time of 65 000 ms: the client counts 65 - 60 = 5 s.
    await page.route('**/api/admin/user/getCurrentHrUserInfo', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, time2Lock: 65_000 } } });
    });
    await page.getByTestId('login-username').fill('dave');
    await page.getByTestId('login-password').fill('Demo1234');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/workbench');
    const left = async () => Number(await page.getByTestId('lock-countdown').getAttribute('data-left'));
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="lock-countdown"]')?.getAttribute('data-left')) <= 3);
    await page.locator('.app-content').click({ position: { x: 5, y: 5 } });
    expect(await left()).toBeGreaterThanOrEqual(4);
    await page.getByTestId('idle-lock').waitFor({ timeout: 20_000 });
    await shoot(page, 'shell-idle-lock-zh-CN');
    await page.reload();
    await page.getByTestId('idle-lock').waitFor();
    await page.getByTestId('lock-password').fill('Demo1234');
    await page.getByTestId('lock-unlock').click();
    await page.getByTestId('idle-lock').waitFor({ state: 'detached' });

    // The token is also in a 1-day cookie: a new tab of the same browser opens signed in.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'accesstoken');
    expect(cookie?.value).toBeTruthy();
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    const tab = await page.context().newPage();
    await tab.goto('/workbench');
    await tab.getByTestId('menu-toggle').waitFor();
    expect(tab.url()).toContain('/workbench');
  });
});
