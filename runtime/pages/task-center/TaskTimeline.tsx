import { Empty, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskRecord } from '../../api';
import { formatDuration, formatTime } from './format';

const COLORS: Record<string, string> = { approved: 'green', rejected: 'red', pending: 'blue', transferred: 'gray', waiting: 'gray', closed: 'gray' };

/** What happened to a task, in words: the operation if any, else its state. */
export function actionText(r: TaskRecord, t: TFunction): string {
  const op = r.operation?.replace(':', '.');
  if (op) return t(`taskCenter.op.${op}`, { defaultValue: t(`taskCenter.taskState.${r.state}`, { defaultValue: r.state }) });
  return t(`taskCenter.taskState.${r.state}`, { defaultValue: r.state });
}

/** The task records: operator, action, opinion, received, viewed, operated, time consumed. */
export function TaskTimeline({ history }: { history: TaskRecord[] }) {
  const { t } = useTranslation();
  if (!history.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskCenter.noHistory')} />;
  const row = (label: string, value: string) => value && (
    <div className="tc-tl__meta"><span>{label}</span>{value}</div>
  );
  return (
    <Timeline
      data-testid="drawer-timeline"
      items={history.map((r) => ({
        color: COLORS[r.state] ?? 'blue',
        children: (
          <div className="tc-tl" data-testid={`record-${r.taskId}`}>
            <div className="tc-tl__head">
              <Typography.Text strong>{r.operator}</Typography.Text>
              <span className={`tc-tl__action tc-tl__action--${r.state}`}>{actionText(r, t)}</span>
              <Typography.Text type="secondary" className="tc-tl__node">{r.nodeName}</Typography.Text>
            </div>
            {r.opinion && <div className="tc-tl__opinion" data-testid="record-opinion">“{r.opinion}”</div>}
            <div className="tc-tl__metas">
              {row(t('taskCenter.record.received'), formatTime(r.receivedAt))}
              {row(t('taskCenter.record.viewed'), formatTime(r.viewedAt))}
              {row(t('taskCenter.record.operated'), formatTime(r.operatedAt))}
              {row(t('taskCenter.record.consumed'), formatDuration(r.timeConsumed, t))}
            </div>
          </div>
        ),
      }))}
    />
  );
}
