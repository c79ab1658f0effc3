/**
 * Before/after on a shared machine: the bench page of another checkout ("before") and of this
 * one ("after") built side by side, their loads interleaved one by one (before, after, rjsf,
 * before, after, rjsf ...) in one browser, so a change of machine load hits both sides alike.
 * Prints medians per side; writes nothing.
 *
 *   BENCH_FORM_BEFORE=/tmp/form-before BENCH_FORM_SIZE=table50 BENCH_FORM_ROUNDS=9 npx tsx bench/form-ab.ts
 *
 * Besides wall times it reports the main thread's CPU time up to the mount's paint (from a
 * Chromium trace: the thread time of its top-level tasks), which waiting for a core does not inflate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildPage, CHROMIUM_FLAGS, measureLoad, serve } from './form-render';
import { median, percentile } from './form/report';
import { parseSize } from './form/sizes';

interface Side { name: string; url: string; mount: number[]; cpu: number[]; heap: number[]; work: number[]; paint: number[] }

interface TraceEvent { name: string; ph: string; tid: number; pid: number; ts: number; tdur?: number; args?: { name?: string } }

/** Main-thread CPU milliseconds of a fresh load, from navigation to the mount's paint (top-level tasks' thread time). */
async function mainThreadCpu(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'] });
    await page.goto(url);
    await page.waitForFunction(() => window.__bench && (window.__bench.mountToPaint !== undefined || !!window.__bench.error), undefined, { timeout: 60_000, polling: 100 });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // Every renderer of the browser is in the trace: the page's main thread is the busiest one.
    const mains = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const cpu = new Map<string, number>();
    for (const e of traceEvents) {
      const key = `${e.pid}:${e.tid}`;
      if (e.name === 'RunTask' && e.ph === 'X' && mains.has(key)) cpu.set(key, (cpu.get(key) ?? 0) + (e.tdur ?? 0) / 1000);
    }
    if (!cpu.size) throw new Error('no renderer main thread in the trace');
    return Math.max(...cpu.values());
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const before = process.env.BENCH_FORM_BEFORE;
  if (!before) throw new Error('BENCH_FORM_BEFORE: the checkout to compare with');
  const size = parseSize(process.env.BENCH_FORM_SIZE ?? 'table50');
  const rounds = Number(process.env.BENCH_FORM_ROUNDS ?? 9);
  const keyRounds = Number(process.env.BENCH_FORM_KEY_ROUNDS ?? 3);
  const dirs = [mkdtempSync(join(os.tmpdir(), 'form-ab-')), mkdtempSync(join(os.tmpdir(), 'form-ab-'))];
  const servers: Server[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
  try {
    await buildPage(dirs[0], before);
    await buildPage(dirs[1]);
    const origins = [];
    for (const dir of dirs) {
      const served = await serve(dir);
      servers.push(served.server);
      origins.push(served.origin);
    }
    const side = (name: string, origin: string, lib: string): Side => ({ name, url: `${origin}/?lib=${lib}&fields=${size}`, mount: [], cpu: [], heap: [], work: [], paint: [] });
    const sides = [side('ours, before', origins[0], 'ours'), side('ours, after', origins[1], 'ours'), side('rjsf', origins[1], 'rjsf')];
    const loads = [];
    for (let round = 0; round < rounds; round++) {
      for (const s of sides) {
        const r = await measureLoad(browser, s.url, round < keyRounds && s.name !== 'rjsf' ? 20 : 0);
        s.mount.push(r.mountMs);
        s.heap.push(r.heapMb);
        s.cpu.push(await mainThreadCpu(browser, s.url));
        for (const k of r.keys ?? []) {
          s.work.push(k.work);
          s.paint.push(k.toPaint);
        }
      }
      loads.push(os.loadavg()[0]);
      console.log(`round ${round + 1}: ${sides.map((s) => `${s.name} ${s.mount.at(-1)!.toFixed(0)} (cpu ${s.cpu.at(-1)!.toFixed(0)})`).join(', ')} ms (load ${os.loadavg()[0].toFixed(1)})`);
    }
    console.log(`\n${size}, ${rounds} interleaved loads per side (keystrokes: ${keyRounds} x 20 per side), load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`);
    console.log('| side | mount p50 (min-max) | main-thread CPU to paint p50 (min-max) | heap | keystroke script work p50 / p95 | keystroke to paint p50 / p95 |\n|---|--:|--:|--:|--:|--:|');
    for (const s of sides) {
      const keys = s.work.length ? `${median(s.work).toFixed(1)} / ${percentile(s.work, 95).toFixed(1)} | ${median(s.paint).toFixed(1)} / ${percentile(s.paint, 95).toFixed(1)}` : '- | -';
      console.log(`| ${s.name} | ${median(s.mount).toFixed(0)} (${Math.min(...s.mount).toFixed(0)}-${Math.max(...s.mount).toFixed(0)}) | ${median(s.cpu).toFixed(0)} (${Math.min(...s.cpu).toFixed(0)}-${Math.max(...s.cpu).toFixed(0)}) | ${median(s.heap).toFixed(1)} MB | ${keys} |`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
