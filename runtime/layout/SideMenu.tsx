import { Menu } from 'antd';
import React, { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuForPath, menuPath, menusAt, useShellMenus } from '../menu';
import { useMenuBadges } from './useMenuBadges';
import './shellMenus';
import { toMenuItems } from './toMenuItems';

/** The LEFT_TREE menu; the entry owning the current route is selected and its group opened. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tree: menuTree, menuMap } = useShellMenus();
  const badges = useMenuBadges();
  const items = useMemo(() => toMenuItems(menusAt(menuTree, 'LEFT_TREE'), menuMap, 0, badges), [menuTree, menuMap, badges]);
  const trail = useMemo(() => findMenuForPath(menuTree, pathname), [menuTree, pathname]);
  const selected = trail ? menuPath(trail.node) : undefined;
  const defaultOpen = useMemo(() => (trail ? trail.parents.map((p) => p.code) : []), [trail]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      className="side-menu"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={collapsed ? undefined : defaultOpen}
      onClick={({ key }) => navigate(key)}
      data-testid="side-menu"
    />
  );
}
