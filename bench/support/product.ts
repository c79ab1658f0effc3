import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildServer, bundledServerArgs } from '../../scripts/build/server';

const BENCH = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(BENCH, '..');

export interface RunningProduct { proc: ChildProcess; url: string; token: string }

let bundled: Promise<string> | undefined;
/**
 * `bench/api-load/serve.ts` bundled as `npm run build` bundles the server (no TypeScript
 * loader in the server or its worker threads), once per run: the folder holding it.
 */
export function bundledServe(): Promise<string> {
  bundled ??= (async () => {
    // inside the checkout: the bundle imports its packages from node_modules, found upwards from it
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'bench-api-bundle-'));
    await buildServer(dir, 'bench/api-load/serve.ts');
    return dir;
  })();
  return bundled;
}

/** Deletes the bundle `bundledServe` made, if any (after its servers stopped). */
export async function dropBundle(): Promise<void> {
  const dir = bundled;
  bundled = undefined;
  if (dir) rmSync(await dir, { recursive: true, force: true });
}

/**
 * Starts the product (bench/api-load/serve.ts, production mode, bundled as `npm start` runs
 * the server; BENCH_SERVER_FROM_SOURCE=1: the sources under tsx) as the leader of its own
 * process group with more environment; resolves with its URL and a signed-in token.
 */
export async function startProduct(env: Record<string, string>): Promise<RunningProduct> {
  // BENCH_PRODUCT_NODE_FLAGS: node flags for the product only (--cpu-prof, say)
  const flags = (process.env.BENCH_PRODUCT_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const entry = process.env.BENCH_SERVER_FROM_SOURCE === '1'
    ? ['--import', 'tsx', join(BENCH, 'api-load', 'serve.ts')]
    : bundledServerArgs(await bundledServe());
  const proc = spawn(process.execPath, [...flags, ...entry, 'product'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const line = await new Promise<string>((ok, fail) => {
    createInterface({ input: proc.stdout! }).once('line', ok);
    proc.once('exit', (code) => fail(new Error(`product exited (${code})`)));
  });
  return { proc, ...(JSON.parse(line) as { url: string; token: string }) };
}

/** Stops the process group (SIGTERM, then SIGKILL after 10 s) and deletes the bundle it ran from. */
export async function stopProduct(proc: ChildProcess): Promise<void> {
  await stopGroup(proc);
  await dropBundle();
}

function stopGroup(proc: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (proc.exitCode !== null) return ok();
    proc.once('exit', () => ok());
    try { process.kill(-proc.pid!, 'SIGTERM'); } catch { ok(); }
    setTimeout(() => { try { process.kill(-proc.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000).unref();
  });
}
