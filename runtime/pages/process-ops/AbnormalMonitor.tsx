import { RedoOutlined } from '@ant-design/icons';
import { App, Button, Segmented, Table } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageAbnormal, retry, type ProcessRow } from '../../api/bpm';
import { processColumns } from '../task-center/processColumns';
import { useClickGuard } from '../task-center/useClickGuard';
import { useProcessList } from '../task-center/useProcessList';

type Status = 'pending' | 'processed' | 'failed';

const loadAbnormal = (q: { current: number; size: number }) => pageAbnormal(q);
const NO_FILTER = {};

/**
 * Abnormal monitoring: abnormal instances waiting for handling, and the
 * retries made here that succeeded or failed. One process is retried at a time.
 */
export function AbnormalMonitor() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const guard = useClickGuard();
  const [status, setStatus] = useState<Status>('pending');
  const [selected, setSelected] = useState<ProcessRow[]>([]);
  const [done, setDone] = useState<{ processed: ProcessRow[]; failed: ProcessRow[] }>({ processed: [], failed: [] });
  const list = useProcessList(loadAbnormal, NO_FILTER);

  const onRetry = guard(async () => {
    if (!selected.length) return void message.warning(t('processOps.selectProcess'));
    if (selected.length > 1) return void message.warning(t('processOps.oneAtATime'));
    const row = selected[0];
    const ok = await retry(row.processInstanceId).then(() => true, () => false);
    setDone((d) => (ok ? { ...d, processed: [row, ...d.processed] } : { ...d, failed: [row, ...d.failed] }));
    if (ok) void message.success(t('processOps.done.retry'));
    setSelected([]);
    list.reload();
  });

  const rows = status === 'pending' ? list.rows : done[status];
  const columns = processColumns('apply', t, () => undefined).filter((c) => c.key !== 'actions');
  columns.splice(4, 0, { key: 'reason', title: t('processOps.reason'), render: (_: unknown, r: ProcessRow) => r.abnormalReason ?? '-' });
  return (
    <>
      <div className="po-toolbar">
        <Segmented<Status>
          value={status}
          onChange={(s) => { setStatus(s); setSelected([]); }}
          options={(['pending', 'processed', 'failed'] as Status[]).map((s) => ({ value: s, label: <span data-testid={`abnormal-${s}`}>{t(`processOps.status.${s}`)}</span> }))}
        />
        {status === 'pending' && <Button type="primary" icon={<RedoOutlined />} onClick={onRetry} data-testid="ops-retry">{t('processOps.retry')}</Button>}
      </div>
      <div data-testid="abnormal-table">
        <Table<ProcessRow>
          rowKey="processInstanceId"
          rowSelection={status === 'pending' ? { selectedRowKeys: selected.map((r) => r.processInstanceId), onChange: (_k, r) => setSelected(r) } : undefined}
          columns={columns}
          dataSource={rows}
          loading={status === 'pending' && list.loading}
          tableLayout="auto"
          scroll={{ x: 'max-content' }}
          pagination={status === 'pending' ? { current: list.current, pageSize: list.size, total: list.total, onChange: list.setPage } : false}
        />
      </div>
    </>
  );
}
