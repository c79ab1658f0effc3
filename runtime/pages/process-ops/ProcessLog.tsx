import { Table } from 'antd';
import type { TFunction } from 'i18next';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageProcessLog, type ProcessLogEntry } from '../../api';
import { formatTime } from '../task-center';

/** The operation in the reader's language: task decisions as in the timeline, process operations from `processOps.op`. */
export function logOperationText(r: ProcessLogEntry, t: TFunction): string {
  if (r.kind === 'task') return t(`taskCenter.op.${r.operation.replace(':', '.')}`, { defaultValue: r.operation });
  const text = t(`processOps.op.${r.operation}`, { defaultValue: r.operation });
  return r.fromUser && r.toUser ? `${text} (${r.fromUser} → ${r.toUser})` : text;
}

/** Process log: every task decision and process operation of the company, newest first, paged on the server. */
export function ProcessLog() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [page, setPage] = useState<{ rows: ProcessLogEntry[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let alive = true;
    setLoading(true);
    pageProcessLog(paging).then(
      (p) => alive && setPage({ rows: p.records, total: p.total }),
      () => undefined,
    ).finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [paging]);
  return (
    <div data-testid="process-log">
      <Table<ProcessLogEntry>
        rowKey="id"
        loading={loading}
        dataSource={page.rows}
        tableLayout="auto"
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.current, pageSize: paging.size, total: page.total, showSizeChanger: true,
          showTotal: (n) => t('list.total', { total: n }),
        }}
        onChange={(p) => setPaging({ current: p.current ?? 1, size: p.pageSize ?? 20 })}
        columns={[
          { key: 'at', title: t('processOps.log.at'), render: (_, r) => formatTime(r.at) },
          { key: 'no', title: t('taskCenter.col.applicationNo'), dataIndex: 'applicationNo' },
          { key: 'title', title: t('taskCenter.col.title'), dataIndex: 'title' },
          { key: 'node', title: t('processOps.log.node'), render: (_, r) => r.nodeName ?? '-' },
          { key: 'operator', title: t('processOps.log.operator'), dataIndex: 'operator' },
          { key: 'action', title: t('processOps.log.action'), render: (_, r) => <span data-testid="log-operation">{logOperationText(r, t)}</span> },
          { key: 'opinion', title: t('processOps.log.opinion'), render: (_, r) => r.opinion ?? '-' },
        ]}
      />
    </div>
  );
}
