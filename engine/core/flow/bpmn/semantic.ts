import type { ApprovalMethod } from '../types';
import type { BpmnFlow, BpmnModel, BpmnShape } from './buildModel';
import { extensionElements } from './extensions';
import { xmlElement } from './xml';

function formalExpression(name: string, text: string): string {
  return xmlElement(name, { 'xsi:type': 'bpmn:tFormalExpression' }, text);
}

/** Countersign and or-sign run in parallel; sequential runs one assignee after another. */
function loopCharacteristics(method: ApprovalMethod | undefined): string[] {
  if (!method) return [];
  if (method.kind === 'sequential') return [xmlElement('bpmn:multiInstanceLoopCharacteristics', { isSequential: 'true' })];
  const condition = method.kind === 'countersign'
    ? `\${nrOfApproved / nrOfInstances >= ${method.percent / 100}}`
    : '${nrOfApproved >= 1}';
  return [xmlElement('bpmn:multiInstanceLoopCharacteristics', { isSequential: 'false' }, [
    formalExpression('bpmn:completionCondition', condition),
  ])];
}

function shapeElement(shape: BpmnShape, flows: readonly BpmnFlow[]): string {
  const node = shape.node;
  const extensions = node?.type === 'start' ? extensionElements(node.initiators, node.fieldPermissions)
    : node?.type === 'approver' ? extensionElements(node.approvers, node.fieldPermissions)
      : node?.type === 'cc' ? extensionElements(node.recipients, node.fieldPermissions) : [];
  const incoming = flows.filter((f) => f.targetRef === shape.id).map((f) => xmlElement('bpmn:incoming', {}, f.id));
  const outgoing = flows.filter((f) => f.sourceRef === shape.id).map((f) => xmlElement('bpmn:outgoing', {}, f.id));
  const loop = node?.type === 'approver' ? loopCharacteristics(node.method) : [];
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
