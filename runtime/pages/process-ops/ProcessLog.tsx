import { Table } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProcessDetail, type TaskRecord } from '../../api/bpm';
import { actionText } from '../task-center/TaskTimeline';
import { formatTime } from '../task-center/format';
import { loadProcesses } from './loadProcesses';

type LogRow = TaskRecord & { processInstanceId: number; title: string; at: string | null };

/** Process log: every operation on the listed processes, newest first (read from each process's task records). */
export function ProcessLog() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<LogRow[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let alive = true;
    (async () => {
      const page = await loadProcesses({ current: 1, size: 50 });
      const details = await Promise.all(page.records.map((r) => getProcessDetail(r.processInstanceId).catch(() => null)));
      const out: LogRow[] = [];
      for (const d of details) {
        if (!d) continue;
        for (const h of d.history) {
          out.push({ ...h, processInstanceId: d.instance.processInstanceId, title: d.instance.title, at: h.operatedAt ?? h.receivedAt });
        }
      }
      out.sort((a, b) => String(b.at ?? '').localeCompare(String(a.at ?? '')));
      if (alive) setRows(out);
    })().finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <div data-testid="process-log">
      <Table<LogRow>
        rowKey={(r) => `${r.processInstanceId}-${r.taskId}`}
        loading={loading}
        dataSource={rows}
        tableLayout="auto"
        columns={[
          { key: 'at', title: t('processOps.log.at'), render: (_, r) => formatTime(r.at) },
          { key: 'title', title: t('taskCenter.col.title'), dataIndex: 'title' },
          { key: 'node', title: t('taskCenter.col.node'), dataIndex: 'nodeName' },
          { key: 'operator', title: t('processOps.log.operator'), dataIndex: 'operator' },
          { key: 'action', title: t('processOps.log.action'), render: (_, r) => actionText(r, t) },
          { key: 'opinion', title: t('processOps.log.opinion'), render: (_, r) => r.opinion ?? '-' },
        ]}
      />
    </div>
  );
}
