import { describe, expect, it } from 'vitest';
import { dataFields, type PackFunction } from '@engine';
import { createDesignStore } from '../../../designer/state';
import {
  FORM_COMMANDS, flattenOutline, formOutline, moveNode, readFieldProps, updateField, type FieldChanges,
} from '../../../designer/form-designer';
import { PACKS, readPack } from './support';

const functions = PACKS.flatMap((dir) => readPack(dir).functions.map((fn) => [`${dir} ${fn.code}`, fn] as [string, PackFunction]));

describe.each(functions)('%s opens in the form designer unchanged', (_name, original) => {
  const copy = () => JSON.parse(JSON.stringify(original)) as PackFunction;

  it('loads and exports a deep-equal function, every value field on the canvas', () => {
    const store = createDesignStore();
    store.getState().load(copy());
    const nodes = flattenOutline(formOutline(store.getState().fn!));
    const shown = nodes.filter((n) => n.kind === 'field' || n.kind === 'subTable').map((n) => n.identifier);
    expect(shown).toEqual(dataFields(original.form).map((d) => d.key));
    for (const table of nodes.filter((n) => n.kind === 'subTable')) {
      const columns = dataFields(original.form).find((d) => d.key === table.identifier)!.schema.items!;
      expect(table.children!.map((c) => c.identifier)).toEqual(dataFields(columns).filter((d) => d.schema.type !== 'void').map((d) => d.key));
    }
    expect(store.getState().fn).toEqual(original);
  });

  it('keeps every field as it is when the property panel writes back what it read', () => {
    const fn = copy();
    for (const node of flattenOutline(formOutline(fn)).filter((n) => n.identifier)) {
      const { kind: _k, type: _t, ...props } = readFieldProps(fn, node.path)!;
      expect(updateField(fn, { path: node.path, changes: props as FieldChanges })).toBe(fn);
    }
  });

  it('comes back equal after moving each top-level node to the end and undoing', () => {
    const store = createDesignStore();
    store.getState().load(copy());
    const top = formOutline(store.getState().fn!);
    for (const node of top) store.getState().dispatch(FORM_COMMANDS.move, { from: node.path, to: [], index: top.length - 1 });
    expect(Object.keys(store.getState().fn!.form.properties!)).toEqual(top.map((n) => n.key));
    for (const _ of top) store.getState().undo();
    expect(store.getState().fn).toEqual(original);
    expect(moveNode(store.getState().fn!, { from: top[0].path, to: [], index: 0 }).form).toEqual(original.form);
  });
});
