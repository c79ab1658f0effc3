import { DownOutlined, KeyOutlined, LayoutOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeDialog } from '../pages/password';
import { useSessionStore } from '../stores';
import { useLogout } from './useLogout';
import { useLayoutMode } from './layoutMode';

/** Portrait, full name and the logout entry. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  const name = user?.fullName ?? '';
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'layout', icon: <LayoutOutlined />, label: <span data-testid="layout-switch">{t('layout.useTabbed')}</span> },
            // The password-change dialog (spec 000 section 2.8, issue 16 item 4).
            { key: 'password', icon: <KeyOutlined />, label: <span data-testid="change-password">{t('signin.change.menu')}</span> },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('layout.logout')}</span> },
          ],
          onClick: ({ key }) => {
            if (key === 'layout') useLayoutMode.getState().setMode('tabbed');
            else if (key === 'password') setChangingPassword(true);
            else if (key === 'logout') logout();
          },
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
      <PasswordChangeDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
