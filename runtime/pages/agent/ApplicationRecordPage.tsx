import { Button, Card, Empty, Spin } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BECOME_AGENT_PATH } from '../../agent';
import { PageHeader } from '../../components';
import { AgentGate } from './AgentGate';
import { AgentProgress } from './AgentProgress';
import { ApplicationDetails } from './ApplicationDetails';
import { useAgentInfo } from './useAgentInfo';

/** Spec 000 route person-application-record: the company's agent application, its status, dates and contract period. */
function ApplicationRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info, loading } = useAgentInfo();
  if (loading && !info) return <Spin data-testid="agent-loading" />;
  if (!info?.application) {
    return (
      <Card className="page-card">
        <Empty description={t('agent.noApplication')} data-testid="agent-no-application">
          {info?.agentStatus === 0 && <Button type="primary" onClick={() => navigate(BECOME_AGENT_PATH)}>{t('agent.becomeAgent')}</Button>}
        </Empty>
      </Card>
    );
  }
  return (
    <Card className="page-card">
      <div style={{ marginBottom: 24 }}><AgentProgress status={info.agentStatus} /></div>
      <ApplicationDetails info={info} />
    </Card>
  );
}

export default function ApplicationRecordPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="application-record-page">
      <PageHeader title={t('agent.recordTitle')} crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('agent.recordTitle') }]} />
      <AgentGate><ApplicationRecord /></AgentGate>
    </div>
  );
}
