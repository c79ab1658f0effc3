/**
 * Soak (issue 20 row "30-minute soak"): the product (SQLite, bench/api-load/serve.ts) in a
 * child process, 20 clients in this process driving a mixed load over HTTP for
 * BENCH_SOAK_MINUTES (30): unfiltered list pages, "contains" searches, details, saves,
 * submits and approvals (bob, then finance, as the bundled reimbursement flow asks), so
 * the records grow while it runs. Per window of BENCH_SOAK_WINDOW_SECONDS (300) it prints
 * throughput, p50/p99 and the live record count; a flat line is the target.
 *
 *   npx tsx bench/soak.ts    BENCH_SOAK_MINUTES, BENCH_SOAK_WINDOW_SECONDS, BENCH_SOAK_CLIENTS (20), BENCH_SOAK_ROWS (2000 seeded)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../server/index';
import { reimbursementRecord } from './api-load/records';
import { createRandom, type Random } from './support/random';
import { markdownTable } from './support/timing';
import { processUsage, type ProcessUsage } from './support/process-usage';
import { startProduct, stopProduct } from './support/product';


type Op = 'list' | 'search' | 'detail' | 'save' | 'submit' | 'approve';
const MIX: [Op, number][] = [['list', 30], ['search', 15], ['detail', 20], ['save', 20], ['submit', 7], ['approve', 8]];
const SEARCH_TERMS = ['apollo', 'gemini', 'mercury', 'artemis', 'voyager', 'launch', 'rollout'];

interface Envelope<T = unknown> { code: number; msg: string; data: T }

/** Latencies and outcomes of one window. */
class Window {
  latencies: number[] = [];
  /** The same latencies by operation, to see which of them grows with the records. */
  byOp = new Map<Op, number[]>();
  refused = 0;
  failed = 0;
  constructor(readonly startedAt: number) {}
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

export async function runSoak(): Promise<void> {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
  const windowSeconds = Number(process.env.BENCH_SOAK_WINDOW_SECONDS ?? 300);
  const clients = Number(process.env.BENCH_SOAK_CLIENTS ?? 20);
  const product = await startProduct({ BENCH_API_ROWS: String(Number(process.env.BENCH_SOAK_ROWS ?? 2000)), BENCH_API_DATABASE_URL: '' });
  try {
    const post = async <T>(path: string, body: unknown, token: string): Promise<Envelope<T>> => {
      const res = await fetch(`${product.url}${path}`, { method: 'POST', headers: { accesstoken: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as Envelope<T>;
    };
    const signIn = async (userName: string) => {
      const res = await post<{ token: string }>('/api/auth/login', { userName, password: DEMO_PASSWORD, tenantId: 'acme' }, '');
      if (res.code !== 0) throw new Error(`sign-in ${userName}: ${res.msg}`);
      return res.data.token;
    };
    const tokens = { admin: product.token, alice: await signIn('alice'), bob: await signIn('bob'), finance: await signIn('finance') };
    const liveCount = async () => (await post<{ total: number }>('/api/fn/reimbursement/page', { current: 1, size: 10 }, tokens.admin)).data.total;
    /** Records alice saved and has not submitted yet; ids seen, for details. */
    const unsubmitted: number[] = [];
    const known: number[] = (await post<{ records: { id: number }[] }>('/api/fn/reimbursement/page', { current: 1, size: 50 }, tokens.admin)).data.records.map((r) => r.id);
    let saved = 0;

    const ops: Record<Op, (r: Random) => Promise<Envelope<unknown>>> = {
      list: (r) => post('/api/fn/reimbursement/page', { current: r.int(1, 5), size: 20 }, tokens.admin),
      search: (r) => post('/api/fn/reimbursement/page', { current: 1, size: 20, filters: { project: r.pick(SEARCH_TERMS) } }, tokens.admin),
      detail: (r) => post('/api/fn/reimbursement/detail', { id: r.pick(known) }, tokens.admin),
      save: async () => {
        const res = await post<{ id: number }>('/api/fn/reimbursement/save', { data: reimbursementRecord(saved++) }, tokens.alice);
        if (res.code === 0) { unsubmitted.push(res.data.id); known.push(res.data.id); }
        return res;
      },
      submit: async (r) => {
        const id = unsubmitted.shift();
        return id === undefined ? ops.save(r) : post('/api/fn/reimbursement/submit', { id }, tokens.alice);
      },
      approve: async (r) => {
        const who = r.next() < 0.5 ? tokens.bob : tokens.finance;
        const pending = await post<{ records: { taskId: number }[] }>('/api/bpm/selectPendingProcessByPage', { current: 1, size: 20 }, who);
        const tasks = pending.data?.records ?? [];
        return tasks.length ? post('/api/bpm/approvalPass', { taskId: r.pick(tasks).taskId, opinion: 'ok' }, who) : pending;
      },
    };

    const started = performance.now();
    const endAt = started + minutes * 60_000;
    const windows: Window[] = [new Window(started)];
    const counts: number[] = [await liveCount()];
    // CPU used by the product and by this load generator at each window's start: which of them costs more per request as the data grows.
    const usage = () => ({ product: processUsage(product.proc.pid ?? 0), generator: (process.cpuUsage().user + process.cpuUsage().system) / 1000 });
    const usages: { product?: ProcessUsage; generator: number }[] = [usage()];
    const ticker = setInterval(() => {
      windows.push(new Window(performance.now()));
      usages.push(usage());
      void liveCount().then((n) => counts.push(n));
    }, windowSeconds * 1000);
    const byOp = new Map<Op, { latencies: number[]; refused: Map<string, number> }>(MIX.map(([o]) => [o, { latencies: [], refused: new Map() }]));
    const client = async (seed: number) => {
      const r = createRandom(seed);
      while (performance.now() < endAt) {
        const op = r.weighted(MIX);
        const t0 = performance.now();
        const w = windows[windows.length - 1];
        try {
          const res = await ops[op](r);
          const ms = performance.now() - t0;
          w.latencies.push(ms);
          const ofOp = w.byOp.get(op);
          if (ofOp) ofOp.push(ms);
          else w.byOp.set(op, [ms]);
          const mine = byOp.get(op)!;
          mine.latencies.push(ms);
          if (res.code !== 0) {
            w.refused++;
            mine.refused.set(res.msg, (mine.refused.get(res.msg) ?? 0) + 1);
          }
        } catch {
          w.failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, i) => client(1000 + i)));
    clearInterval(ticker);
    usages.push(usage());
    counts.push(await liveCount());

    const rows = windows.filter((w) => w.latencies.length).map((w, i) => {
      const sorted = [...w.latencies].sort((a, b) => a - b);
      const seconds = Math.min(windowSeconds, (endAt - w.startedAt) / 1000);
      return [`${i + 1} (${Math.round((w.startedAt - started) / 1000)}-${Math.round((w.startedAt - started) / 1000 + seconds)} s)`,
        (sorted.length / seconds).toFixed(0), percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1),
        `${w.refused} / ${w.failed}`, `${counts[i] ?? '?'} -> ${counts[i + 1] ?? '?'}`];
    });
    console.log(`soak: ${clients} clients, ${minutes} min, ${windowSeconds} s windows, mix ${MIX.map(([o, w]) => `${o} ${w}%`).join(', ')}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(markdownTable(['window', 'req/s', 'p50 ms', 'p99 ms', 'refused / failed', 'live records'], rows));
    const perRequest = (w: Window, i: number, of: (u: { product?: ProcessUsage; generator: number }) => number | undefined) => {
      const [a, b] = [usages[i], usages[i + 1]];
      const spent = a && b ? (of(b) ?? NaN) - (of(a) ?? NaN) : NaN;
      return Number.isFinite(spent) && w.latencies.length ? (spent / w.latencies.length).toFixed(2) : '?';
    };
    console.log(markdownTable(['window', 'product CPU ms / request', 'load generator CPU ms / request', 'product resident MiB at the end'], windows.filter((w) => w.latencies.length).map((w, i) => [
      String(i + 1), perRequest(w, i, (u) => u.product?.cpuMs), perRequest(w, i, (u) => u.generator), usages[i + 1]?.product?.rssMiB.toFixed(0) ?? '?',
    ])));
    const used = windows.filter((w) => w.latencies.length);
    console.log(markdownTable(['operation, p50 ms per window', ...used.map((_, i) => String(i + 1))], MIX.map(([op]) => [op, ...used.map((w) => {
      const sorted = [...(w.byOp.get(op) ?? [])].sort((a, b) => a - b);
      return percentile(sorted, 50).toFixed(1);
    })])));
    console.log(markdownTable(['operation', 'requests', 'p50 ms', 'p99 ms', 'refused (why)'], [...byOp].map(([op, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      const why = [...s.refused].map(([msg, n]) => `${n} ${msg}`).join('; ');
      return [op, String(sorted.length), percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1), why || '0'];
    })));
  } finally {
    await stopProduct(product.proc);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runSoak().catch((err) => { console.error(err); process.exitCode = 1; });
}
