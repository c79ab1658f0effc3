import { AppError, installPack, translate, type InstallResult } from '../../server/index';
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
export type InstallOutcome = { ok: true; result: InstallResult; target: string } | { ok: false; message: string; problems: Problem[] };

function fieldErrorsOf(data: unknown): FieldError[] {
  const list = (data as { reqFieldErrorList?: unknown } | null)?.reqFieldErrorList;
  return Array.isArray(list) ? (list as FieldError[]) : [];
}

function refused(folder: PackFolder, message: string, data: unknown): InstallOutcome {
  return { ok: false, message, problems: fieldErrorsOf(data).map((e) => folder.locate(e.fields, e.message)) };
}

async function installLocally(folder: PackFolder, tenant: string): Promise<InstallOutcome> {
  const db = await openLocalDatabase();
  try {
    if (!(await tenantExists(db.data, tenant))) return { ok: false, message: `no tenant "${tenant}" in ${db.where}`, problems: [] };
    const result = await installPack(db.data, tenant, folder.pack);
    return { ok: true, result, target: `tenant ${tenant} (${db.where})` };
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
  return args.options.server ? installOnServer(folder, tenant, args) : installLocally(folder, tenant);
}

/** The lines an install prints. */
export function describeInstall(outcome: InstallOutcome): string[] {
  if (!outcome.ok) return [...outcome.problems.map(formatProblem), `install refused: ${outcome.message}`];
  const { result, target } = outcome;
  const functions = result.functions.map((code) => `${code} (version ${result.functionVersions[code]})`).join(', ');
  return [`installed ${result.packId} ${result.version} into ${target}`, `functions: ${functions}`];
}
