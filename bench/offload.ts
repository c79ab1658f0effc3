/**
 * The SQLite read pool (issue 20 item 4): another client's trivial call while dashboards run.
 * One SQLite database with BENCH_ROWS asset records (acme) and no rollups, so every chart of
 * the asset dashboard takes the GROUP BY over `fn_records`. For each setting in turn, on the
 * same database in the same run: BENCH_DASH_CLIENTS clients ask for the whole dashboard over
 * and over for BENCH_SECONDS while one more client calls `getCurrentHrUserInfo` every 10 ms
 * (timed from when each call was due);
 * the trivial call's p50/p99/max and the dashboards answered are printed, with the load
 * average. Settings: the main thread (SQLITE_READ_WORKERS=0, as before the pool), then the
 * pool with 1 and 2 threads. Through Fastify inject (the event loop is what is measured).
 * Prints figures, asserts nothing.
 *
 *   BENCH_ROWS=200000 BENCH_SECONDS=20 BENCH_DASH_CLIENTS=2 npx tsx bench/offload.ts
 */
import { loadavg } from 'node:os';
import { buildApp, createScratchDatabase, DEMO_PASSWORD } from '../server/index';
import { assetFnId, dropRollups, loadAssets } from './support/assets';
import { formatMs, markdownTable, now } from './support/timing';
import { envNumber, injectPost } from './support/inject';

const num = envNumber;
const ROWS = num(process.env.BENCH_ROWS, 200_000);
const SECONDS = num(process.env.BENCH_SECONDS, 20);
const DASH_CLIENTS = num(process.env.BENCH_DASH_CLIENTS, 2);
const SETTINGS = (process.env.BENCH_WORKERS ?? '0,1,2').split(',').map(Number);
const log = (line = '') => console.log(line);

const post = injectPost;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

/** Time between the trivial client's calls (BENCH_INTERVAL_MS). */
const INTERVAL_MS = num(process.env.BENCH_INTERVAL_MS, 10);

/**
 * The trivial client: a call every INTERVAL_MS (or as soon as the previous one is answered),
 * each timed from when it was due, not from when the blocked event loop got round to sending
 * it, as a remote client's clock would see it (no coordinated omission).
 */
async function scheduled(until: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let due = now(); due < until; due += INTERVAL_MS) {
    const wait = due - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await fn();
    times.push(now() - due);
    // Calls that fell behind are not all fired at once: the next one is due no earlier than now.
    due = Math.max(due, now() - INTERVAL_MS);
  }
  return times;
}

/** Calls `fn` back to back until `until`, yielding a turn between calls; the time of each call. */
async function loop(until: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  while (now() < until) {
    const t = now();
    await fn();
    times.push(now() - t);
    await new Promise((r) => setImmediate(r));
  }
  return times;
}

async function main(): Promise<void> {
  const target = await createScratchDatabase({ prefix: 'benchoffload' });
  const rows: string[][] = [];
  let answer = '';
  try {
    const first = await buildApp({ db: target.db, dataDir: target.dataDir, distDir: `${target.dataDir}/no-dist` });
    const fnId = await assetFnId(target.db.db, 'acme');
    await dropRollups(target.db.db, 'sqlite', fnId);
    await first.close();
    log(`loading ${ROWS.toLocaleString('en-US')} asset records (acme), no rollups; load average ${load()}`);
    await loadAssets(target.db.db, 'acme', ROWS, 1);
    for (const workers of SETTINGS) {
      process.env.SQLITE_READ_WORKERS = String(workers);
      const app = await buildApp({ db: target.db, dataDir: target.dataDir, distDir: `${target.dataDir}/no-dist` });
      try {
        const { token } = await post(app, '/api/auth/login', { userName: 'admin', password: DEMO_PASSWORD, tenantId: 'acme' });
        const trivial = () => post(app, '/api/admin/user/getCurrentHrUserInfo', {}, token);
        const dashboard = () => post(app, '/api/dashboard/asset/assetOverview/data', {}, token);
        // A warm-up, then one dashboard alone; every setting must give the same figures.
        await dashboard();
        const lone = now();
        const got = JSON.stringify(await dashboard());
        const aloneDashboard = now() - lone;
        if (answer && got !== answer) log(`  answers differ with ${workers} threads`);
        answer ||= got;
        const alone = (await scheduled(now() + 2_000, trivial)).sort((a, b) => a - b);
        const before = load();
        const until = now() + SECONDS * 1000;
        const [calls, ...dashes] = await Promise.all([scheduled(until, trivial), ...Array.from({ length: DASH_CLIENTS }, () => loop(until, dashboard))]);
        const after = load();
        calls.sort((a, b) => a - b);
        const dashTimes = dashes.flat().sort((a, b) => a - b);
        rows.push([
          workers ? `read pool, ${workers} thread${workers > 1 ? 's' : ''}` : 'main thread (SQLITE_READ_WORKERS=0)',
          formatMs(percentile(alone, 99)), formatMs(aloneDashboard),
          String(calls.length), formatMs(percentile(calls, 50)), formatMs(percentile(calls, 99)), formatMs(calls[calls.length - 1] ?? NaN),
          String(dashTimes.length), formatMs(percentile(dashTimes, 50)),
          String(app.readPool?.stats().ran ?? 0), `${before} -> ${after}`,
        ]);
      } finally {
        await app.close();
      }
    }
  } finally {
    delete process.env.SQLITE_READ_WORKERS;
    await target.drop();
  }
  log();
  log(markdownTable([
    `setting (${ROWS.toLocaleString('en-US')} records, ${DASH_CLIENTS} dashboard clients, ${SECONDS} s)`, 'trivial p99 alone ms', 'one dashboard alone ms',
    'trivial calls', 'trivial p50 ms', 'trivial p99 ms', 'trivial max ms', 'dashboards answered', 'dashboard p50 ms', 'pool statements', 'load average (1/5/15) before -> after',
  ], rows));
  log(`  dashboard answers identical in every setting: ${answer ? 'yes (unless noted above)' : 'no answer'}`);
}

void main().catch((e) => { console.error(e); process.exitCode = 1; });
