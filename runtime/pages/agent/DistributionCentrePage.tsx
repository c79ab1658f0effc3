import { Alert, Card, Col, Row, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { agentStatusKey, APPLICATION_RECORD_PATH } from '../../agent';
import { PageHeader } from '../../components';
import { useSessionStore } from '../../stores';
import { AgentGate } from './AgentGate';
import { ApplicationDetails } from './ApplicationDetails';
import { useAgentInfo } from './useAgentInfo';

const DAY_MS = 86_400_000;

/** The distribution centre (opened in its own tab for an active agent): status, contract period and the application. */
function DistributionCentre() {
  const { t } = useTranslation();
  const corpName = useSessionStore((s) => s.tenant?.corpName);
  const { info, loading } = useAgentInfo();
  if (loading && !info) return <Spin data-testid="agent-loading" />;
  if (!info) return null;
  const active = agentStatusKey(info.agentStatus) === 'active';
  const end = info.contractEnd;
  return (
    <>
      {!active && (
        <Alert type="warning" showIcon data-testid="centre-inactive" message={t('agent.centreInactive')}
          action={<Link to={APPLICATION_RECORD_PATH}>{t('agent.viewRecord')}</Link>} />
      )}
      <Row gutter={16}>
        <Col xs={24} md={8}><Card className="page-card"><Statistic title={t('agent.field.company')} value={corpName ?? '-'} /></Card></Col>
        <Col xs={24} md={8}><Card className="page-card"><Statistic title={t('agent.field.contractEnd')} value={end === null ? t('agent.notSignedYet') : dayjs(end).format('YYYY-MM-DD')} /></Card></Col>
        <Col xs={24} md={8}>
          <Card className="page-card">
            <Statistic title={t('agent.field.daysLeft')} value={end === null ? '-' : Math.max(0, Math.ceil((end - Date.now()) / DAY_MS))} />
          </Card>
        </Col>
      </Row>
      <Card className="page-card" title={t('agent.field.application')}><ApplicationDetails info={info} /></Card>
    </>
  );
}

export default function DistributionCentrePage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="distribution-centre-page">
      <PageHeader title={t('agent.distributionCentre')} crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('agent.distributionCentre') }]} />
      <AgentGate><DistributionCentre /></AgentGate>
    </div>
  );
}
