import { Menu } from 'antd';
import React, { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuForPath, menuPath, menusAt } from '../menu';
import { withTaskMenus } from '../pages/task-center';
import { useSessionStore, useTaskBadgeStore } from '../stores';
import { toMenuItems } from './toMenuItems';

/** The LEFT_TREE menu; the entry owning the current route is selected and its group opened. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const serverTree = useSessionStore((s) => s.menuTree);
  const serverMap = useSessionStore((s) => s.menuMap);
  const isAdmin = useTaskBadgeStore((s) => s.isProcessAdmin) === true;
  useEffect(() => void useTaskBadgeStore.getState().checkProcessAdmin(), []);
  const { tree: menuTree, menuMap } = useMemo(() => withTaskMenus(serverTree, serverMap, { isAdmin, t }), [serverTree, serverMap, isAdmin, t]);
  const items = useMemo(() => toMenuItems(menusAt(menuTree, 'LEFT_TREE'), menuMap), [menuTree, menuMap]);
  const trail = useMemo(() => findMenuForPath(menuTree, pathname), [menuTree, pathname]);
  const selected = trail ? menuPath(trail.node) : undefined;
  const defaultOpen = useMemo(() => (trail ? trail.parents.map((p) => p.code) : []), [trail]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={collapsed ? undefined : defaultOpen}
      onClick={({ key }) => navigate(key)}
      data-testid="side-menu"
    />
  );
}
