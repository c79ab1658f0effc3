import { DatePicker, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../api';
import { settingsApi } from '../api';
import { useLoad } from '../useLoad';

const AREAS = ['user', 'role', 'menu', 'dict', 'department', 'post', 'company'];
const json = (v: unknown) => (v === null || v === undefined ? '-' : JSON.stringify(v, null, 2));

/** The operation log of system settings (`synchronous-log`): who changed what, when, before and after. */
export default function OperationLogPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<{ current: number; size: number; area?: string; keyword?: string; from?: number; to?: number }>({ current: 1, size: 20 });
  const page = useLoad(() => settingsApi.log(query), { records: [], total: 0 }, [query]);
  const range = (v: [Dayjs | null, Dayjs | null] | null) => setQuery({
    ...query, current: 1, from: v?.[0]?.startOf('day').valueOf(), to: v?.[1]?.endOf('day').valueOf(),
  });
  return (
    <div className="settings-panel" data-testid="oplog-page">
      <div className="settings-toolbar">
        <Space wrap>
          <Select allowClear placeholder={t('settings.log.area')} style={{ width: 180 }} data-testid="oplog-area"
            options={AREAS.map((a) => ({ value: a, label: t(`settings.log.areas.${a}`) }))} onChange={(area?: string) => setQuery({ ...query, current: 1, area })} />
          <Input.Search allowClear placeholder={t('settings.log.search')} style={{ width: 260 }} data-testid="oplog-search"
            onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword || undefined })} />
          <DatePicker.RangePicker onChange={(v) => range(v as [Dayjs | null, Dayjs | null] | null)} />
        </Space>
      </div>
      <Table<LogEntry> rowKey="id" size="middle" loading={page.loading} dataSource={page.value.records} data-testid="oplog-table"
        pagination={{ current: query.current, pageSize: query.size, total: page.value.total, showSizeChanger: true, showTotal: (n) => t('settings.total', { total: n }) }}
        onChange={(p) => setQuery({ ...query, current: p.current ?? 1, size: p.pageSize ?? 20 })}
        expandable={{ expandedRowRender: (r) => (
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
            <div><strong>{t('settings.log.before')}</strong><pre className="settings-json">{json(r.before)}</pre></div>
            <div><strong>{t('settings.log.after')}</strong><pre className="settings-json">{json(r.after)}</pre></div>
          </div>
        ) }}
        columns={[
          { key: 'at', title: t('settings.log.at'), render: (_, r) => new Date(r.at).toLocaleString(i18n.language) },
          { key: 'who', title: t('settings.log.who'), dataIndex: 'userName' },
          { key: 'area', title: t('settings.log.area'), render: (_, r) => <Tag>{t(`settings.log.areas.${r.area}`)}</Tag> },
          { key: 'action', title: t('settings.log.action'), render: (_, r) => t(`settings.log.actions.${r.action}`, { defaultValue: r.action }) },
          { key: 'target', title: t('settings.log.target'), dataIndex: 'target' },
        ]} />
    </div>
  );
}
