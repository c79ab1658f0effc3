import { DesktopOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { isPermitted } from '../menu';
import { useSessionStore } from '../stores';
import { openConsole, SYSTEM_SETTINGS_CODE } from './consoleMenu';

/** The console dropdown at the bottom of the workbench's left menu (spec 000 section 2.4); opens a new tab. */
export function ConsoleEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const menuMap = useSessionStore((s) => s.menuMap);
  if (!menuMap || !isPermitted(SYSTEM_SETTINGS_CODE, menuMap)) return null;
  return (
    <Dropdown trigger={['click']} placement="topLeft" menu={{
      items: [{ key: 'settings', label: <span data-testid="console-open">{t('console.systemSettings')}</span> }],
      onClick: () => openConsole(),
    }}>
      <button type="button" className="sider-bottom__item" data-testid="console-entry" title={t('console.entry')}>
        <DesktopOutlined />
        {!collapsed && <span>{t('console.entry')}</span>}
      </button>
    </Dropdown>
  );
}
