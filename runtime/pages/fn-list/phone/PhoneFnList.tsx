import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, Skeleton } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../api';
import { LoadFailed, LoadMore, PageLoading, PullToRefresh } from '../../../components';
import { FnServices, useFunctionMeta, useRouteFunctionCode } from '../../../fn';
import { canDo } from '../../../menu';
import { useListView } from '../useListView';
import { useSessionStore } from '../../../stores';
import { useHasFlow } from '../../task-center';
import { buildColumns } from '../buildColumns';
import { SearchBar } from '../SearchBar';
import { toFilters } from '../toFilters';
import { useRecordPage } from '../useRecordPage';
import { PageTotal } from '../PageTotal';
import { RecordCard } from './RecordCard';

/** How many of the list's columns a card shows: the first as its title, the rest as fields. */
const CARD_COLUMNS = 5;

/** A function's records on a phone: cards with the list's first columns, search in a sheet, more as you scroll. */
export default function PhoneFnList() {
  const code = useRouteFunctionCode();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = `/fn/${code}`;
  const { meta: fullMeta, loading: metaLoading, failed } = useFunctionMeta(code);
  const { meta, menuCode, viewMenu, title } = useListView(code, fullMeta);
  const { query, records, total, totalIsLowerBound, countExactly, loading, update, reload } = useRecordPage(code, meta, viewMenu);
  const [all, setAll] = useState<RecordRow[]>([]);
  const [searchOpen, setSearchOpen] = useState(false);
  const [filtered, setFiltered] = useState(false);
  const menuMap = useSessionStore((s) => s.menuMap);
  const hasFlow = useHasFlow(code);

  // Page 1 starts the list over; later pages add to it.
  useEffect(() => {
    if (!query || loading) return;
    setAll((old) => (query.current === 1 ? records : [...old, ...records.filter((r) => !old.some((o) => o.id === r.id))]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [records, loading]);

  const columns = useMemo(() => (meta && query ? buildColumns(meta, {
    t, sort: query.sort, canEdit: false, canDelete: false, showState: hasFlow, onEdit: () => undefined, onDelete: () => undefined,
  }) : []), [meta, query, t, hasFlow]);

  if (metaLoading) return <PageLoading />;
  if (failed || !meta) return <LoadFailed backTo={'/workbench'} />;

  const data = columns.filter((c) => !String(c.key).startsWith('__')).slice(0, CARD_COLUMNS);
  const state = columns.find((c) => c.key === '__docState');
  const canCreate = canDo(menuCode, 'create', menuMap);
  const hasMore = totalIsLowerBound || all.length < total;
  const withSearch = (meta.search?.length ?? 0) > 0 || hasFlow;

  return (
    <FnServices>
      <div className="phone-page" data-testid={`list-${code}`}>
        <div className="phone-page__head">
          <h1 className="phone-page__title">{title ?? meta.name}</h1>
          <div className="phone-page__actions">
            {withSearch && (
              <Badge dot={filtered}>
                <Button size="large" icon={<FilterOutlined />} onClick={() => setSearchOpen(true)} aria-label={t('list.search')} data-testid="phone-search-open" />
              </Badge>
            )}
            {canCreate && (
              <Button size="large" type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${listPath}/new`)} data-testid="list-new">
                {t('list.new')}
              </Button>
            )}
          </div>
        </div>
        <div className="phone-page__meta" data-testid="phone-list-total"><PageTotal total={total} lowerBound={totalIsLowerBound} onExact={countExactly} /></div>
        <PullToRefresh onRefresh={() => { if ((query?.current ?? 1) === 1) reload(); else update({ current: 1 }); }}>
          <div className="rec-cards" data-testid="list-table">
            {loading && all.length === 0 && <Skeleton active paragraph={{ rows: 6 }} />}
            {!loading && all.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('list.noMatch') : t('list.empty')} />}
            {all.map((row, i) => (
              <RecordCard key={row.id} row={row} index={i} columns={data as never} state={state as never} onOpen={(r) => navigate(`${listPath}/${r.id}/view`)} />
            ))}
            <LoadMore hasMore={hasMore} loading={loading} count={all.length} onMore={() => update({ current: (query?.current ?? 1) + 1 })} />
          </div>
        </PullToRefresh>
        <Drawer open={searchOpen} placement="right" width="100%" title={t('list.search')} onClose={() => setSearchOpen(false)}
          className="phone-search-drawer" data-testid="phone-search-drawer" forceRender>
          <SearchBar
            meta={meta}
            withState={hasFlow}
            onSearch={(values) => {
              const { docStates, ...fields } = values;
              const filters = toFilters(meta, fields);
              const states = Array.isArray(docStates) && docStates.length ? (docStates as string[]) : [];
              setFiltered(Object.keys(filters).length > 0 || states.length > 0);
              update({ filters, docStates: states, current: 1 });
              setSearchOpen(false);
            }}
          />
        </Drawer>
      </div>
    </FnServices>
  );
}
