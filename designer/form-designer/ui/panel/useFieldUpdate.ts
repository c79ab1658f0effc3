import { designStore } from '../../../state';
import { FORM_COMMANDS } from '../../commands';
import type { FieldChanges } from '../../model/fieldProps';
import { toId, type NodePath } from '../../model/tree';
import { pathAfterRename } from '../../model/updateField';
import { useSelection } from '../FormDesignerContext';

/** Sends the panel's changes to the field at `path` as one `field.update`; a rename keeps the field selected. */
export function useFieldUpdate(path: NodePath): (changes: FieldChanges) => void {
  const { select } = useSelection();
  return (changes) => {
    const fn = designStore.getState().fn!;
    const next = changes.identifier !== undefined ? pathAfterRename(fn, path, changes.identifier) : path;
    designStore.getState().dispatch(FORM_COMMANDS.update, { path, changes });
    if (designStore.getState().fn !== fn && toId(next) !== toId(path)) select(toId(next));
  };
}
