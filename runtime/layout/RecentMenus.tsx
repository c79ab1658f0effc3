import { HistoryOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Tooltip } from 'antd';
import React, { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../api';
import { isPermitted, menuPath, useShellMenus, walkMenus } from '../menu';
import { useSessionStore } from '../stores';
import { menuIcon } from './menuIcons';
import { openMenuPath } from './openMenu';
import { useRecentMenus } from './recentMenus';

/** The header's recently used menus (at most 6 per company, most recent first). */
export function RecentMenus() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { tree, menuMap } = useShellMenus();
  const tenantId = useSessionStore((s) => String(s.tenant?.id ?? ''));
  const codes = useRecentMenus((s) => s.byTenant[tenantId]);
  const entries = useMemo(() => {
    const byCode = new Map<string, MenuNode>();
    walkMenus(tree, ({ node }) => { byCode.set(node.code, node); });
    // A menu taken away since it was used is not offered again.
    return (codes ?? []).map((c) => byCode.get(c)).filter((n): n is MenuNode => Boolean(n && menuPath(n) && isPermitted(n.code, menuMap)));
  }, [codes, tree, menuMap]);
  const panel = (
    <div className="recent-menus" data-testid="recent-menus-panel">
      <div className="recent-menus__head">{t('layout.recentTitle')}</div>
      {entries.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.recentEmpty')} />
        : entries.map((n) => (
          <button key={n.code} type="button" className="recent-menus__item" data-testid="recent-item" data-code={n.code}
            onClick={() => { setOpen(false); openMenuPath(menuPath(n)!, navigate); }}>
            <span className="recent-menus__icon">{menuIcon(n.icon)}</span>
            <span>{n.title}</span>
          </button>
        ))}
    </div>
  );
  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} dropdownRender={() => panel} placement="bottomRight">
      <Tooltip title={t('layout.recentTitle')}>
        <Button type="text" icon={<HistoryOutlined style={{ fontSize: 17 }} />} aria-label={t('layout.recentTitle')} data-testid="recent-menus" />
      </Tooltip>
    </Dropdown>
  );
}
