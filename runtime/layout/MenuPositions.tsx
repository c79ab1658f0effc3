import { Button, Tooltip } from 'antd';
import React from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuNode, MenuPosition } from '../api';
import { childrenOf, isPermitted, menuPath, menusAt, useShellMenus, type MenuMap } from '../menu';
import { SYSTEM_SETTINGS_CODE } from '../system-management/shell';
import { menuIcon } from './menuIcons';
import { openMenuPath } from './openMenu';

/** Entries of one position the user may open, as leaves with a route (groups give their permitted children). */
export function positionEntries(tree: MenuNode[], menuMap: MenuMap, position: MenuPosition): MenuNode[] {
  const out: MenuNode[] = [];
  const visit = (node: MenuNode) => {
    if (node.hideInMenu || node.code === SYSTEM_SETTINGS_CODE) return; // system settings has its own console entry
    const kids = childrenOf(node);
    if (kids.length) kids.forEach(visit);
    else if (menuPath(node) && isPermitted(node.code, menuMap)) out.push(node);
  };
  menusAt(tree, position).forEach(visit);
  return out;
}

/**
 * Menus placed at LEFT_BOTTOM, UNDER_HEAD or UPPER_RIGHT (spec 000 section 2.4): sider-bottom
 * items, a link strip under the header, or icons at the header's right.
 */
export function PositionMenus({ position, collapsed = false }: { position: Exclude<MenuPosition, 'LEFT_TREE'>; collapsed?: boolean }) {
  const navigate = useNavigate();
  const { tree, menuMap } = useShellMenus();
  const entries = positionEntries(tree, menuMap, position);
  if (!entries.length) return null;
  const open = (node: MenuNode) => openMenuPath(menuPath(node)!, navigate);
  if (position === 'LEFT_BOTTOM') {
    return (
      <>
        {entries.map((n) => (
          <button key={n.code} type="button" className="sider-bottom__item" title={n.title} onClick={() => open(n)} data-testid={`pos-LEFT_BOTTOM-${n.code}`}>
            {menuIcon(n.icon)}
            {!collapsed && <span>{n.title}</span>}
          </button>
        ))}
      </>
    );
  }
  if (position === 'UPPER_RIGHT') {
    return (
      <>
        {entries.map((n) => (
          <Tooltip key={n.code} title={n.title}>
            <Button type="text" icon={menuIcon(n.icon)} aria-label={n.title} onClick={() => open(n)} data-testid={`pos-UPPER_RIGHT-${n.code}`} />
          </Tooltip>
        ))}
      </>
    );
  }
  return (
    <nav className="under-head" aria-label="UNDER_HEAD" data-testid="pos-UNDER_HEAD">
      {entries.map((n) => (
        <button key={n.code} type="button" className="under-head__link" onClick={() => open(n)} data-testid={`pos-UNDER_HEAD-${n.code}`}>
          {menuIcon(n.icon)}
          <span>{n.title}</span>
        </button>
      ))}
    </nav>
  );
}
