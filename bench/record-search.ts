import { existsSync, statSync } from 'node:fs';
import { CompiledQuery } from 'kysely';
import { SPARSE_CANDIDATES } from '../server/data/index';
import { createScratchDatabase, type ScratchDatabase } from '../server/index';
import { formatMs, markdownTable, medianMs } from './support/timing';
import { compileScenario, explain, timeScenario, type Timing } from './record-search/measure';
import { SCENARIOS } from './record-search/scenarios';
import { dropFieldIndexes, fieldIndexNames, startBenchServer, type BenchServer, type BenchTenant } from './record-search/setup';

/** How big and how often; from the environment (see docs/BENCHMARKS.md). */
export interface RecordSearchOptions {
  rows: number;
  pgRows: number;
  pgUrl?: string;
  runs: number;
  peerRuns: number;
  /** Run SQLite's `PRAGMA optimize` (ANALYZE) after the load; the server itself never does. */
  sqliteAnalyze: boolean;
}

const num = (v: string | undefined, fallback: number) => (v ? Number(v.replace(/_/g, '')) : fallback);

export function recordSearchOptions(env = process.env): RecordSearchOptions {
  return {
    rows: num(env.BENCH_ROWS, 1_000_000),
    pgRows: num(env.BENCH_PG_ROWS, 200_000),
    pgUrl: env.DATABASE_URL || undefined,
    runs: num(env.BENCH_RUNS, 7),
    peerRuns: num(env.BENCH_PEER_RUNS, 3),
    sqliteAnalyze: env.BENCH_SQLITE_ANALYZE === '1',
  };
}

const log = (line = '') => console.log(line);
const count = (n: number) => n.toLocaleString('en-US');
const PEER = 'JSON column, no expression index';

function fileMiB(file: string): string {
  const bytes = [file, `${file}-wal`].filter(existsSync).reduce((sum, f) => sum + statSync(f).size, 0);
  return (bytes / 2 ** 20).toFixed(0);
}

async function timeAll(server: BenchServer, tenant: BenchTenant, runs: number): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const s of SCENARIOS) out.push(await timeScenario(server, tenant, s, runs));
  return out;
}

async function printPlans(server: BenchServer, tenant: BenchTenant, heading: string): Promise<void> {
  log(`Query plans, ${heading}:`);
  for (const s of SCENARIOS) {
    const { list, count: total } = await compileScenario(server, tenant, s);
    log(`  ${s.name}`);
    for (const [what, q] of [['list ', list], ['count', total]] as const) {
      const lines = await explain(server, q);
      log(`    ${what}: ${lines[0]}`);
      for (const line of lines.slice(1)) log(`           ${line}`);
    }
  }
  log();
}

function comparisonTable(indexed: Timing[], peer: Timing[]): string {
  const rows = SCENARIOS.map((s, i) => {
    const a = indexed[i];
    const b = peer[i];
    if (a.total !== b.total) throw new Error(`${s.name}: ${a.total} matches with indexes, ${b.total} without`);
    return [s.name, count(a.total), formatMs(a.list), formatMs(a.count), formatMs(a.page), formatMs(a.pageP95), formatMs(a.api),
      formatMs(b.list), formatMs(b.count), formatMs(b.page), `${(b.page / a.page).toFixed(1)}×`];
  });
  return markdownTable(['query (page size 20)', 'matches', 'list', 'count', 'page', 'page p95', 'page API',
    'list (peer)', 'count (peer)', 'page (peer)', 'peer / indexed'], rows);
}

function singleTable(timings: Timing[]): string {
  return markdownTable(['query (page size 20)', 'matches', 'list', 'count', 'page', 'page p95', 'page API'],
    SCENARIOS.map((s, i) => [s.name, count(timings[i].total), formatMs(timings[i].list), formatMs(timings[i].count), formatMs(timings[i].page),
      formatMs(timings[i].pageP95), formatMs(timings[i].api)]));
}

/**
 * The "contains" scenario's count and list as the server runs them (from the ids of few trigram
 * candidates, SQLite) against the same statements planned as before, walking the function's index.
 */
async function printSparseContains(server: BenchServer, tenant: BenchTenant, label: string, runs: number): Promise<void> {
  const scenario = SCENARIOS.find((s) => s.name.startsWith('fuzzy'))!;
  const { list, count: total } = await compileScenario(server, tenant, scenario);
  if (!total.sql.includes('+fn_records.')) return;
  const walking = (q: CompiledQuery) => CompiledQuery.raw(q.sql.replaceAll('+fn_records.', 'fn_records.'), [...q.parameters]);
  const [count1, list1, count2, list2] = [
    await medianMs(runs, () => server.db.executeQuery(total)), await medianMs(runs, () => server.db.executeQuery(list)),
    await medianMs(runs, () => server.db.executeQuery(walking(total))), await medianMs(runs, () => server.db.executeQuery(walking(list))),
  ];
  log(`${label}, acme, "${scenario.name}" (at most ${count(SPARSE_CANDIDATES)} trigram candidates): count ${formatMs(count1)} ms, list ${formatMs(list1)} ms `
    + `from the candidates' ids vs ${formatMs(count2)} ms, ${formatMs(list2)} ms walking the function's index (the plan before), medians`);
  log();
}

async function runOn(label: string, target: ScratchDatabase, rows: number, o: RecordSearchOptions): Promise<void> {
  log(`## ${label}: ${count(rows)} reimbursements (acme) + ${count(Math.round(rows / 10))} (globex), ${target.where}`);
  try {
    const server = await startBenchServer(target, rows, log, o.sqliteAnalyze);
    const [acme, globex] = server.tenants;
    const size = label === 'SQLite' ? `, ${fileMiB(target.where)} MiB on disk (database + WAL)` : '';
    log(`Loaded ${count(acme.rows + globex.rows)} records in ${(server.loadMs / 1000).toFixed(1)} s${size}`);
    const stats = label === 'SQLite' ? (o.sqliteAnalyze ? 'PRAGMA optimize (ANALYZE) after the load' : 'none (the server never runs ANALYZE on SQLite)')
      : 'VACUUM ANALYZE after the load (what autovacuum, or the server\'s own pass, does)';
    log(`Planner statistics: ${stats}`);
    log('Columns: list and count, the two statements of compilePage; page (median) and page p95, records.page as the server runs it (the list or '
      + 'the walk of the newest records it picks, and the total), no cache; page API, the whole HTTP request, which the page cache answers after its first run.');
    log(`Expression indexes of acme's function: ${(await fieldIndexNames(server.db, server.dialect, acme.fnId)).join(', ')}`);
    log();
    await printPlans(server, acme, 'expression indexes (as the server installs them)');
    const indexed = await timeAll(server, acme, o.runs);
    const second = await timeAll(server, globex, o.runs);
    await printSparseContains(server, acme, label, o.runs);
    log(`Dropped ${(await dropFieldIndexes(server)).length} expression indexes for the peer run.`);
    log();
    await printPlans(server, acme, PEER);
    const peer = await timeAll(server, acme, o.peerRuns);
    log(`${label}, acme, ${count(acme.rows)} records: median ms — indexed (${o.runs} runs) vs "${PEER}" (${o.peerRuns} runs)`);
    log();
    log(comparisonTable(indexed, peer));
    log();
    const unfiltered = await compileScenario(server, acme, SCENARIOS[0]);
    const counted = await medianMs(o.runs, () => server.db.executeQuery(unfiltered.count));
    const exact = await medianMs(o.peerRuns, () => server.db.executeQuery(unfiltered.exactCount));
    log(`${label}, acme, unfiltered page total: ${formatMs(counted)} ms from the live counters (migration 021) vs ${formatMs(exact)} ms exact COUNT(*) (the count before 021), medians`);
    log();
    log(`${label}, globex, ${count(globex.rows)} records in the same table, indexed: median ms (${o.runs} runs)`);
    log();
    log(singleTable(second));
    log();
    await server.app.close();
  } finally {
    await target.drop();
  }
}

/**
 * Search and sort of one function's records at scale: the server's own list and count
 * queries (and the whole page request) with the expression indexes it creates, side by side
 * with the same queries on the bare JSON column. SQLite always; PostgreSQL when DATABASE_URL is set.
 */
export async function runRecordSearch(o = recordSearchOptions()): Promise<void> {
  await runOn('SQLite', await createScratchDatabase({ prefix: 'bench' }), o.rows, o);
  if (o.pgUrl) await runOn('PostgreSQL', await createScratchDatabase({ prefix: 'bench', url: o.pgUrl }), o.pgRows, o);
  else log('PostgreSQL skipped: DATABASE_URL is not set.');
}
