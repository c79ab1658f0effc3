/**
 * Dashboard aggregation (issue 14): the asset dashboard's charts over a million asset
 * records of one tenant (and a tenth of that in another), through the real data API
 * (`/api/dashboard/asset/assetOverview/data`, Fastify inject), on SQLite and, with
 * DATABASE_URL, PostgreSQL. Median of BENCH_RUNS after a warm-up. Each query runs twice
 * in one run: from the rollups (migration 017, kept by triggers while the rows load) and,
 * with the rollups hidden from the reader, by the GROUP BY over `fn_records`. BENCH_BACKFILL=1 loads
 * with no rollups and fills them by a pack upgrade (much faster loading on PostgreSQL). Then a pack
 * upgrade refills the rollups (the backfill's cost). Prints figures, asserts nothing.
 *
 *   npx tsx bench/dashboard.ts        (BENCH_ROWS=1000000, BENCH_PG_ROWS=1000000, BENCH_RUNS=7; BENCH_SKIP_SQLITE=1: PostgreSQL only;
 *                                     BENCH_BACKFILL=1: load without the triggers, then fill the rollups by a pack upgrade)
 *   BENCH_CAP_ONLY=1: no rollups at all; times the GROUP BY path uncapped against the same with the
 *                     DASHBOARD_MAX_ROWS cap (env, default 200,000), cases BENCH_CASES (indices, default 7,8,11)
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp, createDataAccess, createScratchDatabase, DEMO_PASSWORD, installPack, type DB, type ScratchDatabase } from '../server/index';
import { bundledPacks } from '../schemas/index';
import { assetFnId, dropRollups, loadAssets } from './support/assets';
import { formatMs, markdownTable, medianMs, now } from './support/timing';
import { envNumber, injectPost } from './support/inject';

const num = envNumber;
const ROWS = num(process.env.BENCH_ROWS, 1_000_000);
const PG_ROWS = num(process.env.BENCH_PG_ROWS, 1_000_000);
const RUNS = num(process.env.BENCH_RUNS, 7);
const log = (line = '') => console.log(line);

const post = injectPost;

const CASES: { name: string; body: Record<string, unknown> }[] = [
  { name: 'number: count of all', body: { charts: ['assetCount'] } },
  { name: 'number: sum of originalValue', body: { charts: ['assetValue'] } },
  { name: 'number: count where status in (inUse, borrowed)', body: { charts: ['inUseCount'] } },
  { name: 'pie: count by status', body: { charts: ['byStatus'] } },
  { name: 'bar: count + sum by department', body: { charts: ['byDepartment'] } },
  { name: 'line: count + sum by month of purchaseDate', body: { charts: ['byPurchaseMonth'] } },
  { name: 'table: count, sum, avg by category', body: { charts: ['byCategory'] } },
  { name: 'whole dashboard (7 charts)', body: {} },
  { name: 'whole dashboard, filter status = inUse', body: { filters: { status: 'inUse' } } },
  { name: 'whole dashboard, filter purchaseDate in 2024', body: { filters: { purchaseDate: ['2024-01-01', '2024-12-31'] } } },
  { name: 'whole dashboard, filter category = it.laptop', body: { filters: { category: 'it.laptop' } } },
  { name: 'whole dashboard, filter status = inUse + purchaseDate in 2024', body: { filters: { status: 'inUse', purchaseDate: ['2024-01-01', '2024-12-31'] } } },
  { name: 'whole dashboard, filter purchaseDate 2024-03-10..2024-08-20 (2 cut months)', body: { filters: { purchaseDate: ['2024-03-10', '2024-08-20'] } } },
  { name: 'whole dashboard, filter purchaseDate 2023-02-01..2023-02-14 (1 cut month)', body: { filters: { purchaseDate: ['2023-02-01', '2023-02-14'] } } },
  { name: 'whole dashboard, filters status + category + purchaseDate 2020..2022', body: { filters: { status: 'borrowed', category: 'office.desk', purchaseDate: ['2020-01-01', '2022-12-31'] } } },
];

const rollupRows = async (db: Kysely<DB>, fnId: number, table = 'dashboard_rollups') => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE fn_id = ${fnId}`.execute(db)).rows[0]!.n);

/** A pack upgrade of the asset pack in one tenant: it re-creates the triggers and fills unlisted rollups from the records. */
async function upgradeAssets(db: Kysely<DB>, dialect: 'sqlite' | 'postgres', tenantId: string, step: number, dims = true): Promise<number> {
  const bundled = bundledPacks.find((p) => p.functions.some((f) => f.code === 'asset'))!;
  // Without the dashboard's filters the upgrade keeps the plain rollups only (the dims ones are dropped).
  const asset = dims ? bundled : { ...bundled, functions: bundled.functions.map((f) => ({ ...f, dashboards: f.dashboards?.map((d) => ({ ...d, filters: [] })) })) };
  const started = now();
  await installPack(createDataAccess(db, dialect), tenantId, { ...asset, version: asset.version.replace(/\d+$/, (n) => String(Number(n) + step)) });
  return now() - started;
}

/** The median time of `runs` calls after a warm-up, and the last call's answer. */
async function timedAnswer(runs: number, fn: () => Promise<unknown>): Promise<{ ms: number; data: unknown }> {
  let data: unknown;
  const ms = await medianMs(runs, async () => { data = await fn(); });
  return { ms, data };
}

/** More than any function holds: the GROUP BY reads every record (the bench's reference answers). */
const UNCAPPED = String(Number.MAX_SAFE_INTEGER);

/** The GROUP BY over every record against the same bounded to the newest DASHBOARD_MAX_ROWS (BENCH_CAP_ONLY=1). */
async function capOnly(app: FastifyInstance, url: string, token: string, label: string): Promise<void> {
  const cap = process.env.DASHBOARD_MAX_ROWS;
  const picked = (process.env.BENCH_CASES ?? '7,8,11').split(',').map(Number);
  const table: string[][] = [];
  for (const i of picked) {
    const c = CASES[i]!;
    process.env.DASHBOARD_MAX_ROWS = UNCAPPED;
    const whole = await timedAnswer(RUNS, () => post(app, url, c.body, token));
    if (cap === undefined) delete process.env.DASHBOARD_MAX_ROWS;
    else process.env.DASHBOARD_MAX_ROWS = cap;
    const capped = await timedAnswer(RUNS, () => post(app, url, c.body, token));
    const flags = (capped.data as { charts: { partial: boolean }[] }).charts.map((ch) => ch.partial);
    table.push([c.name, formatMs(whole.ms), formatMs(capped.ms), flags.every(Boolean) ? 'all' : flags.some(Boolean) ? 'some' : 'none']);
  }
  log();
  log(markdownTable([`GROUP BY (${label}, median ms of ${RUNS}, through the API)`, 'every record', `newest ${cap ?? 'default (200,000)'}`, 'charts flagged partial'], table));
}

async function runOn(label: string, target: ScratchDatabase, rows: number): Promise<void> {
  log(`\n## ${label}: ${rows.toLocaleString('en-US')} asset records (acme) + ${Math.round(rows / 10).toLocaleString('en-US')} (globex)`);
  const { db, dialect } = target.db;
  const app = await buildApp({ db: target.db, dataDir: target.dataDir, distDir: `${target.dataDir}/no-dist` });
  // BENCH_BACKFILL=1: load with no rollup triggers, then a pack upgrade fills the rollups (faster loading; the triggers' cost is timed below).
  const capped = process.env.BENCH_CAP_ONLY === '1';
  const backfill = capped || process.env.BENCH_BACKFILL === '1';
  try {
    const fnId = await assetFnId(db, 'acme');
    const globexFn = await assetFnId(db, 'globex');
    if (backfill) for (const id of [fnId, globexFn]) await dropRollups(db, dialect, id);
    const loading = now();
    await loadAssets(db, 'acme', rows, 1);
    await loadAssets(db, 'globex', Math.round(rows / 10), 2);
    log(`  loaded in ${((now() - loading) / 1000).toFixed(0)} s, ${backfill ? 'without rollups' : 'rollups kept by the triggers on every write'}`);
    if (dialect === 'postgres') await sql`ANALYZE fn_records`.execute(db);
    if (capped) {
      const { token } = await post(app, '/api/auth/login', { userName: 'admin', password: DEMO_PASSWORD, tenantId: 'acme' });
      await capOnly(app, '/api/dashboard/asset/assetOverview/data', token, label);
      return;
    }
    if (backfill) {
      log(`  pack upgrade filling the rollups from ${rows.toLocaleString('en-US')} records (acme): ${formatMs(await upgradeAssets(db, dialect, 'acme', 1))} ms`);
      await upgradeAssets(db, dialect, 'globex', 1);
    }
    const { token } = await post(app, '/api/auth/login', { userName: 'admin', password: DEMO_PASSWORD, tenantId: 'acme' });
    const url = '/api/dashboard/asset/assetOverview/data';
    const timed: { ms: number; data: unknown }[] = [];
    // The reference GROUP BY reads every record (the cap is timed with BENCH_CAP_ONLY=1).
    process.env.DASHBOARD_MAX_ROWS = UNCAPPED;
    for (const c of CASES) timed.push(await timedAnswer(RUNS, () => post(app, url, c.body, token)));
    // The reader uses a rollup only when it is listed: unlisted, every chart takes the GROUP BY path.
    await sql`DELETE FROM dashboard_rollup_charts WHERE fn_id = ${fnId}`.execute(db);
    const table: string[][] = [];
    let same = true;
    for (const [i, c] of CASES.entries()) {
      const plain = await timedAnswer(RUNS, () => post(app, url, c.body, token));
      const equal = JSON.stringify(plain.data) === JSON.stringify(timed[i]!.data);
      if (!equal) log(`  answers differ: ${c.name}`);
      same &&= equal;
      table.push([c.name, formatMs(timed[i]!.ms), formatMs(plain.ms)]);
    }
    log();
    log(markdownTable([`query (${label}, median ms of ${RUNS}, through the API)`, 'rollup', 'GROUP BY'], table));
    log(`  answers of the two paths identical: ${same ? 'yes' : 'NO'}; rollup rows of the function: ${await rollupRows(db, fnId)} plain, ${await rollupRows(db, fnId, 'dashboard_rollup_dims')} cut by the filters`);
    // A pack upgrade finds the rollups unlisted and refills them from the records.
    log(`  pack upgrade refilling the rollups from ${rows.toLocaleString('en-US')} records: ${formatMs(await upgradeAssets(db, dialect, 'acme', 2))} ms`);
    const after = await post(app, url, {}, token);
    log(`  whole dashboard after the refill equals the earlier rollup answer: ${JSON.stringify(after) === JSON.stringify(timed[7]!.data) ? 'yes' : 'NO'}`);
    // What the triggers cost a write: 2,000 more records in batches of 500, with and without them.
    let extra = rows;
    const loadMs = async () => { const t = now(); await loadAssets(db, 'acme', 2_000, 3, extra); extra += 2_000; return now() - t; };
    const withTriggers = await loadMs();
    log(`  pack upgrade to plain rollups only (dims dropped): ${formatMs(await upgradeAssets(db, dialect, 'acme', 3, false))} ms`);
    const plainOnly = await loadMs();
    await dropRollups(db, dialect, fnId);
    const without = await loadMs();
    log(`  2,000 inserts (4 statements of 500 rows): ${formatMs(withTriggers)} ms keeping plain + dims rollups, ${formatMs(plainOnly)} ms plain rollups only, ${formatMs(without)} ms without rollups`);
  } finally {
    await app.close();
    await target.drop();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_SQLITE !== '1') await runOn('SQLite', await createScratchDatabase({ prefix: 'benchdash' }), ROWS);
  if (process.env.DATABASE_URL) await runOn('PostgreSQL', await createScratchDatabase({ prefix: 'benchdash', url: process.env.DATABASE_URL }), PG_ROWS);
}

void main().catch((e) => { console.error(e); process.exitCode = 1; });
