import { RedoOutlined } from '@ant-design/icons';
import { App, Button, Segmented, Table } from 'antd';
import React, { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageAbnormal, retry, type AbnormalStatus, type ProcessQuery, type ProcessRow } from '../../api';
import { formatTime, processColumns, useClickGuard, useProcessList } from '../task-center';

const NO_FILTER = {};

/**
 * Abnormal monitoring, read from the server: `pending` = abnormal now,
 * `processed` / `failed` = the latest retry succeeded / failed. One process
 * is retried at a time.
 */
export function AbnormalMonitor() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const guard = useClickGuard();
  const [status, setStatus] = useState<AbnormalStatus>('pending');
  const [selected, setSelected] = useState<ProcessRow[]>([]);
  const load = useCallback((q: ProcessQuery) => pageAbnormal({ ...q, status }), [status]);
  const list = useProcessList(load, NO_FILTER);

  const onRetry = guard(async () => {
    if (!selected.length) return void message.warning(t('processOps.selectProcess'));
    if (selected.length > 1) return void message.warning(t('processOps.oneAtATime'));
    const answer = await retry(selected[0].processInstanceId).then((r) => r as { state?: string }, () => null);
    if (answer?.state === 'abnormal') void message.error(t('processOps.retryFailed'));
    else if (answer) void message.success(t('processOps.done.retry'));
    setSelected([]);
    list.reload();
  });

  const columns = processColumns('apply', t, () => undefined).filter((c) => c.key !== 'actions');
  columns.splice(4, 0, { key: 'reason', title: t('processOps.reason'), render: (_: unknown, r: ProcessRow) => r.abnormalReason ?? '-' });
  columns.push(
    { key: 'retries', title: t('processOps.retries'), render: (_: unknown, r: ProcessRow) => <span data-testid="abnormal-retries">{r.retryCount ?? 0}</span> },
    { key: 'lastRetry', title: t('processOps.lastRetry'), render: (_: unknown, r: ProcessRow) => formatTime(r.lastRetryAt ?? null) || '-' },
  );
  return (
    <>
      <div className="po-toolbar">
        <Segmented<AbnormalStatus>
          value={status}
          onChange={(s) => { setStatus(s); setSelected([]); }}
          options={(['pending', 'processed', 'failed'] as AbnormalStatus[]).map((s) => ({ value: s, label: <span data-testid={`abnormal-${s}`}>{t(`processOps.status.${s}`)}</span> }))}
        />
        {status !== 'processed' && <Button type="primary" icon={<RedoOutlined />} onClick={onRetry} data-testid="ops-retry">{t('processOps.retry')}</Button>}
      </div>
      <div data-testid="abnormal-table">
        <Table<ProcessRow>
          rowKey="processInstanceId"
          rowSelection={status !== 'processed' ? { selectedRowKeys: selected.map((r) => r.processInstanceId), onChange: (_k, r) => setSelected(r) } : undefined}
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          tableLayout="auto"
          scroll={{ x: 'max-content' }}
          pagination={{ current: list.current, pageSize: list.size, total: list.total, onChange: list.setPage }}
        />
      </div>
    </>
  );
}
