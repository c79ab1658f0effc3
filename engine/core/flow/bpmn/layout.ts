import { branchesOf, isSplitting } from '../kinds/registry';
import type { FlowNode } from '../types';

/** A shape's box in diagram coordinates. */
export interface Bounds { x: number; y: number; width: number; height: number }
/** A point of an edge. */
export interface Point { x: number; y: number }

/** The BPMN element kinds the export uses. */
export type ShapeKind = 'startEvent' | 'endEvent' | 'task' | 'userTask' | 'sendTask' | 'serviceTask' | 'exclusiveGateway';

const SIZE: Record<ShapeKind, [number, number]> = {
  startEvent: [36, 36], endEvent: [36, 36], task: [100, 80], userTask: [100, 80], sendTask: [100, 80], serviceTask: [100, 80],
  exclusiveGateway: [50, 50],
};
const COLUMN = 150;
const ROW = 120;
const MARGIN = 50;

/** The box of a `kind` shape centred in grid cell (`column`, `row`); left to right, branches below. */
export function cellBounds(kind: ShapeKind, column: number, row: number): Bounds {
  const [width, height] = SIZE[kind];
  const cx = MARGIN + column * COLUMN + COLUMN / 2;
  const cy = MARGIN + row * ROW + ROW / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Grid cells a chain of nodes takes: columns across, rows down (branches stack). */
export interface ChainSize { columns: number; rows: number }

/**
 * The grid size of the chain starting at `first`; a route takes a split, its
 * widest branch and a join. `sizes` memoises one export (flows may be edited
 * in place between exports, so never share it longer).
 */
export function measureChain(first: FlowNode | null, sizes: WeakMap<object, ChainSize>): ChainSize {
  if (!first) return { columns: 0, rows: 1 };
  const known = sizes.get(first);
  if (known) return known;
  const rest = measureChain(first.next, sizes);
  let own: ChainSize = { columns: 1, rows: 1 };
  if (isSplitting(first)) {
    const inner = branchesOf(first).map((b) => measureChain(b.child, sizes));
    own = {
      columns: 2 + Math.max(1, ...inner.map((s) => s.columns)),
      rows: inner.reduce((sum, s) => sum + s.rows, 0) || 1,
    };
  }
  const size = { columns: own.columns + rest.columns, rows: Math.max(own.rows, rest.rows) };
  sizes.set(first, size);
  return size;
}

/** The y of the middle of grid row `row`. */
export function rowCentre(row: number): number {
  return MARGIN + row * ROW + ROW / 2;
}

/**
 * Waypoints from `source` (in row `sourceRow`) to `target` (in `targetRow`)
 * travelling along row `lane`: out of the side when a shape sits on the
 * lane, out of its top or bottom and around the corner when it does not.
 */
export function edgeWaypoints(source: Bounds, sourceRow: number, target: Bounds, targetRow: number, lane: number): Point[] {
  const y = rowCentre(lane);
  const sx = source.x + source.width / 2;
  const tx = target.x + target.width / 2;
  const points: Point[] = [];
  if (sourceRow === lane) {
    points.push({ x: source.x + source.width, y });
  } else {
    points.push({ x: sx, y: lane > sourceRow ? source.y + source.height : source.y }, { x: sx, y });
  }
  if (targetRow === lane) {
    points.push({ x: target.x, y });
  } else {
    points.push({ x: tx, y }, { x: tx, y: lane > targetRow ? target.y + target.height : target.y });
  }
  return points;
}
