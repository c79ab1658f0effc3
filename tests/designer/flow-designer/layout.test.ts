import { describe, expect, it } from 'vitest';
import { addBranch, addNode, createFlow, END_ID, joinId, layoutFlow, LAYOUT, type LayoutBox } from '../../../designer/flow-designer/model';
import { names, sample } from './fixtures';

const byId = (boxes: LayoutBox[]) => new Map(boxes.map((b) => [b.id, b]));
const centre = (b: LayoutBox) => b.x + b.width / 2;
const overlap = (a: LayoutBox, b: LayoutBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutFlow', () => {
  it('lays a new flow out as the initiator card above the end marker, with one "+" between', () => {
    const layout = layoutFlow(createFlow('Start', []));
    expect(layout.boxes.map((b) => [b.id, b.kind])).toEqual([['start', 'start'], [END_ID, 'end']]);
    expect(layout.edges).toEqual([expect.objectContaining({ source: 'start', target: END_ID, insert: { after: 'start' } })]);
    const [start, end] = layout.boxes;
    expect(centre(start)).toBe(centre(end));
    expect(end.y).toBeGreaterThan(start.y + start.height);
  });

  it('puts a route\'s branch cards side by side, in priority order, and joins them above its next', () => {
    const flow = sample();
    const { boxes, edges } = layoutFlow(flow);
    const b = byId(boxes);
    expect(b.get('branch1')!.x).toBeLessThan(b.get('branch2')!.x);
    expect(b.get('branch1')!.y).toBe(b.get('branch2')!.y);
    expect(b.get('route1')!.y).toBeLessThan(b.get('branch1')!.y);
    expect(b.get('cc1')!.y).toBeGreaterThan(b.get('branch1')!.y);
    const join = b.get(joinId('route1'))!;
    expect(join.y).toBeGreaterThan(b.get('cc1')!.y + LAYOUT.cardHeight);
    expect(b.get('approver2')!.y).toBeGreaterThan(join.y);
    expect(centre(b.get('route1')!)).toBeCloseTo(centre(join));
    expect(centre(b.get('start')!)).toBeCloseTo(centre(b.get('approver2')!));
    expect(b.get('branch1')).toMatchObject({ routeId: 'route1', index: 0, count: 2 });
    // one "+" per insert point: after each node (a route: after its join) and at the top of each branch
    const inserts = edges.filter((e) => e.insert).map((e) => JSON.stringify(e.insert)).sort();
    expect(inserts).toEqual([
      { after: 'approver1' }, { after: 'approver2' }, { after: 'cc1' }, { after: 'route1' }, { after: 'start' },
      { branch: 'branch1' }, { branch: 'branch2' },
    ].map((x) => JSON.stringify(x)).sort());
    expect(edges.filter((e) => e.kind === 'split').map((e) => e.target)).toEqual(['branch1', 'branch2']);
  });

  it('never overlaps boxes, even with nested and wide routes', () => {
    let flow = addBranch(sample(), 'route1', 'Third');
    flow = addNode(flow, { branch: 'branch3' }, 'route', names('route'));
    flow = addNode(flow, { branch: 'branch4' }, 'approver', names('approver'));
    flow = addNode(flow, { branch: 'branch5' }, 'cc', names('cc'));
    const { boxes, width } = layoutFlow(flow);
    for (let i = 0; i < boxes.length; i += 1) {
      for (const other of boxes.slice(i + 1)) expect(overlap(boxes[i], other), `${boxes[i].id} / ${other.id}`).toBe(false);
    }
    expect(Math.min(...boxes.map((b) => b.x))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...boxes.map((b) => b.x + b.width))).toBeLessThanOrEqual(width);
  });

  it('is deterministic', () => {
    expect(layoutFlow(sample())).toEqual(layoutFlow(sample()));
  });
});
