import { describe, expect, it } from 'vitest';
import type { PackFunction } from '@engine';
import { createDesignStore, diffEntry, HISTORY_LIMIT, isDirty, registerCommand, canUndo, canRedo } from '../../../designer/state';

const base: PackFunction = {
  code: 'demo', name: 'Demo', businessType: 'general', formType: 'standard', displayStyle: 'list', permissionRequired: false,
  menu: { displayName: 'Demo', directory: 'M30000000000000' }, fields: [], form: { type: 'object', properties: {} },
  list: { columns: [] }, search: [],
};

registerCommand<{ key: string }>('test.addField', {
  scope: 'form',
  execute: (fn, { key }) => ({
    ...fn,
    form: { ...fn.form, properties: { ...fn.form.properties, [key]: { type: 'string', title: key } } },
    fields: [...fn.fields, { name: key, type: 'text', identifier: key }],
  }),
});
registerCommand<{ name: string }>('test.rename', { scope: 'config', execute: (fn, { name }) => ({ ...fn, name }) });
registerCommand<{ flow?: unknown }>('test.flow', { scope: 'flow', execute: (fn, { flow }) => ({ ...fn, flow }) });

describe('designer store', () => {
  it('undoes and redoes the function edits in order, whichever area made them, restoring exact values', () => {
    const store = createDesignStore();
    store.getState().load(base);
    store.getState().dispatch('test.addField', { key: 'a' });
    store.getState().dispatch('test.rename', { name: 'Renamed' });
    store.getState().dispatch('test.addField', { key: 'b' });
    expect(Object.keys(store.getState().fn!.form.properties!)).toEqual(['a', 'b']);

    store.getState().undo();
    expect(Object.keys(store.getState().fn!.form.properties!)).toEqual(['a']);
    expect(store.getState().fn!.name).toBe('Renamed');
    store.getState().undo();
    expect(store.getState().fn!.name).toBe('Demo');
    store.getState().undo();
    expect(store.getState().fn).toEqual(base);

    store.getState().redo();
    store.getState().redo();
    store.getState().redo();
    expect(Object.keys(store.getState().fn!.form.properties!)).toEqual(['a', 'b']);
    expect(store.getState().fn!.fields.map((f) => f.identifier)).toEqual(['a', 'b']);
    expect(store.getState().fn!.name).toBe('Renamed');
  });

  it('drops the redo list on a new edit and records nothing for a no-op', () => {
    const store = createDesignStore();
    store.getState().load(base);
    store.getState().dispatch('test.rename', { name: 'X' });
    store.getState().undo();
    expect(canRedo(store.getState())).toBe(true);
    store.getState().dispatch('test.rename', { name: 'Y' });
    expect(canRedo(store.getState())).toBe(false);
    const before = store.getState().history;
    store.getState().dispatch('test.rename', { name: 'Y' });
    expect(store.getState().fn!.name).toBe('Y');
    // Same value, new object: the name key compares equal, so no entry is recorded.
    expect(store.getState().history).toBe(before);
  });

  it('removes a key that did not exist before when undoing its creation', () => {
    const store = createDesignStore();
    store.getState().load(base);
    store.getState().dispatch('test.flow', { flow: { version: 1 } });
    store.getState().undo();
    expect('flow' in store.getState().fn!).toBe(false);
    expect(canUndo(store.getState())).toBe(false);
  });

  it('tells unsaved edits and forgets them on save', () => {
    const store = createDesignStore();
    store.getState().load(base);
    expect(isDirty(store.getState())).toBe(false);
    store.getState().dispatch('test.rename', { name: 'Z' });
    expect(isDirty(store.getState())).toBe(true);
    store.getState().markSaved();
    expect(isDirty(store.getState())).toBe(false);
  });

  it('keeps at most HISTORY_LIMIT entries', () => {
    const store = createDesignStore();
    store.getState().load(base);
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) store.getState().dispatch('test.rename', { name: `n${i}` });
    expect(store.getState().history.done).toHaveLength(HISTORY_LIMIT);
  });

  it('refuses unknown commands and edits before loading', () => {
    const store = createDesignStore();
    expect(() => store.getState().dispatch('test.rename', { name: 'x' })).toThrow(/no function/);
    store.getState().load(base);
    expect(() => store.getState().dispatch('nope', {})).toThrow(/unknown command/);
  });

  it('diffs top-level keys by reference', () => {
    expect(diffEntry('x', base, { ...base })).toBeNull();
    expect(diffEntry('x', base, { ...base, search: [] })?.before).toEqual({ search: [] });
  });
});
