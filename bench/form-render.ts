/**
 * Form rendering (issue 3 "Done when"): mount time and keystroke-to-paint latency in
 * Chromium for 100, 500 and 1000 fields and a 50x50 sub-table, our engine's form
 * (createFormRenderer: Formily + antd, as a runtime page renders it) side by side with
 * @rjsf/core (ajv8 validator, default widgets) on the same fields, in the same run.
 * Target: a keystroke within one frame (16 ms) at 1000 fields. Prints figures, asserts nothing.
 *
 *   npx tsx bench/form-render.ts
 *   BENCH_FORM_LOADS=3 BENCH_FORM_KEYS=10 BENCH_FORM_SIZES=100,1000 npx tsx bench/form-render.ts
 *   BENCH_FORM_LIBS=ours BENCH_FORM_WRITE=0 ...   # one library; leave docs/benchmarks/form.md alone
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { parseSize, type BenchSize } from './form/sizes';
import type { KeystrokeSample } from './form/probe';
import {
  type FormBenchFigures, type FormLib, formatDetailTable, formatFormTable, median, percentile, targetVerdict,
} from './form/report';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(ROOT, 'docs/benchmarks/form.md');
export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
  '--enable-precise-memory-info', '--js-flags=--expose-gc',
];
/**
 * A second browser whose frames are not paced by a display: a frame is drawn as soon as the page
 * asks for one. Keydown to paint then measures the page's own latency, without the wait for the
 * next 60 Hz refresh (0 to 16.7 ms wherever the key lands), which no page can shorten.
 */
export const UNPACED_FLAGS = [...CHROMIUM_FLAGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'];
/** What gets typed, one key at a time, into the middle field. */
const TYPED = 'the quick brown fox jumps over';

export interface FormBenchOptions {
  /** Forms to measure. Default 100, 500, 1000 fields and the 50x50 sub-table. */
  sizes?: BenchSize[];
  /** Fresh page loads per library and size (mount and heap medians). Default 5. */
  loads?: number;
  /** Keystrokes timed per library and size. Default 20. */
  keystrokes?: number;
  /** Chromium binary. Default CHROMIUM_PATH or /usr/bin/chromium. */
  chromiumPath?: string;
  /** Libraries to measure. Default all three (ours, rjsf, and the same fields as plain inputs). */
  libs?: FormLib[];
  /** Write the figures into docs/benchmarks/form.md. Default true. */
  writeDoc?: boolean;
  print?: boolean;
}

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves the built page from `dir` on a free 127.0.0.1 port. */
export async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Builds the bench page of the checkout at `root` (default this one) into `outDir`. */
export async function buildPage(outDir: string, root = ROOT): Promise<void> {
  await build({
    root: join(root, 'bench/form'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

interface LoadResult { mountMs: number; mountPaintMs: number; heapMb: number }

/** One fresh page load (own browser context); on `typeInto` also times keystrokes there. */
export async function measureLoad(browser: Browser, url: string, typeInto: number): Promise<LoadResult & { keys?: KeystrokeSample[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__bench && (window.__bench.mountToPaint !== undefined || !!window.__bench.error), undefined, { timeout: 60_000, polling: 100 });
    const state = await page.evaluate(() => {
      (window as unknown as { gc?: () => void }).gc?.();
      const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      const b = window.__bench;
      return { error: b.error, mountMs: b.mountToFrame!, mountPaintMs: b.mountToPaint!, heap: memory?.usedJSHeapSize ?? NaN };
    });
    if (state.error) throw new Error(`${url}: ${state.error}`);
    const result: LoadResult = { mountMs: state.mountMs, mountPaintMs: state.mountPaintMs, heapMb: state.heap / 2 ** 20 };
    if (!typeInto) return result;
    if (!(await page.evaluate(() => window.__bench.focusTarget()))) throw new Error(`${url}: target input not found`);
    const text = TYPED.repeat(Math.ceil(typeInto / TYPED.length)).slice(0, typeInto);
    for (let i = 0; i < text.length; i++) {
      await page.keyboard.type(text[i]);
      // Wait for this key's sample so keystrokes never overlap, then let idle work settle.
      await page.evaluate(async (n) => {
        while (window.__bench.keystrokes.length < n) await new Promise((r) => setTimeout(r, 10));
        await new Promise((r) => setTimeout(r, 30));
      }, i + 1);
    }
    const typed = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');
    if (typed !== text) throw new Error(`${url}: typed "${text}" but the input holds "${typed}"`);
    return { ...result, keys: await page.evaluate(() => window.__bench.keystrokes) };
  } finally {
    await context.close();
  }
}

async function measure(browsers: { paced: Browser; unpaced: Browser }, origin: string, lib: FormLib, size: BenchSize, loads: number, keystrokes: number): Promise<FormBenchFigures> {
  const url = `${origin}/?lib=${lib}&fields=${size}`;
  const runs = [];
  // The last load also times the keystrokes (after its mount and heap figures are taken).
  for (let i = 0; i < loads; i++) runs.push(await measureLoad(browsers.paced, url, i === loads - 1 ? keystrokes : 0));
  const keys = runs.at(-1)!.keys ?? [];
  const unpaced = (await measureLoad(browsers.unpaced, url, keystrokes)).keys ?? [];
  return {
    lib,
    size,
    mountMs: median(runs.map((r) => r.mountMs)),
    mountPaintMs: median(runs.map((r) => r.mountPaintMs)),
    heapMb: median(runs.map((r) => r.heapMb)),
    keyP50: median(keys.map((k) => k.toPaint)),
    keyP95: percentile(keys.map((k) => k.toPaint), 95),
    keyFrameP50: median(keys.map((k) => k.toFrame)),
    keyWorkP50: median(keys.map((k) => k.work)),
    keyWorkP95: percentile(keys.map((k) => k.work), 95),
    keyBusyP95: percentile(keys.map((k) => k.work + k.render), 95),
    keyUnpacedP50: median(unpaced.map((k) => k.toPaint)),
    keyUnpacedP95: percentile(unpaced.map((k) => k.toPaint), 95),
    keystrokes: keys.length,
    loads,
  };
}

function machineNotes(browserVersion: string, o: { loads: number; keystrokes: number }): string {
  const cpus = os.cpus();
  return [
    `- Run ${new Date().toISOString().slice(0, 10)}: ${os.availableParallelism?.() ?? cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}), shared with other work (load average ${os.loadavg()[0].toFixed(1)} at the end), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.release()}.`,
    `- Chromium ${browserVersion} headless (--disable-gpu: software raster), viewport 1280x900; Node ${process.version}; production Vite build.`,
    `- ${o.loads} fresh page loads per cell (own browser context each; medians); ${o.keystrokes} keystrokes typed one at a time into the middle text field on the last load.`,
  ].join('\n');
}

const START = '<!-- figures:start (written by bench/form-render.ts) -->';
const END = '<!-- figures:end -->';

/** Replaces the generated block of docs/benchmarks/form.md, keeping the hand-written text around it. */
function writeDoc(block: string): void {
  const generated = `${START}\n${block}\n${END}`;
  mkdirSync(dirname(DOC), { recursive: true });
  const old = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const at = old.indexOf(START);
  const end = old.indexOf(END);
  const next = at >= 0 && end > at
    ? old.slice(0, at) + generated + old.slice(end + END.length)
    : `# Form rendering benchmark\n\n${generated}\n`;
  writeFileSync(DOC, next);
}

/** Builds the bench page, measures every library x size in Chromium, prints and returns the figures. */
export async function run(options: FormBenchOptions = {}): Promise<FormBenchFigures[]> {
  const env = process.env;
  const o = {
    sizes: options.sizes ?? (env.BENCH_FORM_SIZES ? env.BENCH_FORM_SIZES.split(',').map(parseSize) : [100, 500, 1000, 'table50'] as BenchSize[]),
    loads: options.loads ?? Number(env.BENCH_FORM_LOADS ?? 5),
    keystrokes: options.keystrokes ?? Number(env.BENCH_FORM_KEYS ?? 20),
    chromiumPath: options.chromiumPath ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    libs: options.libs ?? (env.BENCH_FORM_LIBS ? env.BENCH_FORM_LIBS.split(',') as FormLib[] : ['ours', 'rjsf', 'plain'] as FormLib[]),
    writeDoc: options.writeDoc ?? env.BENCH_FORM_WRITE !== '0',
    print: options.print ?? true,
  };
  const log = (s: string) => o.print && console.log(s);
  const started = Date.now();
  const outDir = mkdtempSync(join(os.tmpdir(), 'form-bench-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  let unpaced: Browser | undefined;
  try {
    log('Form rendering: building the bench page...');
    await buildPage(outDir);
    const served = await serve(outDir);
    server = served.server;
    browser = await chromium.launch({ executablePath: o.chromiumPath, headless: true, args: CHROMIUM_FLAGS });
    unpaced = await chromium.launch({ executablePath: o.chromiumPath, headless: true, args: UNPACED_FLAGS });
    const results: FormBenchFigures[] = [];
    for (const size of o.sizes) {
      for (const lib of o.libs) {
        const f = await measure({ paced: browser, unpaced }, served.origin, lib, size, o.loads, o.keystrokes);
        results.push(f);
        log(`  ${lib} ${size}: mount ${f.mountMs.toFixed(0)} ms, keystroke p50 ${f.keyP50.toFixed(1)} ms / p95 ${f.keyP95.toFixed(1)} ms (work ${f.keyWorkP50.toFixed(1)} ms; unpaced frames ${f.keyUnpacedP50.toFixed(1)} / ${f.keyUnpacedP95.toFixed(1)} ms), heap ${f.heapMb.toFixed(1)} MB`);
      }
    }
    const notes = machineNotes(browser.version(), o);
    const block = [
      formatFormTable(results), '', targetVerdict(results), '',
      'Times in ms (medians); keystroke = keydown to just after the next frame painted; "unpaced" = the same in a second browser whose frames are not paced by a 60 Hz display (`--disable-frame-rate-limit --disable-gpu-vsync`), one more load of each cell.', '',
      formatDetailTable(results), '', notes, `- Whole run: ${Math.round((Date.now() - started) / 1000)} s including the build.`,
    ].join('\n');
    log(`\n${formatFormTable(results)}\n\n${targetVerdict(results)}\n\n${notes}\n`);
    if (o.writeDoc) writeDoc(block);
    return results;
  } finally {
    await browser?.close();
    await unpaced?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(() => process.exit(0), (e) => {
    console.error(e);
    process.exit(1);
  });
}
