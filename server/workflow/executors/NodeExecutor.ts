import type { Person } from '../../data';
import type { ApproverSpec, ConditionContext, GraphNode, SimulationStep } from '../../engine';
import type { MessageKey } from '../../i18n';
import type { ActionContext } from '../context';

/**
 * One walk through a flow, live (an action of a real instance) or dry (a
 * simulation). Executors read the form and the directory through it; only a
 * live run has an action context to write tasks, CC records and letters.
 */
export interface FlowRun {
  values: Record<string, unknown>;
  conditions: ConditionContext;
  initiator: { id: number; name: string };
  /** The tenant members a list of specs addresses (the workflow's resolver). */
  resolve(specs: readonly ApproverSpec[] | undefined): Promise<Person[]>;
  /** The tenant's administrators (the `toAdmin` empty-approver policy). */
  admins(): Promise<Person[]>;
  /** A node or branch name as shown (pack texts resolved in a dry run). */
  textOf(text: string): string;
  /** Live runs only: the action whose changes the executors make. Absent in a dry run. */
  live?: ActionContext;
  /** Dry runs: users who would have approved so far (every approver is assumed to approve). */
  approvedSoFar: Set<number>;
}

/**
 * What entering a node led to: go on at `next` (after a split, through
 * branch `via`), wait for people, stop as abnormal (a catalogue reason), or
 * refuse the start (dry runs; a live submit refuses before it walks).
 */
export type Entered =
  | { next: string | null; via?: string }
  | { wait: true }
  | { abnormal: MessageKey }
  | { refused: true };

/**
 * The server half of a node kind: what entering a node of that kind does.
 * A dry run records its decisions on `step` (who, which branch, why) and
 * writes nothing; a live run makes them happen on `run.live`.
 */
export interface NodeExecutor<N extends GraphNode = GraphNode> {
  enter(node: N, run: FlowRun, step: SimulationStep): Promise<Entered>;
}

/** People as a simulation step lists them. */
export const toStepPeople = (people: readonly Person[]) => people.map((p) => ({ id: p.id, name: p.fullName || p.userName }));
