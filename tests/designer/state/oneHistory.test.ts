import { describe, expect, it } from 'vitest';
import type { FlowDefinition, PackFunction } from '@engine';
import { createDesignStore, registerCommand } from '../../../designer/state';
import { FORM_COMMANDS } from '../../../designer/form-designer';
import '../../../designer/config-panels/commands';
import '../../../designer/flow-designer/commands';
import { findNode } from '../../../designer/flow-designer/model';
import { overtime } from '../config-panels/fixture';

/** The overtime function with a flow whose approver is skipped for short requests and sees the hours. */
function withFlow(): PackFunction {
  const flow: FlowDefinition = {
    version: 1,
    root: {
      type: 'start', id: 'start', name: 'Start', initiatorsMode: 'everyone', initiators: [], fieldPermissions: { hours: 'editable' },
      next: {
        type: 'approver', id: 'approver1', name: 'Approver', approvers: [{ kind: 'initiator' }], method: { kind: 'orSign' },
        emptyApprover: 'toAdmin', autoApprove: {}, fieldPermissions: { hours: 'visible' },
        skipRules: [{ relation: 'and', conditions: [{ field: 'hours', op: 'lt', value: 1 }] }], next: null,
      },
    },
  };
  return { ...overtime(), flow };
}

function session(fn: PackFunction) {
  const store = createDesignStore();
  store.getState().load(fn);
  const s = () => store.getState();
  const on = (tab: string, name: string, params: unknown) => { s().setTab(tab); s().dispatch(name, params); return s().fn!; };
  return { s, on };
}

describe('one history for the function being edited', () => {
  it('an undo on the Form tab after a List-tab column width edit undoes the width first, never dropping it', () => {
    const { s, on } = session(overtime());
    const original = s().fn!;
    const renamed = on('form', FORM_COMMANDS.update, { path: ['grid', 'reason'], changes: { identifier: 'why' } });
    expect(renamed.list!.columns[0].field).toBe('why');
    const widened = on('list', 'list.update', { field: 'day', patch: { width: 140 } });
    s().setTab('form');

    // The latest edit is the List tab's: it is undone first, and the entry names its tab for the page to show.
    expect(s().undo()).toMatchObject({ name: 'list.update', tab: 'list' });
    expect(s().fn).toEqual(renamed);
    expect(s().undo()).toMatchObject({ name: FORM_COMMANDS.update, tab: 'form' });
    expect(s().fn).toEqual(original);
    s().redo();
    s().redo();
    expect(s().fn).toEqual(widened);
    expect(s().fn!.list!.columns.find((c) => c.field === 'day')?.width).toBe(140);
  });

  it('an undo on the Form tab after a Flow-tab node rename undoes the node rename first', () => {
    const { s, on } = session(withFlow());
    const renamedField = on('form', FORM_COMMANDS.update, { path: ['grid', 'hours'], changes: { identifier: 'duration' } });
    expect(findNode(renamedField.flow as FlowDefinition, 'approver1')).toMatchObject({ fieldPermissions: { duration: 'visible' } });
    const node = findNode(renamedField.flow as FlowDefinition, 'approver1')!;
    on('flow', 'node.update', { id: 'approver1', config: { ...node, name: 'Managers' } });
    s().setTab('form');

    expect(s().undo()).toMatchObject({ name: 'node.update', tab: 'flow' });
    expect(s().fn).toEqual(renamedField);
    s().redo();
    expect(findNode(s().fn!.flow as FlowDefinition, 'approver1')).toMatchObject({ name: 'Managers', fieldPermissions: { duration: 'visible' } });
  });

  it('records a field rename and its follow-on edits as one entry, undone in one step', () => {
    const { s } = session(withFlow());
    const original = s().fn!;
    s().setTab('form');
    s().group('field.rename', () => {
      s().dispatch(FORM_COMMANDS.update, { path: ['grid', 'hours'], changes: { identifier: 'duration' } });
      s().dispatch('list.update', { field: 'duration', patch: { showInList: true, width: 90 } });
      s().dispatch(FORM_COMMANDS.update, { path: ['grid', 'duration'], changes: { title: 'Duration' } });
    });
    expect(s().history.done.map((e) => [e.name, e.tab])).toEqual([['field.rename', 'form']]);
    expect(s().fn!.flow).not.toBe(original.flow);
    s().undo();
    expect(s().fn).toEqual(original);
    s().redo();
    expect(s().fn!.fields.find((f) => f.identifier === 'duration')?.name).toBe('Duration');
    expect(s().fn!.list!.columns.find((c) => c.field === 'duration')?.width).toBe(90);
  });

  it('refuses a second command of the same name', () => {
    registerCommand('test.once', { scope: 'config', execute: (fn) => fn });
    expect(() => registerCommand('test.once', { scope: 'config', execute: (fn) => fn })).toThrow(/already registered/);
    expect(() => registerCommand(FORM_COMMANDS.update, { scope: 'form', execute: (fn) => fn })).toThrow(/already registered/);
  });
});
