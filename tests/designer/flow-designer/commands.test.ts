import { describe, expect, it } from 'vitest';
import type { FlowDefinition, RouteNode } from '@engine';
import { createDesignStore } from '../../../designer/state';
import '../../../designer/flow-designer/commands';
import { findNode } from '../../../designer/flow-designer/model';
import { names, overtimeFunction } from './fixtures';

describe('flow commands', () => {
  it('run in the flow scope, so undo and redo cover every edit', () => {
    const store = createDesignStore();
    store.getState().load(overtimeFunction());
    const s = () => store.getState();
    const flow = () => s().fn!.flow as FlowDefinition;
    s().dispatch('flow.create', { startName: 'Initiator' });
    expect(flow().root).toMatchObject({ name: 'Initiator', fieldPermissions: { hours: 'editable', lines: 'editable' } });
    s().dispatch('node.add', { at: { after: 'start' }, type: 'route', names: names('route') });
    s().dispatch('branch.add', { routeId: 'route1', name: 'Third' });
    s().dispatch('branch.move', { branchId: 'branch3', direction: -1 });
    s().dispatch('node.add', { at: { branch: 'branch1' }, type: 'approver', names: names('approver') });
    s().dispatch('node.update', { id: 'approver1', config: { ...(findNode(flow(), 'approver1') as object), name: 'Managers' } as never });
    s().dispatch('branch.update', { branchId: 'branch1', config: { name: 'Long', conditionGroups: [] } });
    s().dispatch('branch.remove', { branchId: 'branch3' });
    s().dispatch('node.remove', { id: 'approver1' });
    expect(s().history.done.map((e) => e.name)).toEqual([
      'flow.create', 'node.add', 'branch.add', 'branch.move', 'node.add', 'node.update', 'branch.update', 'branch.remove', 'node.remove',
    ]);
    expect(s().history.done.every((e) => e.tab === 'flow')).toBe(true);
    s().undo();
    expect(findNode(flow(), 'approver1')?.name).toBe('Managers');
    s().undo();
    expect((findNode(flow(), 'route1') as RouteNode).branches).toHaveLength(3);
    s().redo();
    expect((findNode(flow(), 'route1') as RouteNode).branches).toHaveLength(2);
    for (let i = 0; i < 8; i += 1) s().undo();
    expect(s().fn!.flow).toBeUndefined();
  });

  it('records nothing when an edit changes nothing', () => {
    const store = createDesignStore();
    store.getState().load(overtimeFunction());
    store.getState().dispatch('node.remove', { id: 'nothing' });
    store.getState().dispatch('flow.create', { startName: 'A' });
    store.getState().dispatch('flow.create', { startName: 'B' });
    store.getState().dispatch('branch.move', { branchId: 'nope', direction: 1 });
    expect(store.getState().history.done.map((e) => e.name)).toEqual(['flow.create']);
  });
});
