import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../../scripts/build/server';
import { startServer, templateVariable, type ServerOptions } from './server';

/** True when something still listens on 127.0.0.1:port. */
export async function isPortBound(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(false)));
  });
}

/**
 * Starts the product once on an empty data directory (it migrates and seeds),
 * stops it (the database closes cleanly) and names the directory in the
 * variable `startServer` copies from.
 */
async function seedTemplate(options: ServerOptions): Promise<string> {
  const server = await startServer(options);
  await server.stop({ keepData: true });
  process.env[templateVariable(options)] = server.dataDir;
  return server.dataDir;
}

/**
 * Browser-test run guard: every server a test starts notes its port in
 * E2E_PORT_LOG; after the run, a port that is still bound means a server was
 * left running, and the run fails.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'lowcode-e2e-ports-'));
  const log = join(dir, 'ports.txt');
  writeFileSync(log, '');
  process.env.E2E_PORT_LOG = log;
  // The servers inherit it: each sign-in hashes at 2^12 instead of 2^17 (server/auth/password.ts).
  process.env.PASSWORD_SCRYPT_LOG2N ??= '12';
  // The servers run the bundle `npm start` runs, built from the sources as they are now.
  await buildServer();
  const templates = await Promise.all([{}, { demoRecords: true }].map((options) => seedTemplate(options)));
  return async () => {
    for (const template of templates) rmSync(template, { recursive: true, force: true });
    const ports = readFileSync(log, 'utf8').split('\n').filter(Boolean).map(Number);
    rmSync(dir, { recursive: true, force: true });
    const bound: number[] = [];
    for (const port of ports) if (await isPortBound(port)) bound.push(port);
    if (bound.length > 0) throw new Error(`servers left running after the browser tests on ports ${bound.join(', ')}`);
  };
}
