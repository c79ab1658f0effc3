import { Tag } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentState } from '../../../engine/index';

const COLORS: Record<DocumentState, string> = {
  draft: 'default', inApproval: 'processing', approved: 'success', rejected: 'error',
  canceled: 'default', recalled: 'gold', abnormal: 'volcano',
};

/** A record's document state as a coloured tag, named in the interface language. */
export function DocStateTag({ state }: { state: string | undefined }) {
  const { t } = useTranslation();
  const s = (state ?? 'draft') as DocumentState;
  return (
    <Tag color={COLORS[s] ?? 'default'} bordered={false} data-testid="doc-state" data-state={s}>
      {t(`records.docState.${s}`)}
    </Tag>
  );
}
