import type { Person, TenantData } from '../data';
import {
  evaluateConditions, selectBranch, type ApproverSpec, type ConditionContext, type FlowDefinition, type SimulationNote, type SimulationStep,
} from '../engine';

export type { SimulationNote, SimulationStep };
import { resolvePeople } from '../workflow';

type StartNode = FlowDefinition['root'];
type FlowNode = NonNullable<StartNode['next']>;

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

const toPeople = (people: Person[]) => people.map((p) => ({ id: p.id, name: p.fullName || p.userName }));

function methodText(method: { kind: string; percent?: number } | undefined): string | undefined {
  if (!method) return undefined;
  return method.kind === 'countersign' ? `countersign:${method.percent}` : method.kind;
}

/**
 * Walks a flow the way the approval engine would for `values` started by
 * `initiator`, assuming every approver approves: skip rules, approvers
 * resolved with the workflow's resolver, empty-approver policies, the branch
 * each route takes. Reads people only; writes nothing.
 */
export async function simulateFlow(t: TenantData, input: SimulationInput): Promise<SimulationResult> {
  const { values, initiator, textOf } = input;
  const ctx: ConditionContext = { initiatorId: String(initiator.id), fieldTypes: input.fieldTypes };
  const resolve = (specs: ApproverSpec[] | undefined) => resolvePeople(t, specs ?? [], initiator.id, values);
  const steps: SimulationStep[] = [];
  const approvedSoFar = new Set<number>();

  const start = input.flow.root;
  const startStep: SimulationStep = { nodeId: start.id, name: textOf(start.name), type: 'start', people: toPeople([initiator]) };
  steps.push(startStep);
  if (start.initiatorsMode === 'specified') {
    const allowed = await resolve(start.initiators);
    if (!allowed.some((p) => p.id === initiator.id)) {
      startStep.note = 'notAllowedToStart';
      return { steps, result: 'stopped' };
    }
  }

  // Returns false when the walk must stop (the instance would turn abnormal).
  const approver = async (node: Extract<FlowNode, { type: 'approver' }>): Promise<boolean> => {
    const step: SimulationStep = { nodeId: node.id, name: textOf(node.name), type: 'approver', method: methodText(node.method) };
    steps.push(step);
    if (node.skipRules?.length && evaluateConditions(node.skipRules, values, ctx)) {
      Object.assign(step, { skipped: true, note: 'skipRule' });
      return true;
    }
    let people = await resolve(node.approvers);
    if (!people.length) {
      if (node.emptyApprover === 'autoPass') {
        Object.assign(step, { skipped: true, note: 'emptyAutoPass', people: [] });
        return true;
      }
      if (node.emptyApprover === 'reject') {
        Object.assign(step, { note: 'emptyReject', people: [] });
        return false;
      }
      people = await t.workflow.people.withRole('admin');
      step.note = people.length ? 'emptyToAdmin' : 'noAdmin';
      if (!people.length) return false;
    }
    step.people = toPeople(people);
    const auto = (p: Person) => (node.autoApprove?.initiatorIsApprover && p.id === initiator.id)
      || (node.autoApprove?.approvedBefore && approvedSoFar.has(p.id));
    if (!step.note && people.every(auto)) step.note = 'autoApproved';
    for (const p of people) approvedSoFar.add(p.id);
    return true;
  };

  const chain = async (first: FlowNode | null): Promise<boolean> => {
    for (let node = first; node; node = node.next) {
      if (node.type === 'approver') {
        if (!(await approver(node))) return false;
      } else if (node.type === 'cc') {
        steps.push({ nodeId: node.id, name: textOf(node.name), type: 'cc', people: toPeople(await resolve(node.recipients)) });
      } else {
        const step: SimulationStep = { nodeId: node.id, name: textOf(node.name), type: 'route' };
        steps.push(step);
        const branch = selectBranch(node, values, ctx);
        if (!branch) {
          step.note = 'noBranch';
          return false;
        }
        step.branch = { id: branch.id, name: textOf(branch.name) };
        if (!(await chain(branch.child))) return false;
      }
    }
    return true;
  };

  return { steps, result: (await chain(start.next)) ? 'end' : 'stopped' };
}
