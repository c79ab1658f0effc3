import { Badge, Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import React from 'react';
import type { ProcessRow } from '../../api';
import { formatDuration, formatTime } from './format';
import { StateTag } from './StateTag';

export type TabKey = 'pending-trial' | 'apply' | 'reviewed' | 'cctome';

const dash = (v: React.ReactNode) => (v === '' || v === null || v === undefined ? <span className="cell-empty">-</span> : v);

/** The instance columns of spec 001 section 3, per tab. */
export function processColumns(tab: TabKey, t: TFunction, open: (row: ProcessRow) => void): ColumnsType<ProcessRow> {
  const col = (key: string, render: (row: ProcessRow) => React.ReactNode, extra: object = {}) => ({
    key, title: <span data-testid={`col-${key}`}>{t(`taskCenter.col.${key}`)}</span>, render: (_: unknown, row: ProcessRow) => dash(render(row)), ...extra,
  });
  const title = col('title', (r) => (
    <div className="tc-cell">
      <Button type="link" className="tc-title-link" onClick={() => open(r)} data-testid={`open-${r.processInstanceId}`}>
        {tab === 'cctome' && !r.read && <Badge status="processing" className="tc-unread-dot" />}
        {r.title}
      </Button>
      <span className="tc-cell__sub">
        <Typography.Text copyable={{ text: r.applicationNo }} className="tc-mono">{r.applicationNo}</Typography.Text>
        <span className="tc-mono"> · #{r.processInstanceId}</span>
      </span>
    </div>
  ));
  const pendingTab = tab === 'pending-trial';
  const columns: ColumnsType<ProcessRow> = [
    title,
    col('node', (r) => {
      const node = pendingTab ? r.nodeName : r.currentNodeName;
      if (!node) return '';
      return (
        <div className="tc-cell">
          <span>{node}</span>
          {!pendingTab && r.currentApprovers && <span className="tc-cell__sub">{r.currentApprovers}</span>}
        </div>
      );
    }),
    col('initiator', (r) => r.initiator),
    col(pendingTab ? 'receivedAt' : 'startedAt', (r) => formatTime(pendingTab ? r.receivedAt : r.startedAt)),
    col('state', (r) => <StateTag state={r.state} />),
  ];
  if (tab === 'cctome') {
    columns.push(col('read', (r) => (r.read
      ? <Badge status="default" text={t('taskCenter.read')} />
      : <Badge status="processing" text={t('taskCenter.unread')} />)));
  }
  columns.push(
    col('totalTime', (r) => formatDuration(r.totalTime, t)),
    {
      // Kept at the right edge: a row's one action stays in view when the columns are wider than the card.
      key: 'actions', title: t('taskCenter.col.actions'), fixed: 'right',
      render: (_: unknown, r: ProcessRow) => (
        <Button size="small" type={tab === 'pending-trial' ? 'primary' : 'default'} onClick={() => open(r)} data-testid={`row-open-${r.processInstanceId}`}>
          {tab === 'pending-trial' ? t('taskCenter.handle') : t('taskCenter.view')}
        </Button>
      ),
    },
  );
  return columns;
}
