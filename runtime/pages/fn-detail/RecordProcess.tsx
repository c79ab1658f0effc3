import { Card, Descriptions, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessDetail } from '../../api';
import { DocStateTag, type RecordProcessInfo } from '../../fn';
import { post } from '../../request';
import { FlowView, TaskTimeline } from '../task-center';
import '../task-center/taskCenter.css';

/**
 * The record's approval on its detail page: document state, application
 * number, current node and approvers, and (for those who may read the
 * process) the task centre's flow and timeline.
 */
export function RecordProcess({ docState, process }: { docState: string | undefined; process: RecordProcessInfo | null | undefined }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ProcessDetail | null>(null);
  const pid = process?.processInstanceId;
  useEffect(() => {
    if (pid === undefined) return undefined;
    let alive = true;
    // Someone who reads the record through their scope but takes no part in the process sees the summary only.
    post<ProcessDetail>('/api/bpm/businessProcessDetailV2', { processInstanceId: pid }, { silent: true })
      .then((d) => alive && setDetail(d), () => undefined);
    return () => {
      alive = false;
    };
  }, [pid]);

  return (
    <Card className="page-card" title={t('records.detail.process')} data-testid="record-process">
      <Descriptions size="small" column={4} items={[
        { key: 'state', label: t('records.detail.state'), children: <DocStateTag state={docState} /> },
        { key: 'no', label: t('records.detail.applicationNo'), children: <span className="tc-mono">{process?.applicationNo || '-'}</span> },
        { key: 'node', label: t('records.detail.currentNode'), children: <span data-testid="record-process-node">{process?.currentNodeName || '-'}</span> },
        { key: 'approvers', label: t('records.detail.currentApprovers'), children: <span data-testid="record-process-approvers">{process?.currentApprovers || '-'}</span> },
      ]} />
      {!process && <Typography.Text type="secondary">{t('records.detail.noProcess')}</Typography.Text>}
      {detail && (
        <div className="tc-drawer__split record-process__split">
          <section className="tc-section">
            <h4 className="tc-section__title">{t('records.detail.flow')}</h4>
            <FlowView instance={detail.instance} history={detail.history} />
          </section>
          <section className="tc-section">
            <h4 className="tc-section__title">{t('records.detail.timeline')}</h4>
            <TaskTimeline history={detail.history} />
          </section>
        </div>
      )}
    </Card>
  );
}
