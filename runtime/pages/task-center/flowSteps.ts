/** A node of the flow in the order the drawer lists it. */
export interface FlowStep {
  id: string;
  name: string;
  kind: 'startEvent' | 'userTask' | 'sendTask' | 'exclusiveGateway' | 'endEvent';
}

const KINDS: FlowStep['kind'][] = ['startEvent', 'userTask', 'sendTask', 'exclusiveGateway', 'endEvent'];

/**
 * The nodes of an exported BPMN process, breadth-first from the start event
 * along the sequence flows (branches follow each other). Plain DOM parsing:
 * no BPMN library needed to list the steps.
 */
export function toFlowSteps(xml: string): FlowStep[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const byLocal = (name: string) => Array.from(doc.getElementsByTagNameNS('*', name));
  const nodes = new Map<string, FlowStep>();
  for (const kind of KINDS) {
    for (const el of byLocal(kind)) {
      const id = el.getAttribute('id') ?? '';
      nodes.set(id, { id, kind, name: el.getAttribute('name') ?? id });
    }
  }
  const next = new Map<string, string[]>();
  for (const f of byLocal('sequenceFlow')) {
    const from = f.getAttribute('sourceRef') ?? '';
    next.set(from, [...(next.get(from) ?? []), f.getAttribute('targetRef') ?? '']);
  }
  const start = [...nodes.values()].find((n) => n.kind === 'startEvent');
  if (!start) return [];
  const order: FlowStep[] = [];
  const seen = new Set<string>();
  const queue = [start.id];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id) || !nodes.has(id)) continue;
    seen.add(id);
    order.push(nodes.get(id)!);
    queue.push(...(next.get(id) ?? []));
  }
  return order;
}
