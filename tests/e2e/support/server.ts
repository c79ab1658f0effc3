import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledServerArgs } from '../../../scripts/build/server';

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (its SQLite file, uploads, `sms-outbox.jsonl`). */
  dataDir: string;
  /** Stops every process it started; the data directory goes too unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/openapi.json`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start in time:\n${log()}`);
}

/** Sends a signal to the child's whole process group (it leads one: spawned detached). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is already gone */
  }
}

/** Stops the group: SIGTERM, then SIGKILL if it has not exited within 10 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  // whatever the leader left behind in its group goes too
  signalGroup(child, 'SIGKILL');
}

export interface ServerOptions {
  /** The packs' demo records (default off: most suites count rows and tasks). */
  demoRecords?: boolean;
  /** More environment for the server (an OpenID Connect provider, limits). */
  env?: Record<string, string>;
  /** Run on this PostgreSQL database instead of a fresh SQLite file (several processes on one database). */
  databaseUrl?: string;
}

/** The environment variable naming the seeded data directory the global setup made for these options. */
export const templateVariable = (options: ServerOptions) => (options.demoRecords ? 'E2E_TEMPLATE_DEMO' : 'E2E_TEMPLATE_PLAIN');

/**
 * Starts the real product as `npm start` runs it (the server bundle in `dist-server/`,
 * built by the global setup, serving the built `dist/`) on a free port with a fresh
 * embedded SQLite database in a temporary DATA_DIR (or on `databaseUrl`). Node runs
 * it directly (no `npx` wrapper) as the leader of its own process group, so `stop()`
 * ends every process it started. The port is
 * noted in `E2E_PORT_LOG` so the global teardown can check nothing still listens.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lowcode-e2e-'));
  // Seeding (migrations, demo tenants, every pack) is the slow part of a start: the global
  // setup seeded a data directory once per kind, and each server starts from a copy of it.
  const template = process.env[templateVariable(options)];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  // The packs' demo records only where a test asks for them: the other suites count rows and tasks.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_RECORDS: options.demoRecords ? '1' : '0', ...options.env };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, bundledServerArgs(), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (process.env.E2E_PORT_LOG) appendFileSync(process.env.E2E_PORT_LOG, `${port}\n`);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (err) {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    dataDir,
    async stop({ keepData = false } = {}) {
      await stopGroup(child);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
