import { FloatButton, Layout, Watermark } from 'antd';
import React, { useState } from 'react';
import { useSessionStore } from '../stores';
import { useLockCountdown } from '../session';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { SiderBrand } from './SiderBrand';
import { ConsoleEntry, SetupPrompt, SwitchCompany } from '../system-management';

const SIDER_WIDTH = 232;
const SIDER_COLLAPSED_WIDTH = 64;
const COLLAPSED_KEY = 'menuCollapsed';

/** The signed-in shell (spec 000 section 2.4): sider menu, header, watermarked content, back-to-top. */
export default function WorkbenchLayout({ children }: { children: React.ReactNode }) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const user = useSessionStore((s) => s.user);
  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  const lockLeft = useLockCountdown();
  const watermark = [user?.fullName ?? '', (user?.mobilePhone ?? '').slice(-4)].filter(Boolean);

  return (
    <Layout className="app-shell">
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
          <SwitchCompany collapsed={collapsed} />
          <ConsoleEntry collapsed={collapsed} />
        </div>
      </Layout.Sider>
      <Layout className="app-main">
        <HeaderBar collapsed={collapsed} onToggle={toggle} />
        <Watermark content={watermark} rotate={-20} font={{ color: 'rgba(100, 116, 139, 0.15)', fontSize: 13 }} gap={[220, 200]}>
          <Layout.Content className="app-content">{children}</Layout.Content>
        </Watermark>
        <SetupPrompt />
        <span data-testid="lock-countdown" data-left={lockLeft} hidden />
        <FloatButton.BackTop visibilityHeight={100} duration={1000} style={{ bottom: 80, right: 50 }} />
      </Layout>
    </Layout>
  );
}
