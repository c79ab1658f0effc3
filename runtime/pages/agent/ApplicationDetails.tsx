import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentInfo } from '../../agent';
import { AgentStatusTag } from './AgentStatusTag';

const DAY_MS = 86_400_000;
const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

/** The company's application and contract period: status, who applied when, contact, region, introduction. */
export function ApplicationDetails({ info }: { info: AgentInfo }) {
  const { t } = useTranslation();
  const a = info.application;
  const { contractStart: start, contractEnd: end } = info;
  const left = end === null ? null : Math.ceil((end - Date.now()) / DAY_MS);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="agent-application">
      <Descriptions.Item label={t('agent.field.status')}><AgentStatusTag status={info.agentStatus} /></Descriptions.Item>
      <Descriptions.Item label={t('agent.field.period')}>
        <span data-testid="agent-period">
          {start !== null && end !== null ? `${day(start)} ~ ${day(end)}` : t('agent.notSignedYet')}
          {left !== null && left > 0 && ` (${t('agent.daysLeft', { count: left })})`}
        </span>
      </Descriptions.Item>
      {a && (
        <>
          <Descriptions.Item label={t('agent.field.appliedAt')}>
            <span data-testid="agent-applied-at">{dayjs(a.appliedAt).format('YYYY-MM-DD HH:mm')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('agent.field.appliedBy')}>{a.appliedByName}</Descriptions.Item>
          <Descriptions.Item label={t('agent.field.contactName')}><span data-testid="agent-contact">{a.contactName}</span></Descriptions.Item>
          <Descriptions.Item label={t('agent.field.mobile')}>{a.mobile}</Descriptions.Item>
          <Descriptions.Item label={t('agent.field.region')}><span data-testid="agent-region">{a.region}</span></Descriptions.Item>
          <Descriptions.Item label={t('agent.field.introduction')} span={2}>{a.introduction || '-'}</Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}
