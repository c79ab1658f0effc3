import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markAllMessagesRead, markMessageRead, messageId, messageTarget, type StationLetter } from '../api';
import { toBadgeText, useMessageStore } from '../stores';

/** Header unread badge (99+) and a dropdown of the latest 3 messages with mark-all-read and see-more (spec 000 section 2.7). */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useMessageStore((s) => s.unread);
  const latest = useMessageStore((s) => s.latest);
  const dot = useMessageStore((s) => s.dot);

  const go = (m: StationLetter) => {
    setOpen(false);
    void markMessageRead(messageId(m)).then(() => useMessageStore.getState().changed());
    navigate(messageTarget(m) ?? '/msg-center/msg-new');
  };
  const panel = (
    <div className="msg-bell__panel" data-testid="msg-bell-panel">
      <div className="msg-bell__head">
        <Typography.Text strong>{t('msgCenter.headerTitle')}</Typography.Text>
        <Typography.Text type="secondary">{t('msgCenter.unreadTip', { count: unread })}</Typography.Text>
      </div>
      {latest.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('msgCenter.headerEmpty')} />
        : latest.map((m) => (
          <button type="button" key={messageId(m)} className="msg-bell__item" onClick={() => go(m)} data-testid="msg-bell-item">
            <span className="msg-bell__title">{m.title}</span>
            <span className="msg-bell__content">{m.content}</span>
            <span className="msg-bell__time">{m.create_time ? dayjs(m.create_time).format('YYYY-MM-DD HH:mm') : m.createTimeShow}</span>
          </button>
        ))}
      <div className="msg-bell__foot">
        <Button type="link" size="small" disabled={unread === 0} data-testid="msg-bell-mark-all"
          onClick={() => void markAllMessagesRead().then(() => useMessageStore.getState().changed())}>
          {t('msgCenter.markAllRead')}
        </Button>
        <Button type="link" size="small" data-testid="msg-bell-more" onClick={() => { setOpen(false); navigate('/msg-center/msg-new'); }}>
          {t('msgCenter.seeMore')}
        </Button>
      </div>
    </div>
  );
  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} dropdownRender={() => panel} placement="bottomRight">
      <Button type="text" aria-label={t('msgCenter.headerTitle')} data-testid="msg-bell">
        <Badge count={unread > 0 ? unread : 0} dot={unread === 0 && dot} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
        <span data-testid="msg-bell-count" data-count={unread} style={{ display: 'none' }}>{toBadgeText(unread)}</span>
      </Button>
    </Dropdown>
  );
}
