import { FloatButton, Layout } from 'antd';
import React, { useState } from 'react';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { SiderBrand } from './SiderBrand';
import { LockCountdownMarker, UserWatermark } from './ShellChrome';
import { ConsoleEntry, SetupPrompt, SwitchCompany } from '../system-management/shell';
import { AgentEntry } from '../agent';
import { ExpiryBanner } from './ExpiryBanner';
import { PositionMenus } from './MenuPositions';
import { useRootFontScale } from './rootFontScale';
import { useRecentMenuTracking } from './useRecentMenuTracking';

const SIDER_WIDTH = 232;
const SIDER_COLLAPSED_WIDTH = 64;
const COLLAPSED_KEY = 'menuCollapsed';

/** The signed-in shell (spec 000 section 2.4): sider menu, header, watermarked content, back-to-top. */
export default function WorkbenchLayout({ children }: { children: React.ReactNode }) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  useRootFontScale();
  useRecentMenuTracking();

  return (
    <Layout className="app-shell" data-testid="workbench-layout">
      <Layout.Sider
        className="app-sider"
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        collapsible
      >
        <SiderBrand collapsed={collapsed} />
        <div className="app-sider__menu">
          <SideMenu collapsed={collapsed} />
        </div>
        <div className="sider-bottom">
          <PositionMenus position="LEFT_BOTTOM" collapsed={collapsed} />
          <SwitchCompany collapsed={collapsed} />
          <AgentEntry collapsed={collapsed} />
          <ConsoleEntry collapsed={collapsed} />
        </div>
      </Layout.Sider>
      <Layout className="app-main">
        <ExpiryBanner />
        <HeaderBar collapsed={collapsed} onToggle={toggle} />
        <PositionMenus position="UNDER_HEAD" />
        <UserWatermark gap={[220, 200]}>
          <Layout.Content className="app-content">{children}</Layout.Content>
        </UserWatermark>
        <SetupPrompt />
        <LockCountdownMarker />
        <FloatButton.BackTop visibilityHeight={100} duration={1000} style={{ bottom: 80, right: 50 }} />
      </Layout>
    </Layout>
  );
}
