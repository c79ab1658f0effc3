/**
 * Sign-in download (issue 20, first row): the bytes Chromium transfers to show /login from
 * the real server serving the real build (`vite build`, precompressed by scripts/build/precompress.ts),
 * by resource type and content encoding, once with brotli and once with gzip only.
 * Target: JS <= 200 KB compressed. Prints figures, asserts nothing.
 *
 *   npx tsx bench/bundle.ts            (BENCH_BUNDLE_BUILD=0 reuses an existing dist/;
 *                                       BENCH_BUNDLE_LANG=zh-CN shows the page in that language, default: Chromium's en-US)
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { buildApp, createScratchDatabase, DEMO_PASSWORD } from '../server/index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_KB = 200;

interface Transfer { type: string; url: string; encoding: string; bytes: number; decoded: number }

/**
 * The transfers to show /login; with `afterSignIn`, instead those from the click on "sign in"
 * until the workbench has settled (the layout, the workbench and what they import).
 */
async function measure(origin: string, acceptEncoding: string, afterSignIn = false): Promise<Transfer[]> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const lang = process.env.BENCH_BUNDLE_LANG;
    const context = await browser.newContext(lang ? { locale: lang } : {});
    if (lang) await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Chromium offers br only over HTTPS; the header is set explicitly so both encodings are measured over loopback HTTP.
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'accept-encoding': acceptEncoding } });
    const seen = new Map<string, Transfer>();
    cdp.on('Network.responseReceived', (e) => {
      const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      seen.set(e.requestId, { type: e.type, url: e.response.url, encoding: h['content-encoding'] ?? 'identity', bytes: 0, decoded: 0 });
    });
    cdp.on('Network.dataReceived', (e) => { const t = seen.get(e.requestId); if (t) t.decoded += e.dataLength; });
    cdp.on('Network.loadingFinished', (e) => { const t = seen.get(e.requestId); if (t) t.bytes = e.encodedDataLength; });
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor();
    if (!afterSignIn) return [...seen.values()];
    seen.clear();
    await page.getByTestId('login-username').fill('alice');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-agreement').check();
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/workbench/);
    await page.locator('.workbench').first().waitFor();
    // Settled: nothing more requested for a second (the SPA's route change resets no load state).
    for (let quiet = 0, count = -1; quiet < 10; quiet = seen.size === count ? quiet + 1 : 0) {
      count = seen.size;
      await page.waitForTimeout(100);
    }
    return [...seen.values()];
  } finally {
    await browser.close();
  }
}

function summarise(label: string, rows: Transfer[]): number {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const by = (type: string) => rows.filter((r) => r.type === type);
  const sum = (rs: Transfer[], k: 'bytes' | 'decoded') => rs.reduce((a, r) => a + r[k], 0);
  const js = by('Script');
  const encodings = [...new Set(js.map((r) => r.encoding))].join(', ');
  console.log(`${label}: ${js.length} scripts, ${kb(sum(js, 'bytes'))} KB transferred (${kb(sum(js, 'decoded'))} KB decoded, ${encodings}); ` +
    `CSS ${kb(sum(by('Stylesheet'), 'bytes'))} KB; document ${kb(sum(by('Document'), 'bytes'))} KB; all ${kb(sum(rows, 'bytes'))} KB in ${rows.length} requests`);
  return sum(js, 'bytes');
}

/** Builds the web app, serves it from the product server on loopback and measures /login. */
export async function runBundle(): Promise<void> {
  const distDir = join(ROOT, 'dist');
  if (process.env.BENCH_BUNDLE_BUILD !== '0') await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  const scratch = await createScratchDatabase({ prefix: 'bench-bundle' });
  const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const br = summarise('brotli (Accept-Encoding: br, gzip)', await measure(origin, 'br, gzip'));
    const gz = summarise('gzip   (Accept-Encoding: gzip)    ', await measure(origin, 'gzip'));
    const plain = summarise('none   (Accept-Encoding: identity)', await measure(origin, 'identity'));
    console.log(`\nsign-in JS: ${(br / 1024).toFixed(1)} KB brotli, ${(gz / 1024).toFixed(1)} KB gzip, ${(plain / 1024).toFixed(1)} KB uncompressed; ` +
      `target <= ${TARGET_KB} KB: ${br / 1024 <= TARGET_KB ? 'met' : 'NOT met'} (brotli)`);
    const next = summarise('\nafter "sign in", to the settled workbench (brotli)', await measure(origin, 'br, gzip', true));
    console.log(`workbench after sign-in JS: ${(next / 1024).toFixed(1)} KB brotli (no target; the first screen a member waits for)`);
  } finally {
    await app.close();
    await scratch.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runBundle().catch((err) => { console.error(err); process.exitCode = 1; });
}
