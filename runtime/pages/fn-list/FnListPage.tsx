import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Table, Tooltip } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteRecord } from '../../api';
import type { RecordRow } from '../../api';
import { LoadFailed, PageHeader, PageLoading } from '../../components';
import { FnServices, rowActions, useFunctionMeta, usePageTrail, useRouteFunctionCode } from '../../fn';
import { useHasFlow } from '../task-center';
import { ListToolbar } from './ListToolbar';
import { useColumnChoice } from './useColumnChoice';
import { canDo } from '../../menu';
import { useListView } from './useListView';
import { useSessionStore } from '../../stores';
import { buildColumns } from './buildColumns';
import { SearchBar } from './SearchBar';
import { toFilters } from './toFilters';
import { PAGE_SIZES, useRecordPage } from './useRecordPage';
import { PageTotal } from './PageTotal';

/** Generated list of a function: search, server paging and sorting, row actions. */
export default function FnListPage() {
  const code = useRouteFunctionCode();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const listPath = `/fn/${code}`;
  const { meta: fullMeta, loading: metaLoading, failed } = useFunctionMeta(code);
  const { meta, menuCode, viewMenu, title, trailPath } = useListView(code, fullMeta);
  const { query, records, total, totalIsLowerBound, countExactly, loading, update, reload } = useRecordPage(code, meta, viewMenu);
  const [filtered, setFiltered] = useState(false);
  const menuMap = useSessionStore((s) => s.menuMap);
  const userId = useSessionStore((s) => s.user?.id);
  const hasFlow = useHasFlow(code);
  const crumbs = usePageTrail(trailPath, meta?.name ?? code);
  const { visible, setVisible } = useColumnChoice(viewMenu ? `${code}@${viewMenu}` : code, meta);
  const [selected, setSelected] = useState<React.Key[]>([]);
  useEffect(() => setSelected([]), [records]);
  const selectedRows = records.filter((r) => selected.includes(r.id));

  const columns = useMemo(() => (meta && query ? buildColumns(meta, {
    t,
    sort: query.sort,
    visible,
    onView: (row: RecordRow) => navigate(`${listPath}/${row.id}/view`),
    canEdit: canDo(menuCode, 'edit', menuMap),
    showState: hasFlow,
    rowActions: (row: RecordRow) => rowActions(row, userId),
    canDelete: canDo(menuCode, 'delete', menuMap),
    onEdit: (row: RecordRow) => navigate(`${listPath}/${row.id}`),
    onDelete: async (row: RecordRow) => {
      await deleteRecord(code, row.id);
      void message.success(t('list.deleted'));
      if (records.length === 1 && query.current > 1) update({ current: query.current - 1 });
      else reload();
    },
  }) : []), [meta, query, visible, t, menuCode, menuMap, navigate, listPath, code, message, records.length, update, reload, hasFlow, userId]);

  if (metaLoading) return <PageLoading />;
  if (failed || !meta) return <LoadFailed backTo={'/workbench'} />;

  const canCreate = canDo(menuCode, 'create', menuMap);
  const canDelete = canDo(menuCode, 'delete', menuMap);
  const deleteSelected = async () => {
    const ids = [...selected];
    for (const id of ids) await deleteRecord(code, id as string | number);
    void message.success(t('fnx.list.batchDeleted', { count: ids.length }));
    setSelected([]);
    if (ids.length >= records.length && (query?.current ?? 1) > 1) update({ current: (query?.current ?? 2) - 1 });
    else reload();
  };
  const newButton = canCreate && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${listPath}/new`)} data-testid="list-new">
      {t('list.new')}
    </Button>
  );
  const headerActions = (
    <>
      <Tooltip title={t('list.refresh')}>
        <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('list.refresh')} data-testid="list-refresh" />
      </Tooltip>
      {newButton}
    </>
  );

  return (
    <FnServices>
    <div className="page" data-testid={`list-${code}`}>
      <PageHeader title={title ?? meta.name} subtitle={meta.description} crumbs={crumbs} extra={headerActions} />
      <Card className="page-card" styles={{ body: { paddingBottom: 8 } }}>
        <SearchBar
          meta={meta}
          withState={hasFlow}
          onSearch={(values) => {
            const { docStates, ...fields } = values;
            const filters = toFilters(meta, fields);
            const states = Array.isArray(docStates) && docStates.length ? (docStates as string[]) : [];
            setFiltered(Object.keys(filters).length > 0 || states.length > 0);
            update({ filters, docStates: states, current: 1 });
          }}
        />
      </Card>
      <Card className="page-card">
        <ListToolbar
          code={code}
          meta={meta}
          query={query}
          menu={viewMenu}
          selected={selectedRows}
          visible={visible}
          canCreate={canCreate}
          canDelete={canDelete}
          canImport={canCreate && canDo(menuCode, 'import', menuMap)}
          canExport={canDo(menuCode, 'export', menuMap)}
          onColumns={setVisible}
          onDeleteSelected={deleteSelected}
          onClearSelection={() => setSelected([])}
          onChanged={reload}
        />
        <div data-testid="list-table">
        <Table<RecordRow>
          rowKey="id"
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected, columnWidth: 44 }}
          columns={columns}
          dataSource={records}
          loading={loading}
          tableLayout="auto"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty description={filtered ? t('list.noMatch') : t('list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
                {!filtered && newButton}
              </Empty>
            ),
          }}
          pagination={{
            current: query?.current ?? 1,
            pageSize: query?.size ?? PAGE_SIZES[0],
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (n) => <PageTotal total={n} lowerBound={totalIsLowerBound} onExact={countExactly} />,
            // @ts-expect-error data attributes reach the pagination root
            'data-testid': 'list-pagination',
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const field = s?.columnKey ? String(s.columnKey) : undefined;
              update({ current: 1, sort: field && s.order ? [{ field, order: s.order === 'ascend' ? 'asc' : 'desc' }] : [] });
              return;
            }
            update({ current: pagination.current ?? 1, size: pagination.pageSize ?? PAGE_SIZES[0] });
          }}
        />
        </div>
      </Card>
    </div>
    </FnServices>
  );
}
