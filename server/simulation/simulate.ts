import type { Person, TenantData } from '../data';
import {
  compileFlow, type ConditionContext, type FlowDefinition, type SimulationNote, type SimulationStep,
} from '../engine';

export type { SimulationNote, SimulationStep };
import { resolvePeople, walkGraph, type FlowRun } from '../workflow';

export interface SimulationInput {
  flow: FlowDefinition;
  values: Record<string, unknown>;
  initiator: Person;
  fieldTypes: ConditionContext['fieldTypes'];
  /** Resolves a node or branch name (a pack text key or a literal). */
  textOf: (text: string) => string;
}

/** `end`: the walk reached the end of the flow; `stopped`: a step would make the instance abnormal or refuse the start. */
export interface SimulationResult {
  steps: SimulationStep[];
  result: 'end' | 'stopped';
}

/**
 * Walks a flow the way the approval engine would for `values` started by
 * `initiator`, assuming every approver approves: the same walk and node
 * executors as execution, in dry-run mode (skip rules, approvers resolved
 * with the workflow's resolver, empty-approver policies, the branch each
 * route takes). Reads people only; writes nothing.
 */
export async function simulateFlow(t: TenantData, input: SimulationInput): Promise<SimulationResult> {
  const { values, initiator, textOf } = input;
  const run: FlowRun = {
    values,
    conditions: { initiatorId: String(initiator.id), fieldTypes: input.fieldTypes },
    initiator: { id: initiator.id, name: initiator.fullName || initiator.userName },
    resolve: (specs) => resolvePeople(t, specs ?? [], initiator.id, values),
    admins: () => t.workflow.people.withRole('admin'),
    textOf,
    approvedSoFar: new Set(),
  };
  const graph = compileFlow(input.flow);
  const steps: SimulationStep[] = [];
  const end = await walkGraph(graph, graph.startId, run, { entered: (_, step) => { steps.push(step); }, branch: () => {} });
  return { steps, result: end.kind === 'end' ? 'end' : 'stopped' };
}
