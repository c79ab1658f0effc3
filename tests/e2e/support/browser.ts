import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => !!p && existsSync(p));
  if (!executablePath) throw new Error('chromium not found: run `npm test`, which installs it');
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Pages ask for reduced motion, as a person may in their system settings: antd then opens menus,
 * drawers and dropdowns without animating, so a test never clicks into a moving screen.
 */
export const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

export async function newPage(browser: Browser, baseURL: string, lang = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ ...REDUCED_MOTION, baseURL, viewport: { width: 1440, height: 900 }, locale: lang });
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  return context.newPage();
}

/** Screenshots land in tests/e2e/artifacts (git-ignored) for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'tests', 'e2e', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** A phone: 390 x 844 (or another width), touch events and a mobile user agent's viewport rules. */
export async function newPhonePage(browser: Browser, baseURL: string, lang = 'zh-CN', width = 390, height = 844): Promise<Page> {
  const context = await browser.newContext({
    ...REDUCED_MOTION, baseURL, viewport: { width, height }, hasTouch: true, isMobile: width < 768, locale: lang,
  });
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  return context.newPage();
}
