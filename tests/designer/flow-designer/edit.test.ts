import { describe, expect, it } from 'vitest';
import { validateFlow, type ApproverNode, type RouteNode } from '@engine';
import {
  addBranch, addNode, allNodes, createFlow, findBranch, findNode, moveBranch, removeBranch, removeNode, updateBranch, updateNode, usedIds,
} from '../../../designer/flow-designer/model';
import { build, chainIds, names, sample } from './fixtures';

const ids = (flow: ReturnType<typeof sample>) => {
  const list: string[] = [];
  for (const n of allNodes(flow)) {
    list.push(n.id);
    if (n.type === 'route') list.push(...n.branches.map((b) => b.id));
  }
  return list;
};
const route = (flow: ReturnType<typeof sample>, id = 'route1') => findNode(flow, id) as RouteNode;

describe('adding nodes', () => {
  it('creates a flow with the start node only, its fields editable for the initiator', () => {
    const flow = createFlow('Start', ['hours', 'reason']);
    expect(flow.root).toMatchObject({ type: 'start', id: 'start', initiatorsMode: 'everyone', next: null, fieldPermissions: { hours: 'editable', reason: 'editable' } });
    expect(validateFlow(flow)).toEqual([]);
  });

  it('inserts after a node: what followed continues after the new node', () => {
    const flow = build([[{ after: 'start' }, 'approver'], [{ after: 'start' }, 'cc']]);
    expect(chainIds(flow, 'start')).toEqual(['cc1', 'approver1']);
  });

  it('joins the chain after a new route at its next', () => {
    const flow = build([[{ after: 'start' }, 'approver'], [{ after: 'start' }, 'route']]);
    expect(chainIds(flow, 'start')).toEqual(['route1', 'approver1']);
    expect(route(flow).branches.map((b) => [b.id, b.priority, b.default ?? false, b.child])).toEqual([
      ['branch1', 1, false, null], ['branch2', 2, true, null],
    ]);
  });

  it('inserts at the top of a branch and after a route (after its join)', () => {
    const flow = sample();
    expect(chainIds(flow, 'start')).toEqual(['approver1', 'route1', 'approver2']);
    expect(route(flow).branches[0].child?.id).toBe('cc1');
    const more = addNode(flow, { branch: 'branch1' }, 'approver', names('approver'));
    expect(route(more).branches[0].child?.id).toBe('approver3');
    expect(route(more).branches[0].child?.next?.id).toBe('cc1');
  });

  it('keeps every id unique, also for nested routes', () => {
    let flow = sample();
    flow = addNode(flow, { branch: 'branch2' }, 'route', names('route'));
    flow = addNode(flow, { branch: 'branch3' }, 'approver', names('approver'));
    flow = addBranch(flow, 'route2', 'Third');
    const all = ids(flow);
    expect(new Set(all).size).toBe(all.length);
    expect(validateFlow(flow).filter((p) => p.code === 'flow.idDuplicated')).toEqual([]);
  });

  it('keeps unchanged subtrees by reference', () => {
    const flow = sample();
    const next = addNode(flow, { after: 'route1' }, 'cc', names('cc'));
    expect(route(next).branches).toBe(route(flow).branches);
    expect(next.root.fieldPermissions).toBe(flow.root.fieldPermissions);
  });
});

describe('removing nodes', () => {
  it('links the previous node to the removed node\'s next', () => {
    const flow = removeNode(sample(), 'approver1');
    expect(chainIds(flow, 'start')).toEqual(['route1', 'approver2']);
  });

  it('removes a route with its branches; the chain continues at its next', () => {
    const flow = removeNode(sample(), 'route1');
    expect(chainIds(flow, 'start')).toEqual(['approver1', 'approver2']);
    expect(usedIds(flow).has('cc1')).toBe(false);
  });

  it('removes inside a branch and never the start node', () => {
    const flow = removeNode(sample(), 'cc1');
    expect(route(flow).branches[0].child).toBeNull();
    const s = sample();
    expect(removeNode(s, 'start')).toBe(s);
  });
});

describe('branches', () => {
  it('adds a branch before the default one; priorities stay 1..n', () => {
    const flow = addBranch(sample(), 'route1', 'Third');
    expect(route(flow).branches.map((b) => [b.id, b.name, b.priority])).toEqual([
      ['branch1', 'Condition', 1], ['branch3', 'Third', 2], ['branch2', 'Otherwise', 3],
    ]);
  });

  it('moves a conditional branch left or right, never past the default', () => {
    const three = addBranch(sample(), 'route1', 'Third');
    const moved = moveBranch(three, 'branch3', -1);
    expect(route(moved).branches.map((b) => [b.id, b.priority])).toEqual([['branch3', 1], ['branch1', 2], ['branch2', 3]]);
    expect(moveBranch(moved, 'branch3', -1)).toBe(moved);
    expect(moveBranch(moved, 'branch1', 1)).toBe(moved);
    expect(moveBranch(moved, 'branch2', -1)).toBe(moved);
    const priorities = route(moved).branches.map((b) => b.priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('removing one of two branches replaces the route by the other branch\'s nodes', () => {
    const flow = removeBranch(sample(), 'branch2');
    expect(chainIds(flow, 'start')).toEqual(['approver1', 'cc1', 'approver2']);
    const other = removeBranch(sample(), 'branch1');
    expect(chainIds(other, 'start')).toEqual(['approver1', 'approver2']);
  });

  it('removes a conditional branch of a larger route but keeps its default branch', () => {
    const three = addBranch(sample(), 'route1', 'Third');
    const flow = removeBranch(three, 'branch1');
    expect(route(flow).branches.map((b) => [b.id, b.priority])).toEqual([['branch3', 1], ['branch2', 2]]);
    expect(removeBranch(three, 'branch2')).toBe(three);
  });

  it('updates a branch\'s name and conditions; the default keeps none', () => {
    const groups = [{ relation: 'and' as const, conditions: [{ field: 'hours', op: 'gt' as const, value: 8 }] }];
    const flow = updateBranch(sample(), 'branch1', { name: 'Long', conditionGroups: groups });
    expect(findBranch(flow, 'branch1')?.branch).toMatchObject({ name: 'Long', conditionGroups: groups, priority: 1 });
    expect(findBranch(updateBranch(flow, 'branch2', { name: 'Else', conditionGroups: groups }), 'branch2')?.branch.conditionGroups).toEqual([]);
  });
});

describe('updating a node', () => {
  it('replaces the configuration, keeping id, type, place and branches', () => {
    const flow = sample();
    const before = findNode(flow, 'approver1') as ApproverNode;
    const { id, type, next, ...config } = before;
    const updated = updateNode(flow, 'approver1', { ...config, name: 'Managers', approvers: [{ kind: 'users', userIds: ['bob'] }], id: 'evil', next: null } as never);
    const after = findNode(updated, 'approver1') as ApproverNode;
    expect(after).toMatchObject({ id: 'approver1', type: 'approver', name: 'Managers', approvers: [{ kind: 'users', userIds: ['bob'] }] });
    expect(after.next).toBe(next);
    const r = updateNode(updated, 'route1', { name: 'By hours' } as never);
    expect(route(r).branches).toBe(route(updated).branches);
    expect(route(r).name).toBe('By hours');
    expect([id, type]).toEqual(['approver1', 'approver']);
  });
});
