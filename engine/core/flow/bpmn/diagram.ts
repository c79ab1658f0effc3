import type { BpmnModel } from './buildModel';
import type { IdAllocator } from './ids';
import { xmlElement } from './xml';

/** The `bpmndi:BPMNDiagram` drawing every shape and edge of a model on one plane. */
export function diagramElement(model: BpmnModel, processId: string, allocate: IdAllocator): string {
  const shapes = model.shapes.map((s) => xmlElement('bpmndi:BPMNShape', {
    id: allocate(`${s.id}_di`),
    bpmnElement: s.id,
    isMarkerVisible: s.kind === 'exclusiveGateway' ? 'true' : undefined,
  }, [xmlElement('dc:Bounds', { ...s.bounds })]));
  const edges = model.flows.map((f) => xmlElement('bpmndi:BPMNEdge', { id: allocate(`${f.id}_di`), bpmnElement: f.id },
    f.waypoints.map((p) => xmlElement('di:waypoint', { x: p.x, y: p.y }))));
  return xmlElement('bpmndi:BPMNDiagram', { id: allocate(`BPMNDiagram_${processId}`) }, [
    xmlElement('bpmndi:BPMNPlane', { id: allocate(`BPMNPlane_${processId}`), bpmnElement: processId }, [...shapes, ...edges]),
  ]);
}
