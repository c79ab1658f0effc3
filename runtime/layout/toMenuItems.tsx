import type { MenuProps } from 'antd';
import React from 'react';
import type { MenuNode } from '../api';
import { childrenOf, isPermitted, menuPath } from '../menu';
import type { MenuMap } from '../menu';
import { menuIcon } from './menuIcons';

type Item = Required<MenuProps>['items'][number];

/** A class for a label (the management menu sizes long titles down). */
export type LabelClass = (node: MenuNode, depth: number) => string | undefined;

/**
 * Menu entries -> antd items keyed by route path (leaves) or code (groups); empty groups vanish.
 * Each label carries its full title as a tooltip, for names a narrow menu has to wrap or cut.
 */
export function toMenuItems(nodes: MenuNode[], menuMap: MenuMap, depth = 0, badges: Record<string, React.ReactNode> = {}, labelClass?: LabelClass): Item[] {
  const items: Item[] = [];
  for (const node of nodes) {
    if (node.hideInMenu) continue;
    const children = childrenOf(node);
    const label = <span data-testid={`menu-${node.code}`} title={node.title} className={labelClass?.(node, depth)}>{node.title}{badges[node.code]}</span>;
    const icon = depth === 0 ? menuIcon(node.icon) : undefined;
    if (children.length) {
      const sub = toMenuItems(children, menuMap, depth + 1, badges, labelClass);
      if (sub.length) items.push({ key: node.code, label, icon, children: sub });
      continue;
    }
    const path = menuPath(node);
    if (path && isPermitted(node.code, menuMap)) items.push({ key: path, label, icon });
  }
  return items;
}
