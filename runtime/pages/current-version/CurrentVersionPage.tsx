import { Card, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components';
import { useSessionStore } from '../../stores';

const DAY_MS = 86_400_000;
const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'blue' };

/** The company's version (spec 000 route current-version): status, end date and days left. */
export default function CurrentVersionPage() {
  const { t } = useTranslation();
  const tenant = useSessionStore((s) => s.tenant);
  const status = tenant?.tenantStatus ?? 2;
  const end = tenant?.validEndDate ?? null;
  const left = end === null ? null : Math.ceil((end - Date.now()) / DAY_MS);
  return (
    <div className="page" data-testid="current-version">
      <PageHeader title={t('layout.version.title')} crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('layout.version.title') }]} />
      <Card className="page-card">
        <Descriptions column={1} labelStyle={{ width: 180 }}>
          <Descriptions.Item label={t('layout.version.company')}>{tenant?.corpName}</Descriptions.Item>
          <Descriptions.Item label={t('layout.version.status')}>
            <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="version-status">{t(`layout.version.status${status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('layout.version.endDate')}>{end === null ? t('layout.version.noEnd') : dayjs(end).format('YYYY-MM-DD')}</Descriptions.Item>
          {left !== null && (
            <Descriptions.Item label={t('layout.version.daysLeft')}>
              {left > 0 ? t('layout.version.days', { count: left }) : <Tag color="red">{t('layout.version.expired')}</Tag>}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
    </div>
  );
}
