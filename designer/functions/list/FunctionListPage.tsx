import { ExportOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FunctionState } from '../../api';
import { FUNCTION_STATES, STATE_COLOURS } from '../model';
import { NEW_FUNCTION_PATH } from '../paths';
import { functionColumns } from './columns';
import { CopyModal } from './CopyModal';
import { ExportDirectoryModal } from './ExportDirectoryModal';
import { useFunctionActions } from './useFunctionActions';
import { PAGE_SIZES, useFunctionList } from './useFunctionList';
import { VersionsDrawer } from './VersionsDrawer';
import { DataScopesModal } from './DataScopesModal';
import './list.css';

/** Function development (spec 001 "/process-config"): every function of the company, its state and what can be done with it. */
export function FunctionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useFunctionList();
  const actions = useFunctionActions(list.reload);
  const [name, setName] = useState('');
  const [state, setState] = useState<FunctionState>();
  const [exporting, setExporting] = useState(false);
  const k = (key: string, params?: Record<string, unknown>) => t(`designer.functions.list.${key}`, params);
  const search = () => list.search({ name: name.trim() || undefined, state });
  const reset = () => { setName(''); setState(undefined); list.search({}); };

  return (
    <div className="fnd-page" data-testid="fn-list-page">
      <div className="fnd-page__header fnd-page__header--split">
        <div>
          <Typography.Title level={4} className="fnd-page__title">{k('title')}</Typography.Title>
          <Typography.Text type="secondary">{k('subtitle')}</Typography.Text>
        </div>
        <Space>
          <Button icon={<ExportOutlined />} onClick={() => setExporting(true)} data-testid="export-directory">{k('exportDirectory')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_FUNCTION_PATH)} data-testid="fn-new">{k('new')}</Button>
        </Space>
      </div>

      <Card className="fnd-list-card" bordered={false}>
        <div className="fnd-search">
          <Input
            allowClear prefix={<SearchOutlined className="fnd-search__icon" />} placeholder={k('searchName')} value={name}
            onChange={(e) => setName(e.target.value)} onPressEnter={search} data-testid="fn-search-name" className="fnd-search__name"
          />
          <Select
            allowClear placeholder={k('allStates')} value={state} onChange={(v?: FunctionState) => setState(v)} className="fnd-search__state"
            data-testid="fn-search-state"
            options={FUNCTION_STATES.map((s) => ({ value: s, label: <Tag color={STATE_COLOURS[s]} bordered={false}>{t(`designer.common.state.${s}`)}</Tag> }))}
          />
          <Button type="primary" onClick={search} data-testid="fn-search-submit">{k('search')}</Button>
          <Button onClick={reset} data-testid="fn-search-reset">{k('reset')}</Button>
          <div className="fnd-search__spacer" />
          <Button type="text" icon={<ReloadOutlined />} onClick={() => void list.reload()} aria-label={k('refresh')} data-testid="fn-refresh" />
        </div>

        <Table
          data-testid="fn-list-table"
          rowKey="code"
          size="middle"
          loading={list.loading}
          dataSource={list.records}
          columns={functionColumns(t, { busy: actions.busy, onAction: actions.perform })}
          scroll={{ x: 1570 }}
          locale={{ emptyText: k('empty') }}
          onRow={(r) => ({ 'data-testid': `fn-row-${r.code}` }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: list.paging.current, pageSize: list.paging.size, total: list.total, showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES, showTotal: (total) => k('total', { total }), onChange: list.changePage,
          }}
        />
      </Card>

      <VersionsDrawer row={actions.versionsOf} onClose={actions.closeVersions} />
      <DataScopesModal row={actions.scopesOf} onClose={actions.closeScopes} />
      <CopyModal row={actions.copyOf} onCopy={actions.copy} onClose={actions.closeCopy} />
      <ExportDirectoryModal open={exporting} onClose={() => setExporting(false)} />
    </div>
  );
}
