import { Registry } from '../../engine/index';
import type { PackFunction } from '../../engine/index';
import type { EditScope } from './history';

/**
 * A designer edit (CONVENTIONS: "designer edits go through commands"): a
 * dotted name (`field.add`, `node.delete`), the scope whose undo history it
 * joins, and a pure `execute` returning the changed function (never mutating).
 */
export interface CommandHandler<P = unknown> {
  scope: EditScope;
  execute(fn: PackFunction, params: P): PackFunction;
}

export const commandHandlers = new Registry<CommandHandler<never>>('designer command');

/** Registers a command; areas call this at module load (override: hot reloads re-run modules). */
export function registerCommand<P>(name: string, handler: CommandHandler<P>): void {
  commandHandlers.register(name, handler as CommandHandler<never>, { override: true });
}
