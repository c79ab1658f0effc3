import { Badge, Menu } from 'antd';
import React, { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuForPath, menuPath, menusAt } from '../menu';
import { withTaskMenus, TASK_MENU_CODE } from '../pages/task-center';
import { withMessageMenus, MESSAGE_MENU_CODE } from './messageMenus';
import { useMessageStore, useSessionStore, useTaskBadgeStore } from '../stores';
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
  const { tree: menuTree, menuMap } = useMemo(() => {
    const tasks = withTaskMenus(serverTree, serverMap, { isAdmin, t });
    return withMessageMenus(tasks.tree, tasks.menuMap, t('msgCenter.menu'));
  }, [serverTree, serverMap, isAdmin, t]);
  const taskCount = useTaskBadgeStore((s) => s.pending + s.secondary);
  const unread = useMessageStore((s) => s.unread);
  const dot = useMessageStore((s) => s.dot);
  // Spec 000 section 2.4: task count plus secondary task count above 0; unread capped at 99, or a dot while one is arriving.
  const badges = useMemo(() => ({
    [TASK_MENU_CODE]: taskCount > 0 ? <Badge className="menu-badge" count={taskCount} overflowCount={99} size="small" data-testid="menu-badge-task" /> : null,
    [MESSAGE_MENU_CODE]: unread > 0
      ? <Badge className="menu-badge" count={unread} overflowCount={99} size="small" data-testid="menu-badge-msg" />
      : dot ? <Badge className="menu-badge" dot data-testid="menu-badge-msg-dot" /> : null,
  }), [taskCount, unread, dot]);
  const items = useMemo(() => toMenuItems(menusAt(menuTree, 'LEFT_TREE'), menuMap, 0, badges), [menuTree, menuMap, badges]);
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
