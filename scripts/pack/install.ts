import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackDemo } from '../../engine/index';
import { AppError, installPack, runPackDemo, translate, type InstallResult } from '../../server/index';
import { UsageError, type ParsedArgs } from './args';
import { openLocalDatabase, tenantExists } from './localDatabase';
import { formatProblem, type Problem } from './problems';
import type { PackFolder } from './readPack';
import { installRemotely, RemoteError, signIn } from './remote';

/** One entry of the server's `reqFieldErrorList` for a pack: `fields` is a JSON pointer. */
interface FieldError {
  fields: string;
  message: string;
}

/** The outcome of an install: the result, or the problems and message to print. */
export type InstallOutcome = { ok: true; result: InstallResult; target: string; demo?: string } | { ok: false; message: string; problems: Problem[] };

function fieldErrorsOf(data: unknown): FieldError[] {
  const list = (data as { reqFieldErrorList?: unknown } | null)?.reqFieldErrorList;
  return Array.isArray(list) ? (list as FieldError[]) : [];
}

function refused(folder: PackFolder, message: string, data: unknown): InstallOutcome {
  return { ok: false, message, problems: fieldErrorsOf(data).map((e) => folder.locate(e.fields, e.message)) };
}

const MAX_DEMO_BYTES = 4 * 1024 * 1024;

/** The folder's `demo.json` for `--demo`, or why it cannot be used. */
function readDemo(folder: PackFolder): PackDemo | string {
  const file = join(folder.dir, 'demo.json');
  if (!existsSync(file)) return `--demo: ${file} not found`;
  const text = readFileSync(file, 'utf8');
  if (text.length > MAX_DEMO_BYTES) return `--demo: ${file} is larger than ${MAX_DEMO_BYTES} bytes`;
  let demo: PackDemo;
  try {
    demo = JSON.parse(text) as PackDemo;
  } catch (error) {
    return `--demo: ${file}: ${(error as Error).message}`;
  }
  if (!demo || !Array.isArray(demo.records)) return `--demo: ${file} has no "records" list`;
  if (demo.pack !== folder.pack?.id) return `--demo: ${file} is the demo of pack "${String(demo.pack)}"`;
  return demo;
}

async function installLocally(folder: PackFolder, tenant: string, withDemo: boolean): Promise<InstallOutcome> {
  const db = await openLocalDatabase();
  try {
    if (!(await tenantExists(db.data, tenant))) return { ok: false, message: `no tenant "${tenant}" in ${db.where}`, problems: [] };
    const demo = withDemo ? readDemo(folder) : undefined;
    if (typeof demo === 'string') return { ok: false, message: demo, problems: [] };
    const result = await installPack(db.data, tenant, folder.pack);
    const target = `tenant ${tenant} (${db.where})`;
    if (!demo) return { ok: true, result, target };
    try {
      const made = await runPackDemo(db.data, tenant, demo, Date.now());
      return { ok: true, result, target, demo: made ? `demo records made (${demo.records.length})` : 'demo records skipped: the tenant lacks a user the demo names' };
    } catch (error) {
      return { ok: false, message: `installed, but the demo records stopped: ${(error as Error).message}`, problems: [] };
    }
  } catch (error) {
    if (error instanceof AppError) return refused(folder, translate('en-US', error.key, error.params), error.data);
    throw error;
  } finally {
    await db.close();
  }
}

async function installOnServer(folder: PackFolder, tenant: string, args: ParsedArgs): Promise<InstallOutcome> {
  const { server, user, password } = args.options;
  if (!user || !password) throw new UsageError('--server needs --user and --password (a tenant administrator)');
  try {
    const token = await signIn(server, user, password, tenant);
    const result = await installRemotely<InstallResult>(server, token, folder.pack);
    return { ok: true, result, target: `tenant ${tenant} on ${server}` };
  } catch (error) {
    if (error instanceof RemoteError) return refused(folder, `${server}: ${error.message}`, error.data);
    // fetch fails with a TypeError whose cause says why (refused, unknown host, timeout).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (error instanceof Error) return { ok: false, message: `${server}: ${cause?.code ?? cause?.message ?? error.message}`, problems: [] };
    throw error;
  }
}

/** Installs a checked pack into a tenant of the local database, or of a running server with `--server`. */
export function installPackFolder(folder: PackFolder, args: ParsedArgs): Promise<InstallOutcome> {
  const tenant = args.options.tenant;
  if (!tenant) throw new UsageError('install needs --tenant <code>');
  if (args.options.demo && args.options.server) throw new UsageError('--demo makes the records in the local database; it does not go with --server');
  return args.options.server ? installOnServer(folder, tenant, args) : installLocally(folder, tenant, Boolean(args.options.demo));
}

/** The lines an install prints. */
export function describeInstall(outcome: InstallOutcome): string[] {
  if (!outcome.ok) return [...outcome.problems.map(formatProblem), `install refused: ${outcome.message}`];
  const { result, target } = outcome;
  const functions = result.functions.map((code) => `${code} (version ${result.functionVersions[code]})`).join(', ');
  return [`installed ${result.packId} ${result.version} into ${target}`, `functions: ${functions}`, ...(outcome.demo ? [outcome.demo] : [])];
}
