import type { FlowDefinition, PackFunction } from '@engine';
import { addNode, createFlow, findNode, type AddableType, type InsertPoint } from '../../../designer/flow-designer/model';
import { packFunction } from '../support/packFunction';

export const names = (type: AddableType) => ({ node: `New ${type}`, ...(type === 'route' ? { branches: ['Condition', 'Otherwise'] as [string, string] } : {}) });

/** Adds nodes one after another; returns the flow. */
export function build(steps: [InsertPoint, AddableType][], flow = createFlow('Start', ['hours'])): FlowDefinition {
  return steps.reduce((f, [at, type]) => addNode(f, at, type, names(type)), flow);
}

/** start -> approver1 -> route1 [branch1: cc1 | branch2 (default): empty] -> approver2 -> end */
export function sample(): FlowDefinition {
  return build([
    [{ after: 'start' }, 'approver'],
    [{ after: 'approver1' }, 'route'],
    [{ branch: 'branch1' }, 'cc'],
    [{ after: 'route1' }, 'approver'],
  ]);
}

/** The ids along `next` from a node (the chain after it). */
export function chainIds(flow: FlowDefinition, fromId: string): string[] {
  const out: string[] = [];
  for (let n = findNode(flow, fromId)?.next ?? null; n; n = n.next) out.push(n.id);
  return out;
}

/** A function with an hours (number), an amount (money), a requester (user) field and a sub-table. */
export function overtimeFunction(flow?: FlowDefinition): PackFunction {
  return packFunction({
    code: 'overtime', name: 'Overtime', formType: 'normal', displayStyle: 'page',
    fields: [['hours', 'Hours', 'number'], ['amount', 'Amount', 'money'], ['requester', 'Requester', 'user'], ['kind', 'Kind', 'select'], ['lines', 'Lines', 'subTable']],
    form: {
      type: 'object',
      properties: {
        grid: { type: 'void', properties: { hours: { type: 'number', title: 'Hours' }, amount: { type: 'number', title: 'Amount' } } },
        requester: { type: 'number', title: 'Requester' },
        kind: { type: 'string', title: 'Kind', enum: [{ label: 'Weekday', value: 'weekday' }, 'holiday'] },
        lines: { type: 'array', title: 'Lines', items: { type: 'object', properties: { note: { type: 'string' } } } },
      },
    },
    ...(flow ? { flow } : {}),
  });
}
