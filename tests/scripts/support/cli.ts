import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { runPackCli as runCommandLine } from '../../../scripts/pack/main';

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

/**
 * The same command line run in this process (no process start-up per call), with the
 * environment a child would get set for the call's duration. The CLI entry point itself
 * is covered by `runPackCli` in a child process.
 */
export async function runPackCliHere(args: string[], db: CliDatabase, cwd: string): Promise<CliRun> {
  const saved = { INIT_CWD: process.env.INIT_CWD, DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  process.env.INIT_CWD = cwd;
  process.env.DATA_DIR = db.dataDir;
  if (db.url) process.env.DATABASE_URL = db.url;
  else delete process.env.DATABASE_URL;
  try {
    const { exitCode, text } = await runCommandLine(args);
    const out = `${text}\n`;
    return exitCode === 0 ? { code: 0, stdout: out, stderr: '', output: out } : { code: exitCode, stdout: '', stderr: out, output: out };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
