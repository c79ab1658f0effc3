import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, SHELL_LANGUAGES, switchLanguage } from '../i18n';
import type { ShellLanguage } from '../i18n';

/** Language menu (zh-CN, en-US, ru-RU, zh-TW); choosing one saves it and reloads. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: SHELL_LANGUAGES.map((code) => ({
          key: code,
          label: <span data-testid={`lang-${code}`}>{t(`lang.${code}`)}</span>,
        })),
        onClick: ({ key }) => key !== lang && switchLanguage(key as ShellLanguage),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="lang-switch"
        aria-label={t('lang.label')}
        style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      >
        {t(`lang.${lang}`)} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
