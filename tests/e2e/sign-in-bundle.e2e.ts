import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_MODULES_FILE, type EntryModules } from '../../scripts/build/entryModules';
import { newPage } from './support/browser';
import { productAndBrowser } from './support/running';

/** Issue 20, first row: the sign-in page's JS, brotli, bytes on the wire (headers included). */
const SIGN_IN_JS_LIMIT_KB = 200;

/** Modules that belong to the signed-in shell and must never reach the sign-in download. */
const SHELL_ONLY: Array<[string, RegExp]> = [
  ['Formily', /(^|\/)node_modules\/@formily\//],
  ['the engine', /^engine\//],
  ['the designer', /^(designer\/|runtime\/pages\/designer\/)/],
  ['echarts', /(^|\/)node_modules\/(echarts|zrender)\//],
  ['bpmn-js', /(^|\/)node_modules\/(bpmn-js|diagram-js|bpmn-moddle)\//],
  ['@xyflow', /(^|\/)node_modules\/@xyflow\//],
  ['dayjs locales', /(^|\/)node_modules\/dayjs\/locale\//],
  ['the workbench layout', /^runtime\/layout\//],
  // Loaded on first use by runtime/app/DeferredApp: import `useApp` from antd/es/app/useApp, not `App`.
  ['antd App with its holders', /(^|\/)node_modules\/antd\/es\/app\/App\.js$/],
  ['antd Modal', /(^|\/)node_modules\/(antd\/es\/modal\/Modal\.js|rc-dialog\/)/],
  ['the ColorPicker and Collapse', /(^|\/)node_modules\/(@rc-component\/color-picker\/es\/ColorPicker\.js|rc-collapse\/)/],
];

function readEntryModules(): EntryModules {
  return JSON.parse(readFileSync(join(process.cwd(), 'dist', ENTRY_MODULES_FILE), 'utf8')) as EntryModules;
}

describe('the sign-in download stays small', () => {
  it('the entry and the sign-in route import no Formily, engine, designer, echarts, bpmn-js, @xyflow or antd dialogs statically', () => {
    const { chunks } = readEntryModules();
    const modules = chunks.flatMap((c) => c.modules);
    // The list really is the sign-in graph (a broken plugin must not pass by listing nothing).
    expect(modules).toContain('runtime/main.tsx');
    expect(modules).toContain('runtime/pages/login/LoginPage.tsx');
    const found = SHELL_ONLY.flatMap(([what, pattern]) => modules.filter((m) => pattern.test(m)).map((m) => `${what}: ${m}`));
    expect(found).toEqual([]);
  });

  describe('bytes Chromium transfers to show /login', () => {
    const running = productAndBrowser();

    for (const lang of ['zh-CN', 'en-US']) {
      it(`in ${lang}: at most ${SIGN_IN_JS_LIMIT_KB} KB of brotli JS`, async () => {
        const page = await newPage(running.browser, running.server.url, lang);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        // Chromium offers br only over HTTPS: asked for explicitly over loopback HTTP.
        await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'accept-encoding': 'br, gzip' } });
        const scripts = new Map<string, { encoding: string; bytes: number }>();
        cdp.on('Network.responseReceived', (e) => {
          if (e.type !== 'Script') return;
          const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
          scripts.set(e.requestId, { encoding: String(encoding ?? 'identity'), bytes: 0 });
        });
        cdp.on('Network.loadingFinished', (e) => {
          const s = scripts.get(e.requestId);
          if (s) s.bytes = e.encodedDataLength;
        });
        await page.goto('/login', { waitUntil: 'networkidle' });
        await page.getByTestId('login-password').waitFor();
        await page.context().close();

        const rows = [...scripts.values()];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.filter((r) => r.bytes > 1024 && r.encoding !== 'br')).toEqual([]);
        const kb = rows.reduce((sum, r) => sum + r.bytes, 0) / 1024;
        expect(kb).toBeLessThanOrEqual(SIGN_IN_JS_LIMIT_KB);
      });
    }
  });
});
