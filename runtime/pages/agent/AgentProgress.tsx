import { Steps } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

/** Where the company stands: applied, reviewed, contract signed, agent (an expired contract fails the signing step). */
export function AgentProgress({ status }: { status: number }) {
  const { t } = useTranslation();
  // 1 pending: under review; 2 approved: signing next; 3 expired: signing failed; 4 and up: done.
  const current = status >= 4 ? 4 : status >= 2 ? 2 : status === 1 ? 1 : 0;
  return (
    <Steps size="small" current={current} status={status === 3 ? 'error' : status >= 4 ? 'finish' : 'process'} data-testid="agent-progress"
      items={[{ title: t('agent.steps.applied') }, { title: t('agent.steps.review') }, { title: t('agent.steps.sign') }, { title: t('agent.steps.active') }]} />
  );
}
