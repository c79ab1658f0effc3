import { Badge } from 'antd';
import React, { useMemo } from 'react';
import { TASK_MENU_CODE } from '../pages/task-center/shell';
import { useMessageStore, useTaskBadgeStore } from '../stores';
import { MESSAGE_MENU_CODE } from './messageMenus';

/** Spec 000 section 2.4: task count plus secondary task count above 0; unread capped at 99, or a dot while one is arriving. */
export function useMenuBadges(): Record<string, React.ReactNode> {
  const taskCount = useTaskBadgeStore((s) => s.pending + s.secondary);
  const unread = useMessageStore((s) => s.unread);
  const dot = useMessageStore((s) => s.dot);
  return useMemo(() => ({
    [TASK_MENU_CODE]: taskCount > 0 ? <Badge className="menu-badge" count={taskCount} overflowCount={99} size="small" data-testid="menu-badge-task" /> : null,
    [MESSAGE_MENU_CODE]: unread > 0
      ? <Badge className="menu-badge" count={unread} overflowCount={99} size="small" data-testid="menu-badge-msg" />
      : dot ? <Badge className="menu-badge" dot data-testid="menu-badge-msg-dot" /> : null,
  }), [taskCount, unread, dot]);
}
