import { DownOutlined, LayoutOutlined, LogoutOutlined, MailOutlined } from '@ant-design/icons';
import { Avatar, Badge, Dropdown } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageStore, useSessionStore } from '../stores';
import { useLayoutMode } from './layoutMode';
import { MESSAGE_CENTER_PATH } from './messageMenus';
import { useLogout } from './useLogout';

/** The management header's user dropdown: unread badge, message centre, the other layout, logout with confirmation. */
export function ManagementUserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const unread = useMessageStore((s) => s.unread);
  const logout = useLogout();
  const name = user?.fullName ?? '';
  return (
    <Dropdown trigger={['click']} menu={{
      items: [
        { key: 'messages', icon: <MailOutlined />, label: <span data-testid="user-messages">{t('layout.messageCenter')} <Badge count={unread} overflowCount={99} size="small" /></span> },
        { key: 'layout', icon: <LayoutOutlined />, label: <span data-testid="layout-switch">{t('layout.useWorkbench')}</span> },
        { type: 'divider' },
        { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span> },
      ],
      onClick: ({ key }) => {
        if (key === 'messages') navigate(`${MESSAGE_CENTER_PATH}/msg-new`);
        else if (key === 'layout') useLayoutMode.getState().setMode('workbench');
        else if (key === 'logout') logout();
      },
    }}>
      <button type="button" className="user-menu" data-testid="user-menu">
        <Badge count={unread} overflowCount={99} size="small" offset={[-2, 2]} data-testid="user-unread">
          <Avatar size={30} src={user?.portraitUrl || undefined} style={{ background: '#2563eb' }}>{name.slice(0, 1).toUpperCase()}</Avatar>
        </Badge>
        <span className="user-menu__name" data-testid="user-name">{name}</span>
        <DownOutlined style={{ fontSize: 10, color: '#94a3b8' }} />
      </button>
    </Dropdown>
  );
}
