import { describe, expect, it } from 'vitest';
import { compileFlow, earlierApproverNodes, type ApproverNode, type FlowDefinition, type RouteNode } from '@engine';
import { overtimeFlow, reimbursementFlow } from '../fixtures/flows';

const ids = (graph: ReturnType<typeof compileFlow>, nodeId: string, path: string[] = []) =>
  earlierApproverNodes(graph, nodeId, path).map((n) => n.id);

// Overtime with a final approver after the route: start, route(long: managers | otherwise: either), hr, ccHr.
function overtimeWithHr(): FlowDefinition {
  const flow = overtimeFlow();
  const route = flow.root.next as RouteNode;
  const hr: ApproverNode = { ...(route.branches[1].child as ApproverNode), id: 'hr', name: 'HR', next: route.next };
  route.next = hr;
  return flow;
}

describe('earlierApproverNodes', () => {
  it('lists the approvers before a node of the reimbursement flow', () => {
    const graph = compileFlow(reimbursementFlow());
    expect(ids(graph, 'finance')).toEqual(['supervisor']);
    expect(ids(graph, 'ccAdmin')).toEqual(['supervisor', 'finance']);
    expect(ids(graph, 'supervisor')).toEqual([]);
    expect(earlierApproverNodes(graph, 'ccAdmin')[1]).toMatchObject({ id: 'finance', name: 'Finance approval' });
  });

  it('follows the branch the instance took', () => {
    const graph = compileFlow(overtimeWithHr());
    expect(ids(graph, 'hr', ['start', 'byHours', 'managers'])).toEqual(['managers']);
    expect(ids(graph, 'hr', ['start', 'otherwise', 'either'])).toEqual(['either']);
    expect(ids(graph, 'hr', ['start', 'managers', 'hr', 'start', 'either'])).toEqual(['either']);
    expect(ids(graph, 'hr', [])).toEqual([]);
  });

  it('always includes the branches around the node itself and nothing after it', () => {
    const graph = compileFlow(overtimeWithHr());
    expect(ids(graph, 'managers', ['start', 'either', 'hr'])).toEqual([]);
    expect(ids(graph, 'ccHr', ['start', 'managers', 'hr'])).toEqual(['managers', 'hr']);
  });

  it('throws for a node that is not in the graph', () => {
    expect(() => earlierApproverNodes(compileFlow(reimbursementFlow()), 'nope', [])).toThrow(RangeError);
  });
});
