/**
 * API under load (issue 20 rows "authenticated trivial call" and "list page API"): the
 * product and a Fastify hello world run side by side as child processes in the same run,
 * each driven in turn by autocannon from this process over loopback.
 *
 *   npx tsx bench/api-load.ts     BENCH_API_SECONDS (10), BENCH_API_ROWS (500 seeded records)
 *
 * Prints req/s and latency percentiles beside the hello-world peer; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');

interface Child { proc: ChildProcess; url: string; token?: string }

/** Starts `serve.ts <kind>` in its own process group and waits for its JSON line. */
async function start(kind: 'hello' | 'product'): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'api-load', 'serve.ts'), kind], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true, env: { ...process.env, NODE_ENV: 'production' },
  });
  const line = await new Promise<string>((ok, fail) => {
    const rl = createInterface({ input: proc.stdout! });
    rl.once('line', ok);
    proc.once('exit', (code) => fail(new Error(`${kind} server exited (${code})`)));
  });
  return { proc, ...(JSON.parse(line) as { url: string; token?: string }) };
}

function stop(child: Child): Promise<void> {
  return new Promise((ok) => {
    if (child.proc.exitCode !== null) return ok();
    child.proc.once('exit', () => ok());
    try { process.kill(-child.proc.pid!, 'SIGTERM'); } catch { ok(); }
    setTimeout(() => { try { process.kill(-child.proc.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000).unref();
  });
}

interface Figures { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: Number(process.env.BENCH_API_SECONDS ?? 10), ...opts });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** Runs the hello world and the product's calls; returns the printed rows. */
export async function runApiLoad(): Promise<void> {
  const hello = await start('hello');
  const product = await start('product');
  try {
    const headers = { accesstoken: product.token!, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) => ({ url: `${product.url}${path}`, method: 'POST' as const, headers, body: JSON.stringify(body) });
    // every measured call answers code 0 (the envelope is HTTP 200 either way, so check once up front)
    for (const [path, body] of [['/api/admin/user/getCurrentHrUserInfo', {}], ['/api/fn/reimbursement/page', { current: 1, size: 20, filters: { project: 'apollo' } }]] as const) {
      const o = post(path, body);
      const res = (await (await fetch(o.url, { method: 'POST', headers, body: o.body })).json()) as { code: number; msg: string };
      if (res.code !== 0) throw new Error(`${path}: code ${res.code} ${res.msg}`);
    }
    // one warm-up second each, so JIT and caches are settled before the measured runs
    await load({ url: hello.url, connections: 20, duration: 1 });
    await load({ ...post('/api/fn/reimbursement/page', { current: 1, size: 20 }), connections: 20, duration: 1 });
    const rows: [string, number, Figures][] = [];
    const peer20 = await load({ url: hello.url, connections: 20 });
    rows.push(['Fastify hello world (peer)', 20, peer20]);
    const peer100 = await load({ url: hello.url, connections: 100 });
    rows.push(['Fastify hello world (peer)', 100, peer100]);
    rows.push(['getCurrentHrUserInfo', 20, await load({ ...post('/api/admin/user/getCurrentHrUserInfo', {}), connections: 20 })]);
    rows.push(['list page, 20 rows', 20, await load({ ...post('/api/fn/reimbursement/page', { current: 1, size: 20 }), connections: 20 })]);
    rows.push(['list page, 20 rows', 100, await load({ ...post('/api/fn/reimbursement/page', { current: 1, size: 20 }), connections: 100 })]);
    rows.push(['"contains" search page', 20, await load({ ...post('/api/fn/reimbursement/page', { current: 1, size: 20, filters: { project: 'apollo' } }), connections: 20 })]);
    console.log('| call | connections | req/s | p50 ms | p99 ms | errors / non-2xx | % of hello world |');
    console.log('|---|--:|--:|--:|--:|--:|--:|');
    for (const [name, conns, f] of rows) {
      const peer = conns === 100 ? peer100 : peer20;
      console.log(`| ${name} | ${conns} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.errors} / ${f.non2xx} | ${((100 * f.rps) / peer.rps).toFixed(1)} % |`);
    }
  } finally {
    await Promise.all([stop(hello), stop(product)]);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runApiLoad().catch((err) => { console.error(err); process.exitCode = 1; });
}
