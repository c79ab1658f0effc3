import { Menu } from 'antd';
import React, { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuForPath, menuPath, menusAt, useShellMenus } from '../menu';
import { menuLabelSize } from './menuLabelSize';
import { toMenuItems, type LabelClass } from './toMenuItems';
import { useMenuBadges } from './useMenuBadges';
import './shellMenus';

/** Top-level titles in the 82 px sider: long ones get the small, three-line style. */
const sizeLabel: LabelClass = (node, depth) => (depth === 0 ? `mgmt-label mgmt-label--${menuLabelSize(node.title)}` : undefined);

/** The management layout's narrow menu: icon over title, groups open to the right. */
export function ManagementMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tree, menuMap } = useShellMenus();
  const badges = useMenuBadges();
  const items = useMemo(() => toMenuItems(menusAt(tree, 'LEFT_TREE'), menuMap, 0, badges, sizeLabel), [tree, menuMap, badges]);
  const trail = useMemo(() => findMenuForPath(tree, pathname), [tree, pathname]);
  const selected = trail ? [menuPath(trail.node) ?? '', ...trail.parents.map((p) => p.code)] : [];
  return (
    <Menu
      className="mgmt-menu"
      theme="dark"
      mode="vertical"
      items={items}
      selectedKeys={selected}
      onClick={({ key }) => navigate(key)}
      data-testid="side-menu"
    />
  );
}
