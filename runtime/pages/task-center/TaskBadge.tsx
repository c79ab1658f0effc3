import { AuditOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageSocket } from '../../socket';
import { toBadgeText, useTaskBadgeStore } from '../../stores';

/** Header task badge (spec 000 section 2.7): pending count, 99+; owns the message socket while the shell is up. */
export function TaskBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Spec 000 section 2.7: the pending tasks and the unread copies, added.
  const pending = useTaskBadgeStore((s) => s.pending + s.secondary);
  useMessageSocket(true);
  return (
    <Tooltip title={t('taskCenter.badgeTip', { count: pending })}>
      <Button type="text" onClick={() => navigate('/task-center/pending-trial')} data-testid="task-badge" aria-label={t('taskCenter.menu')}>
        <Badge count={pending} overflowCount={99} size="small" offset={[4, -2]}>
          <AuditOutlined style={{ fontSize: 18 }} />
        </Badge>
        <span className="sr-only" data-testid="task-badge-count" data-count={pending} style={{ display: 'none' }}>{toBadgeText(pending)}</span>
      </Button>
    </Tooltip>
  );
}
