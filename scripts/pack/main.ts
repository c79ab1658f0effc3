import { parseArgs, UsageError } from './args';
import { diffCommand, installCommand, newCommand, validateCommand, type CommandResult } from './commands';

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

/** What one CLI run prints, and where: stdout when it succeeded, stderr otherwise. */
export interface PackCliOutcome {
  exitCode: number;
  text: string;
}

/**
 * Runs one pack CLI command line: exit code 0 when done, 1 when the pack or the
 * target refused, 2 on a wrong command line (with the usage). Reads DATA_DIR,
 * DATABASE_URL and INIT_CWD from the environment as the commands need them.
 */
export async function runPackCli(argv: string[]): Promise<PackCliOutcome> {
  try {
    const args = parseArgs(argv);
    const command = args.command && COMMANDS[args.command];
    if (!command) throw new UsageError(args.command ? `unknown command "${args.command}"` : 'no command');
    const { lines, exitCode } = await command(args);
    return { exitCode, text: lines.join('\n') };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { exitCode: 2, text: `${error.message}\n${USAGE}` };
  }
}
