import { registerCommand } from '../../state';
import { removeColumn, reorderColumns, setDefaultSort, updateColumn } from './listCommands';
import { addSearch, moveSearch, removeSearch, updateSearch } from './searchCommands';
import {
  addButton, addRelated, moveButton, removeButton, removeRelated, removeSerial, updateButton, updateRelated, updateSerial,
} from './itemCommands';
import { setActions, setFormRules, setPrint, setStateField } from './rulesCommands';

/** The commands of the configuration panels, all in the 'config' area. */
export const CONFIG_COMMANDS = {
  'list.update': updateColumn,
  'list.reorder': reorderColumns,
  'list.defaultSort': setDefaultSort,
  'list.removeColumn': removeColumn,
  'search.add': addSearch,
  'search.update': updateSearch,
  'search.remove': removeSearch,
  'search.move': moveSearch,
  'button.add': addButton,
  'button.update': updateButton,
  'button.remove': removeButton,
  'button.move': moveButton,
  'serial.update': updateSerial,
  'serial.remove': removeSerial,
  'related.add': addRelated,
  'related.update': updateRelated,
  'related.remove': removeRelated,
  'rules.set': setFormRules,
  'actions.set': setActions,
  'stateField.set': setStateField,
  'print.set': setPrint,
} as const;

export type ConfigCommand = keyof typeof CONFIG_COMMANDS;
export type ConfigParams<C extends ConfigCommand> = Parameters<(typeof CONFIG_COMMANDS)[C]>[1];

let registered = false;

/** Registers the panels' commands with the designer store (once). */
export function registerConfigCommands(): void {
  if (registered) return;
  registered = true;
  for (const [name, execute] of Object.entries(CONFIG_COMMANDS)) {
    registerCommand(name, { scope: 'config', execute: execute as never });
  }
}

registerConfigCommands();

export * from './listCommands';
export * from './searchCommands';
export * from './itemCommands';
export * from './rulesCommands';
