import { Tag } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceState } from '../../api';

const COLORS: Record<InstanceState, string> = {
  initializing: 'default', toSubmit: 'gold', inApproval: 'processing', approved: 'success',
  rejected: 'error', canceled: 'default', interventionEnded: 'purple', abnormal: 'volcano',
};

/** A process state as a coloured tag, named in the interface language. */
export function StateTag({ state }: { state: InstanceState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state] ?? 'default'} data-testid="state-tag" data-state={state} bordered={false}>{t(`taskCenter.state.${state}`)}</Tag>;
}
