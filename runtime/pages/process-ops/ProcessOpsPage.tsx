import { Card, Segmented } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components';
import { AbnormalMonitor } from './AbnormalMonitor';
import { ProcessLog } from './ProcessLog';
import { ProcessManagement } from './ProcessManagement';
import '../task-center/taskCenter.css';

const PAGES = ['process-management', 'abnormal-monitoring', 'process-log'] as const;
type OpsPage = (typeof PAGES)[number];
const KEYS: Record<OpsPage, string> = { 'process-management': 'management', 'abnormal-monitoring': 'abnormal', 'process-log': 'log' };

/** Process operations for administrators (spec 001 "Process config": ops management). */
export default function ProcessOpsPage() {
  const { page = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!PAGES.includes(page as OpsPage)) return <Navigate to="/process-config/process-management" replace />;
  const current = page as OpsPage;
  return (
    <div className="page" data-testid={`ops-${current}`}>
      <PageHeader
        title={t(`processOps.${KEYS[current]}.title`)}
        subtitle={t(`processOps.${KEYS[current]}.subtitle`)}
        crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('processOps.menu') }, { title: t(`processOps.${KEYS[current]}.menu`) }]}
        extra={(
          <Segmented<OpsPage>
            value={current}
            onChange={(v) => navigate(`/process-config/${v}`)}
            options={PAGES.map((p) => ({ value: p, label: <span data-testid={`ops-tab-${p}`}>{t(`processOps.${KEYS[p]}.menu`)}</span> }))}
          />
        )}
      />
      <Card className="page-card">
        {current === 'process-management' && <ProcessManagement />}
        {current === 'abnormal-monitoring' && <AbnormalMonitor />}
        {current === 'process-log' && <ProcessLog />}
      </Card>
    </div>
  );
}
