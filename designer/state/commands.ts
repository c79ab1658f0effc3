import { Registry } from '../../engine/index';
import type { PackFunction } from '../../engine/index';
import type { EditScope } from './history';

/**
 * A designer edit (CONVENTIONS: "designer edits go through commands"): a
 * dotted name (`field.add`, `node.delete`), the area it belongs to (the tab
 * its history entries name when the page does not say), and a pure
 * `execute` returning the changed function (never mutating).
 */
export interface CommandHandler<P = unknown> {
  scope: EditScope;
  execute(fn: PackFunction, params: P): PackFunction;
}

export const commandHandlers = new Registry<CommandHandler<never>>('designer command');

/** Registers a command; areas call this once, at module load. A second command of the same name throws. */
export function registerCommand<P>(name: string, handler: CommandHandler<P>): void {
  commandHandlers.register(name, handler as CommandHandler<never>);
}
