import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const BENCH = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(BENCH, '..');

export interface RunningProduct { proc: ChildProcess; url: string; token: string }

/**
 * Starts the product (bench/api-load/serve.ts, production mode) as the leader of its own
 * process group with more environment; resolves with its URL and a signed-in token.
 */
export async function startProduct(env: Record<string, string>): Promise<RunningProduct> {
  // BENCH_PRODUCT_NODE_FLAGS: node flags for the product only (--cpu-prof, say)
  const flags = (process.env.BENCH_PRODUCT_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...flags, '--import', 'tsx', join(BENCH, 'api-load', 'serve.ts'), 'product'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const line = await new Promise<string>((ok, fail) => {
    createInterface({ input: proc.stdout! }).once('line', ok);
    proc.once('exit', (code) => fail(new Error(`product exited (${code})`)));
  });
  return { proc, ...(JSON.parse(line) as { url: string; token: string }) };
}

/** Stops the process group: SIGTERM, then SIGKILL after 10 s. */
export function stopProduct(proc: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (proc.exitCode !== null) return ok();
    proc.once('exit', () => ok());
    try { process.kill(-proc.pid!, 'SIGTERM'); } catch { ok(); }
    setTimeout(() => { try { process.kill(-proc.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000).unref();
  });
}
