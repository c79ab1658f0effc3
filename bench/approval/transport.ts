/**
 * How bench/approval-throughput.ts reaches the server: in process through `fastify.inject`,
 * or over real HTTP to the server started as `npm start` starts it (the bundle in dist-server/,
 * built here; `BENCH_SERVER_FROM_SOURCE=1`: `server/main.ts` under tsx) as its own process (its
 * own event loop, its request log at info to a file, keep-alive connections from this process).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type OpenedDatabase } from '../../server/index';
import { buildServer, bundledServerArgs } from '../../scripts/build/server';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Reply { status: number; body: string }

export interface Transport {
  post(path: string, body: string, headers: Record<string, string>): Promise<Reply>;
  /**
   * CPU seconds (user + system) the server has used so far: for HTTP the server process's
   * (Linux `/proc`; undefined elsewhere), for inject this process's. Less at the mercy of
   * other work on a shared machine than a rate is.
   */
  cpuSeconds(): number | undefined;
  close(): Promise<void>;
}

/** buildApp + inject, as the bench did first. */
export async function injectTransport(db: OpenedDatabase, dataDir: string): Promise<Transport> {
  const app = await buildApp({ db, dataDir, distDir: join(dataDir, 'no-dist') });
  return {
    async post(url, payload, headers) {
      const res = await app.inject({ method: 'POST', url, payload, headers });
      return { status: res.statusCode, body: res.body };
    },
    cpuSeconds: () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    },
    close: () => app.close(),
  };
}

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** utime + stime of a process from `/proc/<pid>/stat`, in seconds; undefined where there is no `/proc`. */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });
}

/** How the bench starts the server: the bundle `npm start` runs (built now), or the sources under tsx. */
async function serverCommand(): Promise<string[]> {
  if (process.env.BENCH_SERVER_FROM_SOURCE === '1') return ['--import', 'tsx', join(ROOT, 'server/main.ts')];
  await buildServer();
  return bundledServerArgs();
}

/**
 * Starts the server (`serverCommand`) on the scratch database (SQLite file in `dataDir`, or `postgresUrl`)
 * and posts over `connections` keep-alive sockets. The parent keeps its own handle on the
 * database for the bench's look-ups only.
 */
export async function httpTransport(dataDir: string, postgresUrl: string | undefined, connections: number): Promise<Transport> {
  const port = await freePort();
  const log = createWriteStream(join(dataDir, 'server.log'));
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...(await serverCommand())], {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_RECORDS: '0',
      DATABASE_URL: postgresUrl ?? '',
    },
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`server exited (${code}); see ${join(dataDir, 'server.log')}`))));
  exited.catch(() => undefined);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (path: string, body: string, headers: Record<string, string>) => new Promise<Reply>((ok, fail) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
  // Up once a request is answered at all (sign-out without a token: code 4), after migration and seed.
  for (let i = 0; ; i++) {
    try {
      await Promise.race([exited, post('/api/auth/logout', '{}', { 'content-type': 'application/json' })]);
      break;
    } catch (e) {
      if (child.exitCode !== null || i > 600) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    post,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    async close() {
      agent.destroy();
      if (child.exitCode !== null) return;
      const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
      process.kill(-child.pid!, 'SIGTERM');
      await gone;
      log.end();
    },
  };
}
