import { branchesOf, flowNodeKindOf } from '../kinds/registry';
import type { AnyFlowNode, FlowDefinition, FlowNode, RouteBranch } from '../types';
import { conditionExpressionText } from './conditionText';
import type { IdAllocator } from './ids';
import { cellBounds, edgeWaypoints, measureChain, type Bounds, type Point, type ShapeKind } from './layout';

/** A BPMN flow element with its diagram box. */
export interface BpmnShape {
  id: string;
  kind: ShapeKind;
  name?: string;
  bounds: Bounds;
  row: number;
  /** The flow node it stands for (any kind that is not a split). */
  node?: AnyFlowNode;
  /** The id of a gateway's default outgoing flow. */
  defaultFlow?: string;
  direction?: 'Diverging' | 'Converging';
}

/** A sequence flow with its diagram waypoints. */
export interface BpmnFlow {
  id: string;
  sourceRef: string;
  targetRef: string;
  name?: string;
  condition?: string;
  waypoints: Point[];
}

/** The elements of the exported process, in the order they are written. */
export interface BpmnModel { shapes: BpmnShape[]; flows: BpmnFlow[] }

// An edge waiting for its target: where it starts and what it carries.
interface Pending { source: BpmnShape; name?: string; condition?: string; isDefault?: boolean; idHint?: string; lane?: number }

function byPriority(branches: readonly RouteBranch[]): RouteBranch[] {
  return [...branches].sort((a, b) => Number(!!a.default) - Number(!!b.default) || a.priority - b.priority);
}

/** Lays out `flow` left to right and turns it into BPMN shapes and flows. */
export function buildBpmnModel(flow: FlowDefinition, allocate: IdAllocator): BpmnModel {
  const shapes: BpmnShape[] = [];
  const flows: BpmnFlow[] = [];
  const sizes = new WeakMap();
  const place = (kind: ShapeKind, wanted: string, column: number, row: number, extra: Partial<BpmnShape> = {}) => {
    const shape: BpmnShape = { id: allocate(wanted), kind, bounds: cellBounds(kind, column, row), row, ...extra };
    shapes.push(shape);
    return shape;
  };
  const connect = (pending: readonly Pending[], target: BpmnShape) => {
    for (const p of pending) {
      const id = allocate(p.idHint ?? `Flow_${p.source.id}_${target.id}`);
      const lane = p.lane ?? Math.max(p.source.row, target.row);
      const waypoints = edgeWaypoints(p.source.bounds, p.source.row, target.bounds, target.row, lane);
      flows.push({ id, sourceRef: p.source.id, targetRef: target.id, name: p.name, condition: p.condition, waypoints });
      if (p.isDefault) p.source.defaultFlow = id;
    }
  };
  const chain = (first: FlowNode | null, column: number, row: number, pending: Pending[]) => {
    for (let node = first; node; node = node.next) {
      const kind = flowNodeKindOf(node.type);
      if (!kind?.branchesOf) {
        const shape = place(kind?.bpmn.shape ?? 'task', node.id, column, row, { name: node.name, node });
        connect(pending, shape);
        pending = [{ source: shape }];
        column += 1;
        continue;
      }
      const split = place('exclusiveGateway', node.id, column, row, { name: node.name, direction: 'Diverging' });
      connect(pending, split);
      const inner = Math.max(1, ...branchesOf(node).map((b) => measureChain(b.child, sizes).columns));
      const ends: Pending[] = [];
      let lane = row;
      for (const b of byPriority(branchesOf(node))) {
        const start: Pending = {
          source: split, name: b.name, idHint: b.id, lane, isDefault: !!b.default,
          condition: b.default ? undefined : conditionExpressionText(b.conditionGroups),
        };
        ends.push(...chain(b.child, column + 1, lane, [start]).pending);
        lane += measureChain(b.child, sizes).rows;
      }
      const join = place('exclusiveGateway', `${node.id}_join`, column + 1 + inner, row, { direction: 'Converging' });
      connect(ends, join);
      pending = [{ source: join }];
      column += 2 + inner;
    }
    return { column, pending };
  };
  const start = place('startEvent', flow.root.id, 0, 0, { name: flow.root.name, node: flow.root });
  const end = chain(flow.root.next, 1, 0, [{ source: start }]);
  connect(end.pending, place('endEvent', 'EndEvent', end.column, 0));
  return { shapes, flows };
}
