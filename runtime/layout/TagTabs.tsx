import { CloseCircleOutlined, CloseOutlined, DownOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_CODE } from './routeMeta';
import { menuIcon } from './menuIcons';
import { usePageTabs } from './usePageTabs';

/** The tag tab bar of opened pages: home first, close one / others / all (spec 000 section 2.5). */
export function TagTabs() {
  const { t } = useTranslation();
  const { tabs, activeKey, select, close, closeOthers, closeAll } = usePageTabs(t('layout.workbench'));
  const actions = {
    items: [
      { key: 'current', icon: <CloseOutlined />, label: <span data-testid="tabs-close-current">{t('layout.tabs.closeCurrent')}</span>, disabled: !activeKey || activeKey === HOME_CODE },
      { key: 'others', icon: <MinusCircleOutlined />, label: <span data-testid="tabs-close-others">{t('layout.tabs.closeOthers')}</span> },
      { key: 'all', icon: <CloseCircleOutlined />, label: <span data-testid="tabs-close-all">{t('layout.tabs.closeAll')}</span> },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'current' && activeKey) close(activeKey);
      else if (key === 'others') closeOthers();
      else if (key === 'all') closeAll();
    },
  };
  return (
    <div className="tag-tabs" data-testid="tag-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey ?? ''}
        onChange={select}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: tab.key !== HOME_CODE,
          label: (
            <span className="tag-tabs__label" data-testid="page-tab" data-key={tab.key} data-active={tab.key === activeKey ? '1' : '0'}>
              {tab.key === HOME_CODE && menuIcon('HomeOutlined')}
              {tab.title}
            </span>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={actions} trigger={['click']} placement="bottomRight">
              <Button size="small" type="text" data-testid="tabs-actions">{t('layout.tabs.actions')} <DownOutlined style={{ fontSize: 10 }} /></Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
