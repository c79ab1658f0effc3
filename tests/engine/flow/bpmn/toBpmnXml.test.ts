import { describe, expect, it } from 'vitest';
import { toBpmnXml, type ApproverNode, type FlowDefinition, type RouteNode } from '@engine';
import { overtimeFlow, reimbursementFlow } from '../fixtures/flows';
import { allElements, parseXml, type XmlNode } from './xmlCheck';

const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

function exported(flow: FlowDefinition, id = 'reimbursement', name = 'Reimbursement') {
  const xml = toBpmnXml(flow, { id, name });
  const root = parseXml(xml);
  const all = allElements(root);
  const byId = new Map(all.filter((e) => e.attrs.id).map((e) => [e.attrs.id, e]));
  const named = (tag: string) => all.filter((e) => e.name === tag);
  const child = (e: XmlNode, tag: string) => e.children.find((c) => c.name === tag);
  return { xml, root, all, byId, named, child };
}

describe('toBpmnXml', () => {
  it('writes well-formed BPMN 2.0 with unique NCName ids and resolvable references', () => {
    for (const flow of [reimbursementFlow(), overtimeFlow()]) {
      const { root, all, byId } = exported(flow);
      expect(root.name).toBe('bpmn:definitions');
      expect(root.attrs).toMatchObject({
        'xmlns:bpmn': 'http://www.omg.org/spec/BPMN/20100524/MODEL', 'xmlns:lc': 'http://lowcode.local/schema/bpmn',
        'xmlns:bpmndi': 'http://www.omg.org/spec/BPMN/20100524/DI', targetNamespace: expect.any(String),
      });
      const ids = all.map((e) => e.attrs.id).filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
      ids.forEach((id) => expect(id).toMatch(NCNAME));
      for (const e of all) {
        for (const ref of ['sourceRef', 'targetRef', 'bpmnElement', 'default']) if (e.attrs[ref]) expect(byId.has(e.attrs[ref])).toBe(true);
        if (e.name === 'bpmn:incoming' || e.name === 'bpmn:outgoing') expect(byId.get(e.text)?.name).toBe('bpmn:sequenceFlow');
      }
    }
  });

  it('exports the reimbursement flow: or-sign user tasks, a CC send task, field permissions', () => {
    const { named, byId, child } = exported(reimbursementFlow());
    expect(named('bpmn:process')[0].attrs).toMatchObject({ id: 'reimbursement', name: 'Reimbursement', isExecutable: 'true' });
    expect(named('bpmn:userTask').map((t) => t.attrs.name)).toEqual(['Supervisor approval', 'Finance approval']);
    const supervisor = byId.get('supervisor')!;
    const loop = child(supervisor, 'bpmn:multiInstanceLoopCharacteristics')!;
    expect(loop.attrs.isSequential).toBe('false');
    expect(child(loop, 'bpmn:completionCondition')).toMatchObject({ attrs: { 'xsi:type': 'bpmn:tFormalExpression' }, text: '${nrOfApproved >= 1}' });
    const extensions = child(supervisor, 'bpmn:extensionElements')!.children;
    expect(extensions).toContainEqual(expect.objectContaining({ name: 'lc:fieldPermission', attrs: { field: 'payeeAccount', access: 'hidden' } }));
    expect(extensions).toContainEqual(expect.objectContaining({ name: 'lc:assignee', attrs: { kind: 'supervisor', level: '1' } }));
    expect(byId.get('ccAdmin')?.name).toBe('bpmn:sendTask');
    expect(named('bpmn:startEvent')).toHaveLength(1);
    expect(named('bpmn:endEvent')).toHaveLength(1);
    expect(named('bpmn:sequenceFlow')).toHaveLength(4);
    expect(supervisor.children.map((c) => c.name)).toEqual(['bpmn:extensionElements', 'bpmn:incoming', 'bpmn:outgoing', 'bpmn:multiInstanceLoopCharacteristics']);
  });

  it('exports a route as split and join exclusive gateways with conditions and a default flow', () => {
    const { named, byId, child } = exported(overtimeFlow(), 'overtime', 'Overtime');
    const [split, join] = named('bpmn:exclusiveGateway');
    expect(split.attrs).toMatchObject({ id: 'byHours', gatewayDirection: 'Diverging', default: 'otherwise' });
    expect(join.attrs.gatewayDirection).toBe('Converging');
    const long = byId.get('long')!;
    expect(long.attrs).toMatchObject({ sourceRef: 'byHours', targetRef: 'managers', name: 'More than 8 hours' });
    expect(child(long, 'bpmn:conditionExpression')).toMatchObject({ attrs: { 'xsi:type': 'bpmn:tFormalExpression' }, text: '${(hours > 8)}' });
    expect(child(byId.get('otherwise')!, 'bpmn:conditionExpression')).toBeUndefined();
    const countersign = child(byId.get('managers')!, 'bpmn:multiInstanceLoopCharacteristics')!;
    expect(countersign.attrs.isSequential).toBe('false');
    expect(child(countersign, 'bpmn:completionCondition')?.text).toBe('${nrOfApproved / nrOfInstances >= 0.5}');
  });

  it('writes countersign 60% and sequential approval', () => {
    const flow = reimbursementFlow();
    const supervisor = flow.root.next as ApproverNode;
    supervisor.method = { kind: 'countersign', percent: 60 };
    (supervisor.next as ApproverNode).method = { kind: 'sequential' };
    const { byId, child, xml } = exported(flow);
    expect(xml).toContain('${nrOfApproved / nrOfInstances &gt;= 0.6}');
    const sequential = child(byId.get('finance')!, 'bpmn:multiInstanceLoopCharacteristics')!;
    expect(sequential.attrs.isSequential).toBe('true');
    expect(sequential.children).toEqual([]);
  });

  it('escapes names and conditions and turns any id into a unique NCName', () => {
    const flow = overtimeFlow();
    const route = flow.root.next as RouteNode;
    route.name = 'A < B & "C" \'D\'\nE\u0001';
    route.branches[0].conditionGroups = [{ relation: 'and', conditions: [{ field: 'reason', op: 'contains', value: '</x> & "y"' }, { field: 'hours', op: 'between', value: [1, 8] }] }];
    route.branches[0].id = '1 long';
    (route.branches[0].child as ApproverNode).id = 'byHours_join';
    const { byId, named, child } = exported(flow, '9 process');
    expect(byId.get('byHours')?.attrs.name).toBe('A < B & "C" \'D\'\nE');
    expect(named('bpmn:process')[0].attrs.id).toBe('_9_process');
    const long = byId.get('_1_long')!;
    expect(child(long, 'bpmn:conditionExpression')?.text).toBe('${(reason.contains("</x> & \\"y\\"") && (hours >= 1 && hours <= 8))}');
    expect(byId.get('byHours_join')?.name).toBe('bpmn:userTask');
    expect(byId.get('byHours_join_2')?.name).toBe('bpmn:exclusiveGateway');
  });

  it('draws every element left to right without overlaps, with orthogonal edges from shape to shape', () => {
    const flow = overtimeFlow();
    const route = flow.root.next as RouteNode;
    route.branches.push({ id: 'none', name: 'Weekend', priority: 3, conditionGroups: [{ relation: 'and', conditions: [{ field: 'hours', op: 'lt', value: 0 }] }], child: null });
    const { named, byId } = exported(flow);
    const bounds = new Map(named('bpmndi:BPMNShape').map((s) => [s.attrs.bpmnElement, Object.fromEntries(Object.entries(s.children[0].attrs).map(([k, v]) => [k, Number(v)]))]));
    const elements = named('bpmn:process')[0].children.filter((c) => c.name !== 'bpmn:sequenceFlow');
    expect([...bounds.keys()].sort()).toEqual(elements.map((e) => e.attrs.id).sort());
    const boxes = [...bounds.values()];
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
      expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
    }));
    const onBorder = (p: { x: number; y: number }, b: Record<string, number>) =>
      ((p.x === b.x || p.x === b.x + b.width) && p.y >= b.y && p.y <= b.y + b.height)
      || ((p.y === b.y || p.y === b.y + b.height) && p.x >= b.x && p.x <= b.x + b.width);
    const edges = named('bpmndi:BPMNEdge');
    expect(edges).toHaveLength(named('bpmn:sequenceFlow').length);
    for (const edge of edges) {
      const flowEl = byId.get(edge.attrs.bpmnElement)!;
      const points = edge.children.map((w) => ({ x: Number(w.attrs.x), y: Number(w.attrs.y) }));
      const [source, target] = [bounds.get(flowEl.attrs.sourceRef)!, bounds.get(flowEl.attrs.targetRef)!];
      expect(target.x).toBeGreaterThan(source.x);
      expect(onBorder(points[0], source) && onBorder(points[points.length - 1], target)).toBe(true);
      points.slice(1).forEach((p, i) => expect(p.x === points[i].x || p.y === points[i].y).toBe(true));
    }
  });

  it('throws on a flow without a start node', () => {
    expect(() => toBpmnXml({ version: 1 } as FlowDefinition, { id: 'x' })).toThrow(TypeError);
  });
});
