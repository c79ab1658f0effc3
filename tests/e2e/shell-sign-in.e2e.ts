import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, newPage, shoot } from './support/browser';

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
      expect(await page.getByTestId('login-send-code').isDisabled()).toBe(true);
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
});
