/**
 * CPU profile of one form mount on the bench page (bench/form/), unminified so the names read:
 * prints the heaviest functions by self time and by total time, and writes the .cpuprofile
 * (open it in Chrome DevTools' Performance panel).
 *
 *   BENCH_FORM_SIZE=table50 BENCH_FORM_LIB=ours npx tsx bench/form-profile.ts [out.cpuprofile]
 *   BENCH_PROFILE=keys ...   # the 20 keystrokes typed into the middle field instead of the mount
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[]; hitCount?: number }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self and total milliseconds per function (a function counted once per stack for the total). */
function summarize(profile: Profile): { self: Map<string, number>; total: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    self.set(name(node), (self.get(name(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  return { self, total };
}

const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(8)}  ${k}`).join('\n');

async function main(): Promise<void> {
  const size = process.env.BENCH_FORM_SIZE ?? 'table50';
  const lib = process.env.BENCH_FORM_LIB ?? 'ours';
  const outDir = mkdtempSync(join(os.tmpdir(), 'form-profile-'));
  await build({ root: join(ROOT, 'bench/form'), configFile: false, plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: false, chunkSizeWarningLimit: 5000 } });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(outDir) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    const keys = process.env.BENCH_PROFILE === 'keys';
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    if (!keys) await cdp.send('Profiler.start');
    await page.goto(`${origin}/?lib=${lib}&fields=${size}`);
    await page.waitForFunction(() => window.__bench && (window.__bench.mountToPaint !== undefined || !!window.__bench.error), undefined, { timeout: 60_000 });
    if (keys) {
      if (!(await page.evaluate(() => window.__bench.focusTarget()))) throw new Error('target input not found');
      await cdp.send('Profiler.start');
      for (const key of 'the quick brown fox jumps ') {
        await page.keyboard.type(key);
        await page.waitForTimeout(40);
      }
    }
    const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile };
    const mount = await page.evaluate(() => window.__bench.mountToPaint);
    const work = await page.evaluate(() => window.__bench.keystrokes.map((k) => k.work.toFixed(1)).join(' '));
    const { self, total } = summarize(profile);
    console.log(`mount to paint ${mount?.toFixed(0)} ms (profiled, unminified)${keys ? `; keystroke script work ${work}` : ''}\n\nself:\n${top(self, 40)}\n\ntotal:\n${top(total, 60)}`);
    if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(profile));
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
