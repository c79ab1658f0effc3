import { Result } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { mayUseAgentEntry } from '../../agent';
import { useSessionStore } from '../../stores';

/** The agent pages are for holders of S902000000000000 (spec 000 section 6); the server checks it too. */
export function AgentGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const menuMap = useSessionStore((s) => s.menuMap);
  if (!mayUseAgentEntry(menuMap)) {
    return (
      <div data-testid="no-access">
        <Result status="403" title={t('layout.noAccessTitle')} subTitle={t('guard.noPermission')} />
      </div>
    );
  }
  return <>{children}</>;
}
