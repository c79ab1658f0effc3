import { describe, expect, it } from 'vitest';
import { compileFlow, firstNodeAfter, selectBranch, type ApproverNode, type FlowDefinition, type RouteNode } from '@engine';
import { overtimeFlow, reimbursementFlow } from '../fixtures/flows';

describe('compileFlow', () => {
  it('flattens the reimbursement flow into a chain of ids', () => {
    const graph = compileFlow(reimbursementFlow());
    expect(graph.startId).toBe('start');
    expect(graph.order).toEqual(['start', 'supervisor', 'finance', 'ccAdmin']);
    expect(graph.order.map((id) => firstNodeAfter(graph, id))).toEqual(['supervisor', 'finance', 'ccAdmin', null]);
    const supervisor = graph.nodes.supervisor;
    expect(supervisor.type === 'approver' && supervisor.config.fieldPermissions).toEqual({ payeeAccount: 'hidden' });
    expect(supervisor).not.toHaveProperty('config.next');
  });

  it('resolves branch entries and join targets', () => {
    const graph = compileFlow(overtimeFlow());
    expect(graph.order).toEqual(['start', 'byHours', 'managers', 'either', 'ccHr']);
    const route = graph.nodes.byHours;
    if (route.type !== 'route') throw new Error('expected a route');
    expect(route.join).toBe('ccHr');
    expect(route.branches.map((b) => [b.id, b.entry, b.default])).toEqual([['long', 'managers', false], ['otherwise', 'either', true]]);
    expect(firstNodeAfter(graph, 'managers')).toBe('ccHr');
    expect(firstNodeAfter(graph, 'byHours')).toBe('ccHr');
    expect(graph.nodes.either.scope).toEqual([{ routeId: 'byHours', branchId: 'otherwise' }]);
    expect(selectBranch(route, { hours: 10 })?.entry).toBe('managers');
  });

  it('sends an empty branch straight to the join and the end of a nested branch to the outer join', () => {
    const flow = overtimeFlow();
    const route = flow.root.next as RouteNode;
    const inner: RouteNode = { ...structuredClone(route), id: 'inner', next: null };
    inner.branches.forEach((b) => { b.id = `inner-${b.id}`; b.child = b.default ? null : { ...(b.child as ApproverNode), id: 'deep' }; });
    route.branches[0].child = inner;
    route.next = null;
    const graph = compileFlow(flow);
    const innerRoute = graph.nodes.inner;
    if (innerRoute.type !== 'route') throw new Error('expected a route');
    expect(innerRoute.branches.map((b) => b.entry)).toEqual(['deep', null]);
    expect(firstNodeAfter(graph, 'deep')).toBeNull();
    expect(graph.nodes.deep.scope.map((s) => s.branchId)).toEqual(['long', 'inner-long']);
  });

  it('does not share objects with the definition', () => {
    const flow = reimbursementFlow();
    const graph = compileFlow(flow);
    (flow.root.next as ApproverNode).fieldPermissions.payeeAccount = 'editable';
    const supervisor = graph.nodes.supervisor;
    expect(supervisor.type === 'approver' && supervisor.config.fieldPermissions.payeeAccount).toBe('hidden');
    expect(JSON.parse(JSON.stringify(graph))).toEqual({ ...graph, nodes: { ...graph.nodes } });
  });

  it('throws on programmer misuse: no start node, repeated ids, unknown ids', () => {
    expect(() => compileFlow({ version: 1, root: null } as unknown as FlowDefinition)).toThrow(TypeError);
    const flow = overtimeFlow();
    (flow.root.next as RouteNode).branches[1].id = 'long';
    expect(() => compileFlow(flow)).toThrow(/"long" is used more than once/);
    expect(() => firstNodeAfter(compileFlow(reimbursementFlow()), 'nope')).toThrow(RangeError);
  });
});
