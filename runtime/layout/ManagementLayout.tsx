import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, FloatButton, Layout, Tooltip } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components';
import { useSessionStore } from '../stores';
import { ConsoleEntry, SetupPrompt, SwitchCompany } from '../system-management/shell';
import { AgentEntry } from '../agent';
import { ExpiryBanner } from './ExpiryBanner';
import { FullscreenToggle } from './FullscreenToggle';
import { ManagementMenu } from './ManagementMenu';
import { ManagementUserMenu } from './ManagementUserMenu';
import { PositionMenus } from './MenuPositions';
import { RecentMenus } from './RecentMenus';
import { SiderBrand } from './SiderBrand';
import { LockCountdownMarker, UserWatermark } from './ShellChrome';
import { TagTabs } from './TagTabs';
import { useRecentMenuTracking } from './useRecentMenuTracking';
import { useRootFontScale } from './rootFontScale';

/** Spec 000 sections 2.5 and 9: management sider 82 px, 64 collapsed. */
export const MANAGEMENT_SIDER_WIDTH = 82;
export const MANAGEMENT_SIDER_COLLAPSED = 64;
const COLLAPSED_KEY = 'mgmtMenuCollapsed';

/** The tabbed management layout (spec 000 section 2.5). */
export default function ManagementLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const tenant = useSessionStore((s) => s.tenant);
  useRootFontScale();
  useRecentMenuTracking();
  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  return (
    <Layout className="app-shell mgmt-shell" data-testid="management-layout">
      <Layout.Sider
        className={`app-sider mgmt-sider${collapsed ? ' mgmt-sider--collapsed' : ''}`}
        width={MANAGEMENT_SIDER_WIDTH}
        collapsedWidth={MANAGEMENT_SIDER_COLLAPSED}
        collapsed={collapsed}
        trigger={null}
        collapsible
        data-testid="management-sider"
      >
        <SiderBrand collapsed />
        <div className="app-sider__menu">
          <ManagementMenu />
        </div>
        <div className="sider-bottom mgmt-sider__bottom">
          <PositionMenus position="LEFT_BOTTOM" collapsed />
          <SwitchCompany collapsed />
          <AgentEntry collapsed />
          <ConsoleEntry collapsed />
        </div>
      </Layout.Sider>
      <Layout className="app-main">
        <ExpiryBanner />
        <Layout.Header className="app-header mgmt-header">
          <div className="app-header__left">
            <Tooltip title={collapsed ? t('layout.expand') : t('layout.collapse')}>
              <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={toggle}
                aria-label={collapsed ? t('layout.expand') : t('layout.collapse')} data-testid="menu-toggle" />
            </Tooltip>
            <span className="mgmt-header__company" data-testid="header-company">{tenant?.corpName || t('app.name')}</span>
          </div>
          <div className="app-header__right">
            <PositionMenus position="UPPER_RIGHT" />
            <RecentMenus />
            <FullscreenToggle />
            <LanguageSwitch />
            <ManagementUserMenu />
          </div>
        </Layout.Header>
        <PositionMenus position="UNDER_HEAD" />
        <TagTabs />
        <UserWatermark gap={[220, 200]}>
          <Layout.Content className="app-content mgmt-content">{children}</Layout.Content>
        </UserWatermark>
        <SetupPrompt />
        <LockCountdownMarker />
        <FloatButton.BackTop visibilityHeight={100} duration={1000} style={{ bottom: 80, right: 50 }} />
      </Layout>
    </Layout>
  );
}
