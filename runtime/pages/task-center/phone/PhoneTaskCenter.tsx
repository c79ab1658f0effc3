import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, Input, Segmented, Skeleton } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pageCc, pageMine, pagePending, pageReviewed, processTree, type ProcessRow, type ProcessTreeGroup } from '../../../api';
import { LoadMore, PullToRefresh } from '../../../components';
import { useTaskBadgeStore } from '../../../stores';
import { ApprovalDrawer } from '../ApprovalDrawer';
import type { TabKey } from '../processColumns';
import type { ProcessFilter } from '../processFilters';
import { ProcessSearch } from '../ProcessSearch';
import type { PageLoader } from '../useProcessList';
import { useTabCounts } from '../useTabCounts';
import { ProcessCard } from './ProcessCard';
import { useProcessPages } from './useProcessPages';
import '../taskCenter.css';

const TABS: TabKey[] = ['pending-trial', 'apply', 'reviewed', 'cctome'];
const LOADERS: Record<TabKey, PageLoader> = {
  'pending-trial': pagePending, apply: pageMine, reviewed: pageReviewed, cctome: pageCc,
};
type ReadFilter = 'all' | 'unread' | 'read';

/** The task centre on a phone: four tabs, a title search with more filters in a drawer, cards that load as you scroll. */
export default function PhoneTaskCenter() {
  const { tab = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useTabCounts();
  const [tree, setTree] = useState<ProcessTreeGroup[]>([]);
  const [search, setSearch] = useState<ProcessFilter>({});
  const [title, setTitle] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [opened, setOpened] = useState<ProcessRow | null>(null);
  const key = (TABS.includes(tab as TabKey) ? tab : 'pending-trial') as TabKey;
  const filter = useMemo<ProcessFilter>(() => ({
    ...search,
    title: title || search.title,
    read: key === 'cctome' && readFilter !== 'all' ? readFilter === 'read' : undefined,
  }), [search, title, key, readFilter]);
  const list = useProcessPages(LOADERS[key], filter);

  useEffect(() => {
    processTree().then(setTree, () => setTree([]));
  }, []);
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const pid = params.get('open');
    if (!pid) return;
    const taskId = params.get('taskId');
    setOpened({ processInstanceId: Number(pid), ...(taskId ? { taskId: Number(taskId) } : {}) } as ProcessRow);
    setParams({}, { replace: true });
  }, [params, setParams]);

  if (!TABS.includes(tab as TabKey)) return <Navigate to="/task-center/pending-trial" replace />;

  const count: Record<TabKey, number> = { 'pending-trial': counts.pending, apply: counts.apply, reviewed: counts.reviewed, cctome: counts.cc };
  const filtered = Object.values(search).some((v) => v !== undefined && v !== '');
  const refresh = () => {
    useTaskBadgeStore.getState().notify();
    return list.reload();
  };

  return (
    <div className="phone-page task-center task-center--phone" data-testid="task-center">
      <div className="phone-page__head">
        <h1 className="phone-page__title">{t('taskCenter.title')}</h1>
      </div>
      <nav className="tc-phone-tabs" role="tablist">
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === key} className={`tc-phone-tab${k === key ? ' is-active' : ''}`}
            onClick={() => navigate(`/task-center/${k}`)} data-testid={`tab-${k}`}>
            <span className="tc-phone-tab__label">{t(`taskCenter.tabs.${k}`)}</span>
            <Badge count={count[k]} showZero overflowCount={99} size="small" color={k === 'pending-trial' && count[k] ? '#ef4444' : '#94a3b8'} data-testid={`tab-count-${k}`} />
          </button>
        ))}
      </nav>
      <div className="phone-searchbar">
        <Input.Search allowClear placeholder={t('phone.searchTitle')} onSearch={(v) => setTitle(v.trim())} enterButton={<SearchOutlined />}
          data-testid="tc-phone-search" size="large" />
        <Badge dot={filtered}>
          <Button size="large" icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)} aria-label={t('phone.filters')} data-testid="tc-phone-filters" />
        </Badge>
      </div>
      {key === 'cctome' && (
        <Segmented<ReadFilter> block value={readFilter} onChange={setReadFilter}
          options={(['all', 'unread', 'read'] as ReadFilter[]).map((v) => ({ value: v, label: <span data-testid={`cc-filter-${v}`}>{t(`taskCenter.ccFilter.${v}`)}</span> }))} />
      )}
      <PullToRefresh onRefresh={refresh}>
        <div className="tc-cards" data-testid="tc-table">
          {list.loading && list.rows.length === 0 && <Skeleton active paragraph={{ rows: 6 }} />}
          {!list.loading && list.rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`taskCenter.empty.${key}`)} />}
          {list.rows.map((r) => <ProcessCard key={`${r.processInstanceId}-${r.taskId ?? r.ccId ?? ''}`} row={r} tab={key} onOpen={setOpened} />)}
          <LoadMore hasMore={list.hasMore} loading={list.loading} onMore={list.more} count={list.rows.length} />
        </div>
      </PullToRefresh>
      <Drawer open={filtersOpen} placement="bottom" height="auto" title={t('phone.filters')} onClose={() => setFiltersOpen(false)}
        className="phone-filter-sheet" data-testid="tc-filter-sheet" forceRender>
        <ProcessSearch tree={tree} onSearch={(f) => { setSearch(f); setFiltersOpen(false); }} />
      </Drawer>
      <ApprovalDrawer row={opened} onClose={() => setOpened(null)} onChanged={() => useTaskBadgeStore.getState().notify()} />
    </div>
  );
}
