import { describe, expect, it } from 'vitest';
// bpmn-moddle types only its meta-model (`bpmn-moddle/types`), not its entry point.
// @ts-expect-error -- untyped entry; the shapes used here are declared below
import { BpmnModdle } from 'bpmn-moddle';
import { toBpmnXml, type ApproverNode, type CcNode, type FlowDefinition, type RouteNode } from '@engine';
import { mixedFlow, overtimeFlow, reimbursementFlow } from './fixtures/flows';

/** The part of a moddle element these tests read. */
interface Element {
  $type: string;
  id?: string;
  name?: string;
  body?: string;
  [key: string]: unknown;
}

interface ParseResult { rootElement: Element; warnings: { message: string }[] }

interface Moddle {
  fromXML(xml: string): Promise<ParseResult>;
  toXML(element: Element): Promise<{ xml: string }>;
}

const moddle: Moddle = new BpmnModdle();

const list = (e: Element | undefined, key: string) => ((e?.[key] ?? []) as Element[]);
const ref = (e: Element | undefined, key: string) => e?.[key] as Element | undefined;


async function imported(flow: FlowDefinition, id: string) {
  const xml = toBpmnXml(flow, { id, name: id });
  const { rootElement, warnings } = await moddle.fromXML(xml);
  const process = list(rootElement, 'rootElements').find((e) => e.$type === 'bpmn:Process');
  const elements = list(process, 'flowElements');
  const byId = (elementId: string) => elements.find((e) => e.id === elementId);
  return { xml, rootElement, warnings, process, elements, byId };
}

/** The `lc:` extension elements of a node (moddle keeps unknown-namespace elements as generic ones). */
function extensions(e: Element | undefined) {
  return list(ref(e, 'extensionElements'), 'values')
    .map((v) => ({ type: v.$type, field: v.field, access: v.access, kind: v.kind }));
}

function permissionsOf(e: Element | undefined) {
  return Object.fromEntries(extensions(e).filter((x) => x.type === 'lc:fieldPermission').map((x) => [x.field, x.access]));
}

const flows: [string, () => FlowDefinition][] = [
  ['reimbursement', reimbursementFlow], ['overtime', overtimeFlow], ['mixed', mixedFlow],
];

describe('BPMN export read by bpmn-moddle', () => {
  it.each(flows)('%s parses without warnings into bpmn:Definitions with a shape or edge per element', async (id, make) => {
    const { rootElement, warnings, process, elements } = await imported(make(), id);
    expect(warnings.map((w) => w.message)).toEqual([]);
    expect(rootElement.$type).toBe('bpmn:Definitions');
    expect(process?.id).toBe(id);
    const plane = ref(list(rootElement, 'diagrams')[0], 'plane');
    expect(ref(plane, 'bpmnElement')).toBe(process);
    const drawn = new Set(list(plane, 'planeElement').map((di) => ref(di, 'bpmnElement')));
    for (const e of elements) expect(drawn.has(e), `${e.id} is drawn`).toBe(true);
  });

  it('keeps the field permissions of every node as lc: extension elements', async () => {
    for (const [id, make] of flows) {
      const flow = make();
      const { byId } = await imported(flow, id);
      const check = (node: { id: string; fieldPermissions: Record<string, string> }) =>
        expect(permissionsOf(byId(node.id)), node.id).toEqual(node.fieldPermissions);
      check(flow.root);
      const walk = (node: ApproverNode | CcNode | RouteNode | null): void => {
        if (!node) return;
        if (node.type === 'route') node.branches.forEach((b) => walk(b.child));
        else check(node);
        walk(node.next);
      };
      walk(flow.root.next);
    }
  });

  it('writes countersign 60% as a parallel multi-instance user task with a completion condition', async () => {
    const { byId } = await imported(mixedFlow(), 'mixed');
    const managers = byId('managers');
    expect(managers?.$type).toBe('bpmn:UserTask');
    const loop = ref(managers, 'loopCharacteristics');
    expect(loop?.$type).toBe('bpmn:MultiInstanceLoopCharacteristics');
    expect(loop?.isSequential).toBe(false);
    expect(ref(loop, 'completionCondition')).toMatchObject({ $type: 'bpmn:FormalExpression', body: '${nrOfApproved / nrOfInstances >= 0.6}' });
    expect(extensions(managers).filter((x) => x.type === 'lc:assignee')).toEqual([
      { type: 'lc:assignee', kind: 'users', field: undefined, access: undefined },
    ]);
    const reviewers = ref(byId('reviewers'), 'loopCharacteristics');
    expect(reviewers).toMatchObject({ $type: 'bpmn:MultiInstanceLoopCharacteristics', isSequential: true });
  });

  it('writes a route as exclusive gateways: a condition on each branch, the default branch as default', async () => {
    const { byId, elements } = await imported(mixedFlow(), 'mixed');
    const split = byId('byTotal');
    expect(split).toMatchObject({ $type: 'bpmn:ExclusiveGateway', gatewayDirection: 'Diverging' });
    const outgoing = list(split, 'outgoing');
    expect(outgoing.map((f) => f.id).sort()).toEqual(['flight', 'large', 'rest']);
    expect(ref(split, 'default')).toBe(byId('rest'));
    expect(ref(byId('rest'), 'conditionExpression')).toBeUndefined();
    expect(ref(byId('large'), 'conditionExpression')).toMatchObject({ $type: 'bpmn:FormalExpression', body: '${(total > 500000)}' });
    expect(ref(byId('flight'), 'conditionExpression')).toMatchObject({ $type: 'bpmn:FormalExpression', body: '${((vehicle == "plane"))}' });
    // the empty branch goes straight to the join
    expect(ref(byId('flight'), 'targetRef')).toBe(byId('byTotal_join'));
    expect(byId('byTotal_join')).toMatchObject({ $type: 'bpmn:ExclusiveGateway', gatewayDirection: 'Converging' });
    expect(list(byId('byTotal_join'), 'incoming')).toHaveLength(3);
    expect(elements.filter((e) => e.$type === 'bpmn:ExclusiveGateway')).toHaveLength(2);
  });

  it('writes CC as a send task addressed through lc:assignee', async () => {
    const { byId } = await imported(mixedFlow(), 'mixed');
    const cc = byId('ccFinance');
    expect(cc?.$type).toBe('bpmn:SendTask');
    expect(extensions(cc).map((x) => [x.type, x.kind])).toEqual([
      ['lc:assignee', 'role'], ['lc:assignee', 'initiator'], ['lc:fieldPermission', undefined],
    ]);
  });

  it('keeps the lc: elements and namespace when moddle writes the model back', async () => {
    const first = await imported(mixedFlow(), 'mixed');
    const { xml } = await moddle.toXML(first.rootElement);
    expect(xml).toContain('xmlns:lc="http://lowcode.local/schema/bpmn"');
    const again = await moddle.fromXML(xml);
    expect(again.warnings).toEqual([]);
    const process = list(again.rootElement, 'rootElements').find((e) => e.$type === 'bpmn:Process');
    const managers = list(process, 'flowElements').find((e) => e.id === 'managers');
    expect(permissionsOf(managers)).toEqual({ total: 'visible', payeeAccount: 'hidden' });
  });
});
