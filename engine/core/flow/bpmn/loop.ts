import type { ApprovalMethod } from '../types';
import { xmlElement } from './xml';

/** A `bpmn:tFormalExpression` element. */
export function formalExpression(name: string, text: string): string {
  return xmlElement(name, { 'xsi:type': 'bpmn:tFormalExpression' }, text);
}

/** Countersign and or-sign run in parallel; sequential runs one assignee after another. */
export function loopCharacteristics(method: ApprovalMethod | undefined): string[] {
  if (!method) return [];
  if (method.kind === 'sequential') return [xmlElement('bpmn:multiInstanceLoopCharacteristics', { isSequential: 'true' })];
  const condition = method.kind === 'countersign'
    ? `\${nrOfApproved / nrOfInstances >= ${method.percent / 100}}`
    : '${nrOfApproved >= 1}';
  return [xmlElement('bpmn:multiInstanceLoopCharacteristics', { isSequential: 'false' }, [
    formalExpression('bpmn:completionCondition', condition),
  ])];
}
