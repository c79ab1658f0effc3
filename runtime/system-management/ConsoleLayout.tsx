import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, FloatButton, Layout, Menu, Tooltip } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../components';
import { SiderBrand, toMenuItems, UserMenu } from '../layout';
import { childrenOf, findMenuForPath, menuPath } from '../menu';
import { useSessionStore } from '../stores';
import { findConsoleRoot } from './consoleMenu';
import './console.css';

/** 28rem at the design root font of 10 px (spec 000 sections 2.6 and 9). */
const CONSOLE_SIDER_WIDTH = 280;

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return [on, toggle];
}

/**
 * The system-management console (spec 000 section 2.6): the "application development"
 * tree (menu S903000000000000, up to three levels), a header with fullscreen, language and
 * user menus, the routed page and back-to-top.
 */
export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuTree = useSessionStore((s) => s.menuTree);
  const menuMap = useSessionStore((s) => s.menuMap);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const root = useMemo(() => findConsoleRoot(menuTree), [menuTree]);
  const items = useMemo(() => (root ? toMenuItems(childrenOf(root), menuMap) : []), [root, menuMap]);
  const trail = findMenuForPath(root ? [root] : [], pathname);
  const selected = trail ? menuPath(trail.node) : undefined;
  const open = useMemo(() => (root ? childrenOf(root).map((n) => n.code) : []), [root]);

  return (
    <Layout className="console-shell" data-testid="console-layout">
      <Layout.Sider className="console-sider" width={CONSOLE_SIDER_WIDTH} theme="light">
        <div className="console-sider__brand"><SiderBrand collapsed={false} /></div>
        <div className="console-sider__title" data-testid="console-title">{root?.title ?? t('console.title')}</div>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          defaultOpenKeys={open}
          onClick={({ key }) => navigate(key)}
          data-testid="console-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <span className="console-header__title">{trail?.node.title ?? ''}</span>
          <div className="console-header__right">
            <Tooltip title={fullscreen ? t('console.exitFullscreen') : t('console.fullscreen')}>
              <Button type="text" icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggleFullscreen}
                aria-label={t('console.fullscreen')} data-testid="console-fullscreen" />
            </Tooltip>
            <LanguageSwitch />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content className="console-content">{children}</Layout.Content>
        <FloatButton.BackTop visibilityHeight={100} duration={1000} style={{ bottom: 80, right: 50 }} />
      </Layout>
    </Layout>
  );
}
