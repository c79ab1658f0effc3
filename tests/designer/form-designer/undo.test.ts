import { describe, expect, it } from 'vitest';
import type { PackFunction } from '@engine';
import { commandHandlers, createDesignStore } from '../../../designer/state';
import { FORM_COMMANDS } from '../../../designer/form-designer';
import { deepFreeze, readPack } from './support';

const reimbursement = () => readPack('schemas/reimbursement').functions[0];

/** One call of every form command on the reimbursement form. */
const CALLS: [string, unknown][] = [
  [FORM_COMMANDS.add, { kind: 'percent', parent: ['grid'], index: 2, key: 'rate', title: 'Rate' }],
  [FORM_COMMANDS.add, { kind: 'date', parent: ['lines'], index: 1, key: 'spentOn', title: 'Spent on' }],
  [FORM_COMMANDS.add, { kind: 'grid', parent: [], key: 'grid_2', title: '' }],
  [FORM_COMMANDS.move, { from: ['grid', 'reason'], to: [], index: 0 }],
  [FORM_COMMANDS.move, { from: ['lines', 'c_summary'], to: ['lines'], index: 0 }],
  [FORM_COMMANDS.move, { from: ['grid', 'location'], to: ['lines'], index: 2 }],
  [FORM_COMMANDS.move, { from: ['lines', 'c_subject'], to: ['grid'], index: 1 }],
  [FORM_COMMANDS.remove, { path: ['grid', 'vehicle'] }],
  [FORM_COMMANDS.remove, { path: ['grid'] }],
  [FORM_COMMANDS.remove, { path: ['lines', 'c_amount'] }],
  [FORM_COMMANDS.duplicate, { path: ['grid', 'project'], key: 'project2', title: 'Project 2' }],
  [FORM_COMMANDS.duplicate, { path: ['lines', 'c_type'], key: 'type2', title: 'Type 2' }],
  [FORM_COMMANDS.update, { path: ['grid', 'days'], changes: { title: 'Days away', required: false, decimals: 1, gridSpan: 2 } }],
  [FORM_COMMANDS.update, { path: ['grid', 'project'], changes: { identifier: 'projectName', searchable: false } }],
  [FORM_COMMANDS.update, { path: ['lines', 'c_subject'], changes: { identifier: 'topic', title: 'Topic', width: 200 } }],
  [FORM_COMMANDS.update, { path: ['grid', 'vehicle'], changes: { lookup: { enum: 'vehicleKind' }, defaultValue: 'car' } }],
  [FORM_COMMANDS.grid, { path: ['grid'], maxColumns: 3 }],
];

describe('form commands', () => {
  it.each(CALLS)('%s executes purely: the input stays as it was and the result is new', (name, params) => {
    const fn = deepFreeze(reimbursement());
    const before = JSON.stringify(fn);
    const next = commandHandlers.get(name)!.execute(fn, params as never);
    expect(JSON.stringify(fn)).toBe(before);
    expect(next).not.toBe(fn);
    expect(JSON.stringify(next)).not.toBe(before);
    // Parts the command did not touch keep their references (the history diffs by reference);
    // a new identifier is followed into the flow, which names the reimbursement's fields.
    const renames = (params as { changes?: { identifier?: string } }).changes?.identifier !== undefined;
    for (const key of ['flow', 'buttons', 'code', 'menu'] as const) if (!(renames && key === 'flow')) expect(next[key]).toBe(fn[key]);
  });

  it.each(CALLS)('%s is undone and redone exactly through the store', (name, params) => {
    const store = createDesignStore();
    const original = reimbursement();
    store.getState().load(original);
    store.getState().dispatch(name, params);
    const after = store.getState().fn as PackFunction;
    store.getState().undo();
    expect(store.getState().fn).toEqual(original);
    expect(store.getState().fn!.form).toBe(original.form);
    store.getState().redo();
    expect(store.getState().fn).toEqual(after);
    expect(store.getState().history.done.map((e) => e.name)).toEqual([name]);
  });

  it('undoes a whole session step by step back to the pack', () => {
    const store = createDesignStore();
    const original = reimbursement();
    store.getState().load(original);
    for (const [name, params] of CALLS) store.getState().dispatch(name, params);
    const done = store.getState().history.done.length;
    expect(done).toBeGreaterThan(10);
    for (let i = 0; i < done; i += 1) store.getState().undo();
    expect(store.getState().fn).toEqual(original);
  });

  it('refuses an edit that would break the form: nothing is recorded', () => {
    const store = createDesignStore();
    store.getState().load(reimbursement());
    const refused: [string, unknown][] = [
      [FORM_COMMANDS.update, { path: ['grid', 'days'], changes: { identifier: 'project' } }],
      [FORM_COMMANDS.update, { path: ['grid', 'days'], changes: { identifier: '9days' } }],
      [FORM_COMMANDS.update, { path: ['grid', 'days'], changes: { title: 'reimbursement.fields.project' } }],
      [FORM_COMMANDS.update, { path: ['grid', 'days'], changes: { title: '  ' } }],
      [FORM_COMMANDS.add, { kind: 'text', parent: [], key: 'total', title: 'Total again' }],
      [FORM_COMMANDS.add, { kind: 'grid', parent: ['grid'], key: 'inner', title: '' }],
      [FORM_COMMANDS.add, { kind: 'subTable', parent: ['lines'], key: 'inner', title: 'Inner' }],
      [FORM_COMMANDS.move, { from: ['lines'], to: ['lines'], index: 0 }],
      [FORM_COMMANDS.move, { from: ['grid', 'days'], to: ['lines'], index: 0 }],
    ];
    // days -> lines is allowed (a number column); make the table hold a "days" first so the key clashes.
    store.getState().dispatch(FORM_COMMANDS.add, { kind: 'number', parent: ['lines'], key: 'days', title: 'Days column' });
    const done = store.getState().history.done.length;
    const fn = store.getState().fn;
    for (const [name, params] of refused) store.getState().dispatch(name, params);
    expect(store.getState().fn).toBe(fn);
    expect(store.getState().history.done.length).toBe(done);
  });
});
