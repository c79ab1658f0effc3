import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import React, { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

const loadMenu = () => import('./LanguageMenu');
// antd's Dropdown and Menu are not part of the sign-in download: they load on first hover, focus or click.
const LanguageMenu = lazy(loadMenu);

/** Language menu (zh-CN, en-US, ru-RU, zh-TW); choosing one saves it and reloads. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      data-testid="lang-switch"
      aria-label={t('lang.label')}
      style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      onMouseEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      {t(`lang.${lang}`)} <DownOutlined style={{ fontSize: 10 }} />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
