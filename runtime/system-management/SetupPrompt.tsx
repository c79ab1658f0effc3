import { Modal } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPermitted } from '../menu';
import { useSessionStore } from '../stores';
import { COMPANY_SETTINGS_PATH, openConsole } from './consoleMenu';

/** The company's first-time setup (spec 000 section 2.9): while `settingFlag` is unset, send the administrator to company settings. */
export function SetupPrompt() {
  const { t } = useTranslation();
  const tenant = useSessionStore((s) => s.tenant);
  const menuMap = useSessionStore((s) => s.menuMap);
  const [dismissed, setDismissed] = useState(false);
  const open = Boolean(tenant) && !tenant?.settingFlag && isPermitted('S20020000000000', menuMap) && Boolean(menuMap) && !dismissed;
  return (
    <Modal open={open} title={t('console.setupTitle')} okText={t('console.setupGo')} cancelText={t('console.setupLater')}
      onOk={() => {
        setDismissed(true);
        openConsole(COMPANY_SETTINGS_PATH);
      }} onCancel={() => setDismissed(true)} okButtonProps={{ 'data-testid': 'setup-go' } as never}>
      <p data-testid="setup-prompt">{t('console.setupText')}</p>
    </Modal>
  );
}
