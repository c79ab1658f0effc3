import { ArrowLeftOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../components';
import { WORKBENCH_PATH } from '../menu';
import { TaskBadge } from '../pages/task-center/shell';
import { MessageBell } from './MessageBell';
import { UserMenu } from './UserMenu';
import { PositionMenus } from './MenuPositions';
import { RecentMenus } from './RecentMenus';

export interface HeaderBarProps {
  collapsed: boolean;
  onToggle: () => void;
}

/** Top bar: menu toggle, back-to-workbench (not on the workbench), language and user menus. */
export function HeaderBar({ collapsed, onToggle }: HeaderBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Layout.Header className="app-header">
      <div className="app-header__left">
        <Tooltip title={collapsed ? t('layout.expand') : t('layout.collapse')}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            data-testid="menu-toggle"
          />
        </Tooltip>
        {pathname !== WORKBENCH_PATH && (
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(WORKBENCH_PATH)} data-testid="back-to-workbench">
            {t('layout.backToWorkbench')}
          </Button>
        )}
      </div>
      <div className="app-header__right">
        <PositionMenus position="UPPER_RIGHT" />
        <RecentMenus />
        <TaskBadge />
        <MessageBell />
        <LanguageSwitch />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
