/** A command line split into its command, positional words and `--name value` options. */
export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  options: Record<string, string>;
}

/** Thrown for a command line the CLI cannot run; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

/** Options that take no value (`--demo`). */
const FLAGS = ['demo'];

/** Parses `validate <dir>`, `install <dir> --tenant acme`, `--server=http://...` alike. */
export function parseArgs(argv: string[]): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (!word.startsWith('--')) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    if (eq > 0) {
      options[word.slice(2, eq)] = word.slice(eq + 1);
      continue;
    }
    if (FLAGS.includes(word.slice(2))) {
      options[word.slice(2)] = 'true';
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${word} needs a value`);
    options[word.slice(2)] = value;
    i++;
  }
  return { command: positionals.shift(), positionals, options };
}

/** The one positional a command takes, or a usage error naming it. */
export function onePositional(args: ParsedArgs, name: string): string {
  if (args.positionals.length !== 1) throw new UsageError(`${args.command} takes one ${name}`);
  return args.positionals[0];
}

/** Refuses options the command does not know, so a typo is not silently ignored. */
export function allowOptions(args: ParsedArgs, known: string[]): void {
  const unknown = Object.keys(args.options).filter((o) => !known.includes(o));
  if (unknown.length) throw new UsageError(`unknown option --${unknown[0]} for ${args.command}`);
}
