import { Drawer, FloatButton, Layout } from 'antd';
import React, { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ConsoleEntry, SetupPrompt, SwitchCompany } from '../../system-management/shell';
import { AgentEntry } from '../../agent';
import { SideMenu } from '../SideMenu';
import { SiderBrand } from '../SiderBrand';
import { LockCountdownMarker, UserWatermark } from '../ShellChrome';
import { PhoneHeader } from './PhoneHeader';
import './phone.css';

/**
 * The signed-in shell on a phone: a slim header, the menu in a drawer from the left,
 * the page in one column. Watermark, idle lock and the socket (owned by the task badge) as on a desktop.
 */
export function PhoneLayout({ children }: { children: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Layout className="app-shell phone-shell" data-testid="phone-shell">
      <PhoneHeader onMenu={() => setMenuOpen(true)} />
      <Drawer
        open={menuOpen}
        placement="left"
        width="min(84vw, 320px)"
        closable={false}
        forceRender
        onClose={() => setMenuOpen(false)}
        className="phone-menu"
        rootClassName="phone-menu-root"
        data-testid="phone-menu"
      >
        <SiderBrand collapsed={false} />
        <div className="phone-menu__list"><SideMenu collapsed={false} /></div>
        <div className="sider-bottom">
          <SwitchCompany collapsed={false} />
          <AgentEntry collapsed={false} />
          <ConsoleEntry collapsed={false} />
        </div>
      </Drawer>
      <UserWatermark gap={[160, 160]}>
        <Layout.Content className="phone-content">{children}</Layout.Content>
      </UserWatermark>
      <SetupPrompt />
      <LockCountdownMarker />
      <FloatButton.BackTop visibilityHeight={400} duration={600} style={{ bottom: 'calc(88px + env(safe-area-inset-bottom))', right: 16 }} />
    </Layout>
  );
}
