import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components';
import { TaskBadge } from '../../pages/task-center/shell';
import { useSessionStore } from '../../stores';
import { MessageBell } from '../MessageBell';
import { UserMenu } from '../UserMenu';

/** The phone's top bar: the menu drawer's button, the company's name, task and message badges, language and user menus. */
export function PhoneHeader({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation();
  const tenant = useSessionStore((s) => s.tenant);
  return (
    <header className="phone-header" data-testid="phone-header">
      <Button type="text" className="phone-header__menu" icon={<MenuOutlined />} onClick={onMenu}
        aria-label={t('phone.openMenu')} data-testid="phone-menu-toggle" />
      <span className="phone-header__title">{tenant?.corpName || t('app.name')}</span>
      <div className="phone-header__right">
        <TaskBadge />
        <MessageBell />
        <LanguageSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
