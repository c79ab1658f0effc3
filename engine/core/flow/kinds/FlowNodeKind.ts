import type { ShapeKind } from '../bpmn/layout';
import type { GraphNode, GraphNodeBase } from '../compile/graph';
import type { Rename } from '../renameHelpers';
import type { SimulationStep } from '../simulation';
import type { AnyFlowNode, ApproverSpec, ConditionGroup, RouteBranch } from '../types';
import type { FlowProblem, ValidateFlowContext } from '../validate/problem';

/** The condition groups and people specs a node reads (what a simulation needs values for). */
export interface NodeReads {
  conditionGroups: ConditionGroup[];
  specs: ApproverSpec[];
}

/**
 * Everything the engine core knows about one node kind: the flow walker,
 * validation, compilation, BPMN export, field renames and simulation read
 * it instead of switching on `node.type`. The designer adds its own
 * descriptor (card, drawer form, colour, defaults) and the server an
 * executor; together the three are the kind.
 *
 * Methods receive the node as stored. `validate` must tolerate any JSON (a
 * pack or a designer may send anything); the others run on validated flows.
 */
export interface FlowNodeKind<N extends AnyFlowNode = AnyFlowNode> {
  type: string;
  /** Only the root: the start node is the one kind that begins a flow. */
  root?: boolean;
  /**
   * Kinds that split the flow (a route): their branches, each with a chain
   * of nodes that joins again at `next`. Leaf kinds leave it out.
   */
  branchesOf?(node: N): RouteBranch[];
  /** Problems of the node's own settings (not its name or id; `at` is its JSON pointer). */
  validate(node: N, at: string, ctx: ValidateFlowContext): FlowProblem[];
  /**
   * The node's own properties that change when form fields are renamed
   * (`renameChain` renames a branch's chain); unchanged properties may be
   * returned as they are.
   */
  renameField(node: N, rename: Rename, renameChain: <C extends AnyFlowNode | null>(chain: C) => C): Partial<N>;
  /** The executable form of a leaf node (a splitting kind is compiled with its branches by the compiler). */
  compile(node: N, base: GraphNodeBase): GraphNode;
  /** How the node is drawn in the BPMN export; a splitting kind is an exclusive gateway pair. */
  bpmn: {
    shape: ShapeKind;
    /** Child elements of the shape (extension elements, loop characteristics). */
    elements?(node: N): { extensions: string[]; loop: string[] };
  };
  /** What the node reads from the form and the directory. */
  reads(node: N): NodeReads;
  /** The fixed part of the node's simulation step (e.g. the approval method). */
  simulationStep?(node: N): Partial<SimulationStep>;
}

/** The executable form of a leaf node: its settings without `next`, copied. */
export function compileLeaf<N extends AnyFlowNode>(node: N, base: GraphNodeBase): GraphNode {
  const { next: _next, ...config } = node;
  return { ...base, type: node.type, config: structuredClone(config) } as unknown as GraphNode;
}
