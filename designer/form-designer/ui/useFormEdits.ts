import { useTranslation } from 'react-i18next';
import { designStore, useText } from '../../state';
import { FORM_COMMANDS } from '../commands';
import { paletteEntry, type PaletteKind } from '../model/fieldKinds';
import { nextKey, nextTitle } from '../model/naming';
import { flattenOutline, formOutline } from '../model/outline';
import { canHold, containerKind } from '../model/structure';
import { getNode, isInTable, toId, type NodePath } from '../model/tree';
import { useSelection } from './FormDesignerContext';

const state = () => designStore.getState();
const fnNow = () => state().fn!;

/** The form designer's edits as the UI makes them: each dispatches one command and keeps the selection on the result. */
export function useFormEdits() {
  const { t } = useTranslation();
  const text = useText();
  const { selected, select } = useSelection();

  /** The titles used in the scope a new node joins (as shown), so a new title is unique. */
  const takenTitles = (parent: NodePath) => {
    const inTable = containerKind(fnNow().form, parent) === 'table';
    const nodes = flattenOutline(formOutline(fnNow())).filter((n) => (inTable ? n.kind === 'column' && toId(n.path.slice(0, -1)) === toId(parent) : n.kind === 'field' || n.kind === 'subTable'));
    return [...nodes.map((n) => text(n.title)), ...(inTable ? [] : fnNow().fields.map((f) => text(f.name)))];
  };

  const add = (kind: PaletteKind, parent: NodePath, index?: number) => {
    const fn = fnNow();
    const key = nextKey(fn, parent, kind === 'grid' ? 'grid' : 'field');
    const title = kind === 'grid' ? '' : nextTitle(takenTitles(parent), t(`designer.form.types.${kind}`));
    const texts = { addRow: t('designer.form.defaults.addRow'), operations: t('designer.form.defaults.operations') };
    state().dispatch(FORM_COMMANDS.add, { kind, parent, index, key, title, texts });
    const after = fnNow();
    if (after === fn) return;
    const added = flattenOutline(formOutline(after)).find((n) => toId(n.path.slice(0, -1)) === toId(parent) && (n.key === key || n.identifier === key));
    select(added?.id ?? null);
  };

  /** Where a palette click adds: the selected container, else the container of the selected node, else the form. */
  const clickTarget = (kind: PaletteKind): NodePath => {
    const entry = paletteEntry(kind);
    const movingKind = kind === 'grid' ? 'grid' : kind === 'subTable' ? 'subTable' : 'field';
    const form = fnNow().form;
    const path = selected ? selected.split('/') : [];
    const candidates: NodePath[] = [];
    if (path.length && getNode(form, path)) {
      candidates.push(path);
      if (isInTable(form, path) || path.length > 1) candidates.push(path.slice(0, -1));
    }
    const fit = candidates.find((p) => {
      const c = containerKind(form, p);
      return c && entry && canHold(c, { kind: movingKind, type: kind });
    });
    return fit ?? [];
  };

  const remove = (path: NodePath) => {
    state().dispatch(FORM_COMMANDS.remove, { path });
    if (selected && (selected === toId(path) || selected.startsWith(`${toId(path)}/`))) select(null);
  };

  const duplicate = (path: NodePath, identifier: string, title: string | undefined) => {
    const fn = fnNow();
    const parent = path.slice(0, -1);
    const key = nextKey(fn, parent, identifier.replace(/_\d+$/, ''));
    const copyTitle = nextTitle(takenTitles(parent), `${text(title) || identifier} ${t('designer.form.canvas.copySuffix')}`);
    state().dispatch(FORM_COMMANDS.duplicate, { path, key, title: copyTitle });
    const added = flattenOutline(formOutline(fnNow())).find((n) => n.identifier === key && toId(n.path.slice(0, -1)) === toId(parent));
    if (added) select(added.id);
  };

  const move = (from: NodePath, to: NodePath, index: number) => {
    const fn = fnNow();
    const before = flattenOutline(formOutline(fn)).find((n) => n.id === toId(from));
    state().dispatch(FORM_COMMANDS.move, { from, to, index });
    if (fnNow() === fn || !before) return false;
    const moved = flattenOutline(formOutline(fnNow())).find((n) => toId(n.path.slice(0, -1)) === toId(to)
      && (before.identifier ? n.identifier === before.identifier : n.key === before.key));
    if (moved) select(moved.id);
    return true;
  };

  return { add, clickTarget, remove, duplicate, move };
}
