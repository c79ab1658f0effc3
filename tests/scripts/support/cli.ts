import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

/** What one run of the pack CLI printed and how it ended. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, for assertions that do not care which. */
  output: string;
}

/** Where the CLI's database is: a SQLite data directory or a PostgreSQL URL. */
export interface CliDatabase {
  dataDir: string;
  url?: string;
}

/**
 * Runs `scripts/pack-cli.ts` in a child process as `npm run pack` would, typed
 * in `cwd` (INIT_CWD), against the given database.
 */
export function runPackCli(args: string[], db: CliDatabase, cwd: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: cwd, DATA_DIR: db.dataDir };
  delete env.DATABASE_URL;
  if (db.url) env.DATABASE_URL = db.url;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pack-cli.ts', ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr, output: stdout + stderr }));
  });
}
