import type { PackFunction } from '../../../engine/index';
import { paletteEntry, type PaletteKind } from './fieldKinds';
import { findInOutline, formOutline, type CanvasNode } from './outline';
import { canHold, containerKind, isWithin } from './structure';
import { fromId, type NodePath } from './tree';

/** What is dragged: a palette entry or a node of the canvas (by id). */
export type DragSource = { type: 'palette'; kind: PaletteKind } | { type: 'node'; id: string };
/** Where it is dropped: before a node, or at the end of a container (by the container's id, '' for the form). */
export type DropTarget = { type: 'node'; id: string } | { type: 'container'; id: string };

export type DropPlan =
  | { type: 'add'; kind: PaletteKind; parent: NodePath; index: number }
  | { type: 'move'; from: NodePath; to: NodePath; index: number };

function siblings(outline: CanvasNode[], parent: NodePath): CanvasNode[] {
  if (!parent.length) return outline;
  return findInOutline(outline, parent.join('/'))?.children ?? [];
}

const kindOfSource = (node: CanvasNode) => ({ kind: node.kind, type: node.type });

/**
 * What a drop does: add the palette entry or move the node so that it lands
 * where the indicator showed it (before the node under the pointer, or at the
 * end of the container). Null when the drop changes nothing or is not allowed.
 */
export function planDrop(fn: PackFunction, source: DragSource, target: DropTarget): DropPlan | null {
  const outline = formOutline(fn);
  const overPath = fromId(target.id);
  const parent = target.type === 'node' ? overPath.slice(0, -1) : overPath;
  const container = containerKind(fn.form, parent);
  if (!container) return null;
  const list = siblings(outline, parent);
  const overIndex = target.type === 'node' ? list.findIndex((n) => n.id === target.id) : list.length;
  if (overIndex < 0) return null;

  if (source.type === 'palette') {
    const entry = paletteEntry(source.kind);
    const kind = source.kind === 'grid' ? 'grid' : source.kind === 'subTable' ? 'subTable' : 'field';
    if (!entry || !canHold(container, { kind, type: source.kind })) return null;
    return { type: 'add', kind: source.kind, parent, index: overIndex };
  }
  const node = findInOutline(outline, source.id);
  if (!node || isWithin(parent, node.path) || !canHold(container, kindOfSource(node))) return null;
  const fromIndex = list.findIndex((n) => n.id === node.id);
  // Within one container the node leaves its place first: dropping before the next node changes nothing.
  const index = fromIndex >= 0 && fromIndex < overIndex ? overIndex - 1 : overIndex;
  if (fromIndex >= 0 && index === fromIndex) return null;
  return { type: 'move', from: node.path, to: parent, index };
}
