import { branchesOf, isSplitting, type FlowDefinition, type FlowNode, type RouteNode } from '../../../engine/index';
import type { InsertPoint } from './edit';

/**
 * What a laid-out box shows: a node card (its node type: `start`, `approver`,
 * `cc` or a registered kind), a split's "add condition" pill (`route`), a
 * branch card, a join point or the end.
 */
export type LayoutKind = string;

/** A box on the canvas; `x`/`y` is its top-left corner. */
export interface LayoutBox {
  /** Node and branch ids as in the flow; `<routeId>__join` for joins, `__end` for the end. */
  id: string;
  kind: LayoutKind;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Branch boxes: their route, place and count (for the move buttons). */
  routeId?: string;
  index?: number;
  count?: number;
}

/** A line between two boxes; lines with `insert` carry a "+" at (`addX`, `addY`). */
export interface LayoutEdge {
  id: string;
  source: string;
  target: string;
  /** `chain` straight down, `split` from a route pill to a branch, `merge` from a branch end to its join. */
  kind: 'chain' | 'split' | 'merge';
  insert?: InsertPoint;
  addX?: number;
  addY?: number;
  /** Where the horizontal part of a split or merge runs. */
  bendY?: number;
}

export interface FlowLayout {
  boxes: LayoutBox[];
  edges: LayoutEdge[];
  width: number;
  height: number;
}

/** Sizes and gaps (px). The vertical gap leaves room for a "+" between two boxes. */
export const LAYOUT = {
  cardWidth: 232, cardHeight: 96, pillWidth: 120, pillHeight: 32, endSize: 44,
  gap: 76, splitGap: 44, columnGap: 40,
} as const;

export const joinId = (routeId: string) => `${routeId}__join`;
export const END_ID = '__end';

function chainWidth(first: FlowNode | null): number {
  let w: number = LAYOUT.cardWidth;
  for (let n = first; n; n = n.next) w = Math.max(w, isSplitting(n) ? routeWidth(n as RouteNode) : LAYOUT.cardWidth);
  return w;
}

const columnWidth = (child: FlowNode | null) => Math.max(LAYOUT.cardWidth, chainWidth(child));

function routeWidth(route: RouteNode): number {
  const columns = branchesOf(route).map((b) => columnWidth(b.child));
  return Math.max(LAYOUT.pillWidth, columns.reduce((a, c) => a + c, 0) + LAYOUT.columnGap * (columns.length - 1));
}

/** The end of a placed piece: the box the next line starts from and its bottom. */
interface Tail { id: string; bottom: number; insert: InsertPoint }

/**
 * Lays a flow out top-down, DingTalk style: the initiator card on top, each
 * node below the one before, a route as a pill with its branches' cards side
 * by side and their chains below, joined again above the route's `next`, and
 * the end marker last. Pure: the same flow always gives the same layout.
 */
export function layoutFlow(flow: FlowDefinition): FlowLayout {
  const boxes: LayoutBox[] = [];
  const edges: LayoutEdge[] = [];
  const { cardWidth, cardHeight, gap } = LAYOUT;

  const box = (b: LayoutBox) => { boxes.push(b); return b; };
  // A line from a tail to a box whose top is at `top`, with the tail's "+" on it.
  const link = (tail: Tail, target: string, cx: number, kind: LayoutEdge['kind'] = 'chain', bendY?: number) => {
    edges.push({
      id: `${tail.id}->${target}`, source: tail.id, target, kind, insert: tail.insert,
      addX: cx, addY: tail.bottom + gap / 2, ...(bendY !== undefined ? { bendY } : {}),
    });
  };

  // Places the chain from `first` centred on `cx`, its first box at `top`, after `tail`.
  const chain = (first: FlowNode | null, cx: number, top: number, tail: Tail): Tail => {
    let y = top;
    let last = tail;
    for (let n = first; n; n = n.next) {
      if (isSplitting(n)) {
        last = route(n as RouteNode, cx, y, last);
      } else {
        box({ id: n.id, kind: n.type, x: cx - cardWidth / 2, y, width: cardWidth, height: cardHeight });
        link(last, n.id, cx);
        last = { id: n.id, bottom: y + cardHeight, insert: { after: n.id } };
      }
      y = last.bottom + gap;
    }
    return last;
  };

  const route = (r: RouteNode, cx: number, top: number, tail: Tail): Tail => {
    const { pillWidth, pillHeight, splitGap, columnGap } = LAYOUT;
    box({ id: r.id, kind: 'route', x: cx - pillWidth / 2, y: top, width: pillWidth, height: pillHeight });
    link(tail, r.id, cx);
    const rowTop = top + pillHeight + splitGap;
    const widths = r.branches.map((b) => columnWidth(b.child));
    let left = cx - (widths.reduce((a, c) => a + c, 0) + columnGap * (widths.length - 1)) / 2;
    const ends: { tail: Tail; cx: number }[] = [];
    r.branches.forEach((b, index) => {
      const bx = left + widths[index] / 2;
      left += widths[index] + columnGap;
      box({ id: b.id, kind: 'branch', x: bx - cardWidth / 2, y: rowTop, width: cardWidth, height: cardHeight, routeId: r.id, index, count: r.branches.length });
      edges.push({ id: `${r.id}->${b.id}`, source: r.id, target: b.id, kind: 'split', bendY: top + pillHeight + splitGap / 2 });
      const start: Tail = { id: b.id, bottom: rowTop + cardHeight, insert: { branch: b.id } };
      ends.push({ tail: chain(b.child, bx, rowTop + cardHeight + gap, start), cx: bx });
    });
    const joinTop = Math.max(...ends.map((e) => e.tail.bottom)) + gap;
    const join = joinId(r.id);
    box({ id: join, kind: 'join', x: cx - 1, y: joinTop, width: 2, height: 2 });
    for (const e of ends) link(e.tail, join, e.cx, 'merge', joinTop - 14);
    return { id: join, bottom: joinTop + 2, insert: { after: r.id } };
  };

  const { root } = flow;
  const rootWidth = chainWidth(root.next);
  const cx = rootWidth / 2;
  box({ id: root.id, kind: root.type, x: cx - cardWidth / 2, y: 0, width: cardWidth, height: cardHeight });
  const last = chain(root.next, cx, cardHeight + gap, { id: root.id, bottom: cardHeight, insert: { after: root.id } });
  const endTop = last.bottom + gap;
  box({ id: END_ID, kind: 'end', x: cx - LAYOUT.endSize / 2, y: endTop, width: LAYOUT.endSize, height: LAYOUT.endSize });
  link(last, END_ID, cx);
  return { boxes, edges, width: rootWidth, height: endTop + LAYOUT.endSize };
}
