import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../stores';
import { useLogout } from './useLogout';

/** Portrait, full name and the logout entry. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const name = user?.fullName ?? '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span> }],
        onClick: ({ key }) => key === 'logout' && logout(),
      }}
    >
      <button type="button" className="user-menu" data-testid="user-menu">
        <Avatar size={30} src={user?.portraitUrl || undefined} style={{ background: '#2563eb' }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="user-menu__name" data-testid="user-name">{name}</span>
        <DownOutlined style={{ fontSize: 10, color: '#94a3b8' }} />
      </button>
    </Dropdown>
  );
}
