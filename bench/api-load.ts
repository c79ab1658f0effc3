/**
 * API under load (issue 20 rows "authenticated trivial call" and "list page API"): the
 * product and a Fastify hello world run side by side as child processes in the same run,
 * each driven in turn by autocannon from this process over loopback.
 *
 *   npx tsx bench/api-load.ts     BENCH_API_SECONDS (10), BENCH_API_ROWS (500 seeded records)
 *                                 BENCH_API_ONLY: measure only the calls whose name contains it
 *
 * Prints req/s and latency percentiles beside the hello-world peer; asserts nothing.
 *
 * Before and after on one busy machine: BENCH_API_BEFORE=<another checkout's root> also
 * starts that checkout's product, and BENCH_API_ROUNDS (1) splits each measurement into
 * rounds that take turns (hello world, before, after, hello world, ...), so all three see
 * the same machine state; req/s is over all rounds, p50 and p99 the median round's.
 *
 * This checkout's product runs as `npm start` runs the server: bundled (scripts/build/server.ts,
 * `serve.ts` as the entry), with no TypeScript loader. BENCH_API_BEFORE=source: the "before" is
 * this checkout's sources under tsx. Another checkout always runs from its sources under tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundledServerArgs } from '../scripts/build/server';
import { bundledServe, dropBundle } from './support/product';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');

interface Child { proc: ChildProcess; url: string; token?: string }

/** Starts `serve.ts <kind>` in its own process group and waits for its JSON line. */
async function start(kind: 'hello' | 'product', root = ROOT, fromSource = kind === 'hello' || root !== ROOT): Promise<Child> {
  // BENCH_API_NODE_FLAGS: node flags for this checkout's product only (a V8 setting against the "before" run).
  const flags = kind === 'product' && root === ROOT ? (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean) : [];
  const entry = fromSource ? ['--import', 'tsx', join(root, 'bench', 'api-load', 'serve.ts')] : bundledServerArgs(await bundledServe());
  const proc = spawn(process.execPath, [...flags, ...entry, kind], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true, env: { ...process.env, NODE_ENV: 'production' },
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each option set measured in `rounds` turns of `seconds / rounds`, taking turns with the others. */
async function inTurns(targets: autocannon.Options[], rounds: number): Promise<Figures[]> {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10) / rounds;
  const runs: Figures[][] = targets.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < targets.length; i++) runs[i].push(await load({ ...targets[i], duration: seconds }));
  }
  return runs.map((fs) => ({
    rps: fs.reduce((n, f) => n + f.rps, 0) / fs.length, p50: median(fs.map((f) => f.p50)), p99: median(fs.map((f) => f.p99)),
    errors: fs.reduce((n, f) => n + f.errors, 0), non2xx: fs.reduce((n, f) => n + f.non2xx, 0),
  }));
}

/** Runs the hello world and the product's calls (and the "before" product's, when given); prints the rows. */
export async function runApiLoad(): Promise<void> {
  const beforeRoot = process.env.BENCH_API_BEFORE;
  const rounds = Math.max(1, Number(process.env.BENCH_API_ROUNDS ?? 1));
  const hello = await start('hello');
  const products = [await start('product')];
  if (beforeRoot === 'source') products.unshift(await start('product', ROOT, true));
  else if (beforeRoot) products.unshift(await start('product', resolve(beforeRoot)));
  const names = beforeRoot === 'source' ? ['sources under tsx', 'bundle'] : beforeRoot ? ['before', 'after'] : [''];
  try {
    const posts = products.map((product) => (path: string, body: unknown) => ({
      url: `${product.url}${path}`, method: 'POST' as const,
      headers: { accesstoken: product.token!, 'content-type': 'application/json' }, body: JSON.stringify(body),
    }));
    // every measured call answers code 0 (the envelope is HTTP 200 either way, so check once up front)
    for (const post of posts) {
      for (const [path, body] of [['/api/admin/user/getCurrentHrUserInfo', {}], ['/api/fn/reimbursement/page', { current: 1, size: 20, filters: { project: 'apollo' } }]] as const) {
        const o = post(path, body);
        const res = (await (await fetch(o.url, { method: 'POST', headers: o.headers, body: o.body })).json()) as { code: number; msg: string };
        if (res.code !== 0) throw new Error(`${path}: code ${res.code} ${res.msg}`);
      }
    }
    // one warm-up second each, so JIT and caches are settled before the measured runs
    await load({ url: hello.url, connections: 20, duration: 1 });
    for (const post of posts) {
      await load({ ...post('/api/admin/user/getCurrentHrUserInfo', {}), connections: 20, duration: 1 });
      await load({ ...post('/api/fn/reimbursement/page', { current: 1, size: 20 }), connections: 20, duration: 1 });
    }
    const calls: [string, number, string, unknown][] = [
      ['getCurrentHrUserInfo', 20, '/api/admin/user/getCurrentHrUserInfo', {}],
      ['list page, 20 rows', 20, '/api/fn/reimbursement/page', { current: 1, size: 20 }],
      ['list page, 20 rows', 100, '/api/fn/reimbursement/page', { current: 1, size: 20 }],
      ['"contains" search page', 20, '/api/fn/reimbursement/page', { current: 1, size: 20, filters: { project: 'apollo' } }],
    ];
    console.log(`| call | connections | req/s | p50 ms | p99 ms | errors / non-2xx | % of hello world (same turns) |`);
    console.log('|---|--:|--:|--:|--:|--:|--:|');
    const row = (name: string, conns: number, f: Figures, peer: Figures) =>
      console.log(`| ${name} | ${conns} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.errors} / ${f.non2xx} | ${((100 * f.rps) / peer.rps).toFixed(1)} % |`);
    const only = process.env.BENCH_API_ONLY;
    for (const [name, conns, path, body] of calls.filter(([name]) => !only || name.includes(only))) {
      const [peer, ...mine] = await inTurns([{ url: hello.url, connections: conns }, ...posts.map((post) => ({ ...post(path, body), connections: conns }))], rounds);
      row('Fastify hello world (peer)', conns, peer, peer);
      mine.forEach((f, i) => row(names[i] ? `${name} (${names[i]})` : name, conns, f, peer));
    }
  } finally {
    await Promise.all([stop(hello), ...products.map(stop)]);
    await dropBundle();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runApiLoad().catch((err) => { console.error(err); process.exitCode = 1; });
}
