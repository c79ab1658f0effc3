import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { signIn } from './actions';
import { startServer, type RunningServer, type ServerOptions } from './server';

/** The product and a browser of one suite, there from its first test to its last. */
export interface Running {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new page (own context) in `lang`, signed in through the sign-in page as `userName`; closed with the suite. */
  signedIn(userName: string, lang: string, password?: string): Promise<Page>;
}

/**
 * Starts the product and a browser before the enclosing suite's tests and stops both
 * after them (its pages first, then the browser, then the server and every process it started).
 */
export function productAndBrowser(options: ServerOptions = {}): Running {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const p of pages) await p.context().close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() { return server!; },
    get browser() { return browser!; },
    async signedIn(userName, lang, password = 'Demo1234') {
      const page = await newPage(browser!, server!.url, lang);
      pages.push(page);
      await signIn(page, userName, password);
      return page;
    },
  };
}
