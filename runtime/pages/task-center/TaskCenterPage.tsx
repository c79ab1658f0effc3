import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Segmented, Table, Tabs, Tooltip } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pageCc, pageMine, pagePending, pageReviewed, processTree, type ProcessRow, type ProcessTreeGroup } from '../../api';
import { PageHeader } from '../../components';
import { useTaskBadgeStore } from '../../stores';
import { ApprovalDrawer } from './ApprovalDrawer';
import { processColumns, type TabKey } from './processColumns';
import type { ProcessFilter } from './processFilters';
import { ProcessSearch } from './ProcessSearch';
import { ProcessTree } from './ProcessTree';
import { useProcessList, type PageLoader } from './useProcessList';
import { useTabCounts } from './useTabCounts';
import './taskCenter.css';

export const TASK_TABS: TabKey[] = ['pending-trial', 'apply', 'reviewed', 'cctome'];

const LOADERS: Record<TabKey, PageLoader> = {
  'pending-trial': pagePending, apply: pageMine, reviewed: pageReviewed, cctome: pageCc,
};

type ReadFilter = 'all' | 'unread' | 'read';

/** Task centre (spec 001 "Approval task center"): four tabs, process tree, search, paged lists, the approval drawer. */
export default function TaskCenterPage() {
  const { tab = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useTabCounts();
  const [tree, setTree] = useState<ProcessTreeGroup[]>([]);
  const [search, setSearch] = useState<ProcessFilter>({});
  const [functionCode, setFunctionCode] = useState<string>();
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [opened, setOpened] = useState<ProcessRow | null>(null);
  const key = (TASK_TABS.includes(tab as TabKey) ? tab : 'pending-trial') as TabKey;
  const filter = useMemo<ProcessFilter>(() => ({
    ...search,
    functionCode: functionCode ?? search.functionCode,
    read: key === 'cctome' && readFilter !== 'all' ? readFilter === 'read' : undefined,
  }), [search, functionCode, key, readFilter]);
  const list = useProcessList(LOADERS[key], filter);
  const columns = useMemo(() => processColumns(key, t, setOpened), [key, t]);

  useEffect(() => {
    processTree().then(setTree, () => setTree([]));
  }, []);

  // A message opens the process it is about (?open=<processInstanceId>&taskId=).
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const pid = params.get('open');
    if (!pid) return;
    const taskId = params.get('taskId');
    setOpened({ processInstanceId: Number(pid), ...(taskId ? { taskId: Number(taskId) } : {}) } as ProcessRow);
    setParams({}, { replace: true });
  }, [params, setParams]);

  if (!TASK_TABS.includes(tab as TabKey)) return <Navigate to="/task-center/pending-trial" replace />;

  const label = (k: TabKey, n: number, extra?: React.ReactNode) => (
    <span className="tc-tab" data-testid={`tab-${k}`}>
      {t(`taskCenter.tabs.${k}`)}
      <Badge count={n} showZero overflowCount={99} color={k === 'pending-trial' && n ? '#ef4444' : '#94a3b8'} data-testid={`tab-count-${k}`} />
      {extra}
    </span>
  );
  const ccExtra = counts.ccUnread > 0 && (
    <span className="tc-tab__unread" data-testid="tab-unread-cctome">{t('taskCenter.unreadCount', { count: counts.ccUnread })}</span>
  );

  return (
    <div className="page task-center" data-testid="task-center">
      <PageHeader
        title={t('taskCenter.title')}
        subtitle={t('taskCenter.subtitle')}
        crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('taskCenter.title') }]}
        extra={(
          <Tooltip title={t('list.refresh')}>
            <Button icon={<ReloadOutlined />} onClick={() => { list.reload(); useTaskBadgeStore.getState().notify(); }} aria-label={t('list.refresh')} data-testid="tc-refresh" />
          </Tooltip>
        )}
      />
      <div className="tc-body">
        <Card className="page-card tc-side"><ProcessTree tree={tree} selected={functionCode} onSelect={setFunctionCode} /></Card>
        <Card className="page-card tc-main">
          <Tabs
            activeKey={key}
            onChange={(k) => navigate(`/task-center/${k}`)}
            items={[
              { key: 'pending-trial', label: label('pending-trial', counts.pending) },
              { key: 'apply', label: label('apply', counts.apply) },
              { key: 'reviewed', label: label('reviewed', counts.reviewed) },
              { key: 'cctome', label: label('cctome', counts.cc, ccExtra) },
            ]}
          />
          <div className="tc-toolbar">
            <ProcessSearch tree={tree} onSearch={setSearch} />
            {key === 'cctome' && (
              <Segmented<ReadFilter>
                value={readFilter}
                onChange={setReadFilter}
                options={(['all', 'unread', 'read'] as ReadFilter[]).map((v) => ({ value: v, label: <span data-testid={`cc-filter-${v}`}>{t(`taskCenter.ccFilter.${v}`)}</span> }))}
              />
            )}
          </div>
          <div data-testid="tc-table">
            <Table<ProcessRow>
              rowKey={(r) => `${r.processInstanceId}-${r.taskId ?? r.ccId ?? ''}`}
              columns={columns}
              dataSource={list.rows}
              loading={list.loading}
              tableLayout="auto"
              scroll={{ x: 'max-content' }}
              rowClassName={(r) => (key === 'cctome' && !r.read ? 'tc-row--unread' : '')}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`taskCenter.empty.${key}`)} /> }}
              pagination={{
                current: list.current,
                pageSize: list.size,
                total: list.total,
                showSizeChanger: true,
                pageSizeOptions: ['10', '20', '50'],
                showTotal: (n) => t('list.total', { total: n }),
              }}
              onChange={(p) => list.setPage(p.current ?? 1, p.pageSize ?? 10)}
            />
          </div>
        </Card>
      </div>
      <ApprovalDrawer
        row={opened}
        onClose={() => setOpened(null)}
        onChanged={() => useTaskBadgeStore.getState().notify()}
      />
    </div>
  );
}
