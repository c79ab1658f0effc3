import { describe, expect, it } from 'vitest';
import { planDrop } from '../../../designer/form-designer';
import { readPack } from './support';

const fn = () => readPack('schemas/reimbursement').functions[0];

describe('what a drop on the canvas does', () => {
  it('adds a palette entry before the node it is dropped on, or at the end of a container', () => {
    expect(planDrop(fn(), { type: 'palette', kind: 'text' }, { type: 'node', id: 'grid/days' })).toEqual({ type: 'add', kind: 'text', parent: ['grid'], index: 4 });
    expect(planDrop(fn(), { type: 'palette', kind: 'money' }, { type: 'container', id: 'lines' })).toEqual({ type: 'add', kind: 'money', parent: ['lines'], index: 5 });
    expect(planDrop(fn(), { type: 'palette', kind: 'grid' }, { type: 'container', id: '' })).toEqual({ type: 'add', kind: 'grid', parent: [], index: 3 });
  });

  it('refuses what a container cannot hold', () => {
    expect(planDrop(fn(), { type: 'palette', kind: 'grid' }, { type: 'node', id: 'grid/days' })).toBeNull();
    expect(planDrop(fn(), { type: 'palette', kind: 'subTable' }, { type: 'node', id: 'lines/c_amount' })).toBeNull();
    expect(planDrop(fn(), { type: 'node', id: 'grid' }, { type: 'node', id: 'grid/days' })).toBeNull();
    expect(planDrop(fn(), { type: 'node', id: 'lines' }, { type: 'container', id: 'lines' })).toBeNull();
  });

  it('moves a node so it lands where the indicator was: before the target, counting its own place', () => {
    // project is first in the grid: dropping before days (4th) leaves it 3rd once it has left its place.
    expect(planDrop(fn(), { type: 'node', id: 'grid/project' }, { type: 'node', id: 'grid/days' })).toEqual({ type: 'move', from: ['grid', 'project'], to: ['grid'], index: 3 });
    expect(planDrop(fn(), { type: 'node', id: 'grid/days' }, { type: 'node', id: 'grid/project' })).toEqual({ type: 'move', from: ['grid', 'days'], to: ['grid'], index: 0 });
    expect(planDrop(fn(), { type: 'node', id: 'grid/project' }, { type: 'node', id: 'grid/location' })).toBeNull();
    expect(planDrop(fn(), { type: 'node', id: 'total' }, { type: 'node', id: 'lines/c_amount' })).toEqual({ type: 'move', from: ['total'], to: ['lines'], index: 4 });
  });
});
