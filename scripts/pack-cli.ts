/**
 * The implementers' pack CLI (`npm run pack -- <command>`): validate a pack
 * folder, install it into a tenant, see what an upgrade would change, start a
 * new pack. Exit code 0 when done, 1 when the pack or the target refused, 2 on
 * a wrong command line. See docs/packs.md.
 */
import { parseArgs, UsageError } from './pack/args';
import { diffCommand, installCommand, newCommand, validateCommand, type CommandResult } from './pack/commands';

const USAGE = `usage: npm run pack -- <command>
  validate <dir>                          check a pack folder; problems as file:line:column message
  install <dir> --tenant <code>           install or upgrade it in the local database (DATA_DIR / DATABASE_URL)
          [--demo]                        ... and make the records of the folder's demo.json in that tenant
          [--server <url> --user <name> --password <pw>]   ... or in a running server, as a tenant administrator
  diff <dir> --tenant <code>              what installing it over the tenant's copy would change
  new <id> [--dir <parent>]               a new pack skeleton in <parent>/<id> (default schemas/<id>)`;

const COMMANDS: Record<string, (args: ReturnType<typeof parseArgs>) => Promise<CommandResult>> = {
  validate: validateCommand,
  install: installCommand,
  diff: diffCommand,
  new: newCommand,
};

async function main(argv: string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    const command = args.command && COMMANDS[args.command];
    if (!command) throw new UsageError(args.command ? `unknown command "${args.command}"` : 'no command');
    const { lines, exitCode } = await command(args);
    (exitCode === 0 ? console.log : console.error)(lines.join('\n'));
    return exitCode;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error: unknown) => { console.error(error); process.exitCode = 1; },
);
