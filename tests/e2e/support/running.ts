import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

/** The product and a browser of one suite, there from its first test to its last. */
export interface Running {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the product and a browser before the enclosing suite's tests and stops both
 * after them (the browser first, then the server and every process it started).
 */
export function productAndBrowser(options: ServerOptions = {}): Running {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() { return server!; },
    get browser() { return browser!; },
  };
}
