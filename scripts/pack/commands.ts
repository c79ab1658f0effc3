import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInstalledPack } from '../../server/index';
import { allowOptions, onePositional, UsageError, type ParsedArgs } from './args';
import { diffPack, formatChange } from './diff';
import { describeInstall, installPackFolder } from './install';
import { openLocalDatabase, tenantExists } from './localDatabase';
import { displayPath, formatProblem, userPath } from './problems';
import { readPackFolder, type PackFolder } from './readPack';
import { packSkeleton } from './skeleton';
import { validatePackFolder } from './validate';

/** What a command prints and the exit code it ends with (0 done, 1 the pack or the target said no). */
export interface CommandResult {
  lines: string[];
  exitCode: number;
}

/** The pack id pattern of the meta-schema (`$defs/code`). */
const PACK_ID = /^[a-z][a-zA-Z0-9_-]{0,63}$/;

function checked(dir: string): { folder: PackFolder; failure?: CommandResult } {
  const folder = readPackFolder(userPath(dir));
  const problems = validatePackFolder(folder);
  if (!problems.length) return { folder };
  return { folder, failure: { lines: [...problems.map(formatProblem), `${problems.length} problem(s) in ${displayPath(folder.dir)}`], exitCode: 1 } };
}

/** `validate <dir>`: every problem as `file:line:column message`. */
export async function validateCommand(args: ParsedArgs): Promise<CommandResult> {
  allowOptions(args, []);
  const { folder, failure } = checked(onePositional(args, 'pack folder'));
  return failure ?? { lines: [`${displayPath(folder.dir)}: pack ${String(folder.pack?.id)} ${String(folder.pack?.version)} is valid`], exitCode: 0 };
}

/** `install <dir> --tenant <code> [--demo] [--server <url> --user <name> --password <pw>]`. */
export async function installCommand(args: ParsedArgs): Promise<CommandResult> {
  allowOptions(args, ['tenant', 'server', 'user', 'password', 'demo']);
  if (!args.options.tenant) throw new UsageError('install needs --tenant <code>');
  const { folder, failure } = checked(onePositional(args, 'pack folder'));
  if (failure) return failure;
  const outcome = await installPackFolder(folder, args);
  return { lines: describeInstall(outcome), exitCode: outcome.ok ? 0 : 1 };
}

/** `diff <dir> --tenant <code>`: what installing the folder over the tenant's copy would change. */
export async function diffCommand(args: ParsedArgs): Promise<CommandResult> {
  allowOptions(args, ['tenant']);
  const tenant = args.options.tenant;
  if (!tenant) throw new UsageError('diff needs --tenant <code>');
  const { folder, failure } = checked(onePositional(args, 'pack folder'));
  if (failure) return failure;
  const pack = folder.pack as unknown as Parameters<typeof diffPack>[1] & { id: string; version: string };
  const db = await openLocalDatabase();
  try {
    if (!(await tenantExists(db.data, tenant))) return { lines: [`no tenant "${tenant}" in ${db.where}`], exitCode: 1 };
    const installed = await readInstalledPack(db.data, tenant, pack.id);
    const head = installed
      ? `${pack.id}: ${installed.version} installed in tenant ${tenant} -> ${pack.version}`
      : `${pack.id}: not installed in tenant ${tenant}; installing ${pack.version} adds everything`;
    const changes = diffPack(installed ?? { functions: [], menus: [] }, pack).map(formatChange);
    return { lines: [head, ...(changes.length ? changes : ['no changes to functions, fields or menus'])], exitCode: 0 };
  } finally {
    await db.close();
  }
}

/** `new <id> [--dir <parent>]`: a pack skeleton in `<parent>/<id>` (default `schemas/<id>`). */
export async function newCommand(args: ParsedArgs): Promise<CommandResult> {
  allowOptions(args, ['dir']);
  const id = onePositional(args, 'pack id');
  if (!PACK_ID.test(id)) return { lines: [`"${id}" is not a pack id: a lower-case letter, then letters, digits, - or _ (64 at most)`], exitCode: 1 };
  // Without --dir the pack goes where packs live in this repository.
  const dir = args.options.dir ? userPath(join(args.options.dir, id)) : join(process.cwd(), 'schemas', id);
  if (existsSync(dir)) return { lines: [`${displayPath(dir)} already exists`], exitCode: 1 };
  const { pack, locales } = packSkeleton(id);
  mkdirSync(join(dir, 'locales'), { recursive: true });
  const write = (file: string, value: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  write('pack.json', pack);
  for (const [lang, texts] of Object.entries(locales)) write(join('locales', `${lang}.json`), texts);
  const shown = displayPath(dir);
  return { lines: [`created ${shown}: pack.json and locales/{${Object.keys(locales).join(',')}}.json`, `next: npm run pack -- validate ${shown}`], exitCode: 0 };
}
