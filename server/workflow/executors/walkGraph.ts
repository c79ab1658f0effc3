import { flowNodeKindOf, type ExecutableGraph, type GraphNode, type SimulationStep } from '../../engine';
import type { MessageKey } from '../../i18n';
import type { FlowRun } from './NodeExecutor';
import { nodeExecutorOf } from './registry';

/** How a walk ended: at the end of the flow, waiting at a node, abnormal at a node, or with the start refused. */
export type WalkEnd =
  | { kind: 'end' }
  | { kind: 'wait' }
  | { kind: 'abnormal'; node: GraphNode; reason: MessageKey }
  | { kind: 'refused' };

/** What the caller keeps of a walk: every node entered (with its step) and every branch taken. */
export interface WalkVisitor {
  entered(node: GraphNode, step: SimulationStep): void;
  branch(branchId: string): void;
}

function stepOf(node: GraphNode, run: FlowRun): SimulationStep {
  const settings = 'config' in node ? node.config : node;
  const fixed = flowNodeKindOf(node.type)?.simulationStep?.(settings as never) ?? {};
  return { nodeId: node.id, name: run.textOf(node.name), type: node.type, ...fixed };
}

/**
 * Enters `startAt` (null: the end) and walks on through each node's executor
 * until the flow waits, ends, stops abnormal or refuses the start. Execution
 * and simulation both walk here, so they cannot disagree.
 */
export async function walkGraph(graph: ExecutableGraph, startAt: string | null, run: FlowRun, visit: WalkVisitor): Promise<WalkEnd> {
  let id = startAt;
  // A compiled tree has no cycles; the bound only guards a hand-made graph.
  for (let steps = 0; steps <= graph.order.length * 2 + 2; steps++) {
    if (id === null) return { kind: 'end' };
    const node = graph.nodes[id];
    const step = stepOf(node, run);
    visit.entered(node, step);
    const entered = await nodeExecutorOf(node.type).enter(node, run, step);
    if ('wait' in entered) return { kind: 'wait' };
    if ('refused' in entered) return { kind: 'refused' };
    if ('abnormal' in entered) return { kind: 'abnormal', node, reason: entered.abnormal };
    if (entered.via) visit.branch(entered.via);
    id = entered.next;
  }
  throw new Error('flow walk did not end');
}
