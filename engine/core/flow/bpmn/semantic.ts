import { flowNodeKindOf } from '../kinds/registry';
import type { BpmnFlow, BpmnModel, BpmnShape } from './buildModel';
import { formalExpression } from './loop';
import { xmlElement } from './xml';

function shapeElement(shape: BpmnShape, flows: readonly BpmnFlow[]): string {
  const node = shape.node;
  const { extensions, loop } = (node && flowNodeKindOf(node.type)?.bpmn.elements?.(node)) || { extensions: [], loop: [] };
  const incoming = flows.filter((f) => f.targetRef === shape.id).map((f) => xmlElement('bpmn:incoming', {}, f.id));
  const outgoing = flows.filter((f) => f.sourceRef === shape.id).map((f) => xmlElement('bpmn:outgoing', {}, f.id));
  const attrs = {
    id: shape.id,
    name: shape.name,
    gatewayDirection: shape.direction,
    default: shape.defaultFlow,
  };
  return xmlElement(`bpmn:${shape.kind}`, attrs, [...extensions, ...incoming, ...outgoing, ...loop]);
}

function flowElement(flow: BpmnFlow): string {
  const condition = flow.condition === undefined ? [] : [formalExpression('bpmn:conditionExpression', flow.condition)];
  return xmlElement('bpmn:sequenceFlow', { id: flow.id, name: flow.name, sourceRef: flow.sourceRef, targetRef: flow.targetRef }, condition);
}

/** The `bpmn:process` element of a model. */
export function processElement(model: BpmnModel, id: string, name: string | undefined): string {
  return xmlElement('bpmn:process', { id, name, isExecutable: 'true' }, [
    ...model.shapes.map((s) => shapeElement(s, model.flows)),
    ...model.flows.map(flowElement),
  ]);
}
