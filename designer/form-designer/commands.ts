import { registerCommand } from '../state';
import { addNode, duplicateNode, moveNode, removeNode, type AddParams, type DuplicateParams, type MoveParams, type RemoveParams } from './model/operations';
import { updateField, type UpdateParams } from './model/updateField';
import { updateGrid, type GridParams } from './model/updateGrid';

/** The form designer's commands (scope `form`): every edit of the form goes through one of these. */
export const FORM_COMMANDS = {
  add: 'field.add',
  move: 'field.move',
  remove: 'field.remove',
  duplicate: 'field.duplicate',
  update: 'field.update',
  grid: 'grid.update',
} as const;

let registered = false;

/** Registers the form commands with the designer store (once; importing the designer does it). */
export function registerFormCommands(): void {
  if (registered) return;
  registered = true;
  registerCommand<AddParams>(FORM_COMMANDS.add, { scope: 'form', execute: addNode });
  registerCommand<MoveParams>(FORM_COMMANDS.move, { scope: 'form', execute: moveNode });
  registerCommand<RemoveParams>(FORM_COMMANDS.remove, { scope: 'form', execute: removeNode });
  registerCommand<DuplicateParams>(FORM_COMMANDS.duplicate, { scope: 'form', execute: duplicateNode });
  registerCommand<UpdateParams>(FORM_COMMANDS.update, { scope: 'form', execute: updateField });
  registerCommand<GridParams>(FORM_COMMANDS.grid, { scope: 'form', execute: updateGrid });
}

registerFormCommands();
