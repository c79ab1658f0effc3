import { Tag } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { agentStatusKey } from '../../agent';

const COLOURS: Record<string, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'error', active: 'success' };

/** The agent status as a coloured tag (spec 000 section 4.4). */
export function AgentStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = agentStatusKey(status);
  return <Tag color={COLOURS[key]} data-testid="agent-status" data-status={status}>{t(`agent.status.${key}`)}</Tag>;
}
