import type { MenuItem } from './api';

/** Where antd's Tree dropped a node: on `target` (into it) or before/after it among its siblings. */
export interface MenuDrop {
  dragCode: string;
  targetCode: string;
  /** true: into the target as its first child. */
  intoTarget: boolean;
  /** -1 before the target, 1 after it (ignored when `intoTarget`). */
  side: -1 | 1;
}

/**
 * The moves (parent and sort for each sibling) a drop makes: the dragged menu lands in its
 * new parent's list and that list is renumbered 10, 20, 30 ... in its new order.
 */
export function movesForDrop(menus: MenuItem[], drop: MenuDrop): { code: string; parentCode: string | null; sort: number }[] {
  const target = menus.find((m) => m.code === drop.targetCode);
  if (!target || drop.dragCode === drop.targetCode) return [];
  const parentCode = drop.intoTarget ? target.code : target.parentCode;
  const siblings = menus.filter((m) => m.parentCode === parentCode && m.code !== drop.dragCode)
    .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code)).map((m) => m.code);
  const at = drop.intoTarget ? 0 : siblings.indexOf(target.code) + (drop.side === 1 ? 1 : 0);
  siblings.splice(at, 0, drop.dragCode);
  return siblings.map((code, i) => ({ code, parentCode, sort: (i + 1) * 10 }));
}
