import { InputNumber, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React, { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignFunction, useText } from '../../state';
import { columnRows, defaultSortChoices, isSystemColumn, type ColumnRow } from '../model/listFields';
import { moveItem } from '../model/moveItem';
import { dispatchConfig } from '../shared/dispatch';
import { FieldName } from '../shared/FieldName';
import { PanelCard } from '../shared/PanelCard';
import { DragHandle, SortableTable } from '../shared/SortableTable';
import { centerColumn, DeleteIconButton, MoveButtons, NoRows, SwitchCell } from '../shared/TableCells';

const MIN_WIDTH = 40;
const MAX_WIDTH = 2000;

function WidthInput({ row }: { row: ColumnRow }) {
  const { t } = useTranslation();
  const width = row.column?.width;
  const commit = (value: number | null) => {
    const next = value === null ? undefined : Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(value)));
    if (next !== width) dispatchConfig('list.update', { field: row.field, patch: { width: next } });
  };
  return (
    <InputNumber
      key={`${row.field}:${width ?? ''}`}
      size="small"
      min={MIN_WIDTH}
      max={MAX_WIDTH}
      step={10}
      defaultValue={width}
      placeholder={t('designer.panels.list.auto')}
      style={{ width: 120 }}
      onBlur={(e) => commit(e.target.value === '' ? null : Number(e.target.value))}
      onPressEnter={(e) => commit((e.target as HTMLInputElement).value === '' ? null : Number((e.target as HTMLInputElement).value))}
      data-testid={`list-col-width-${row.field}`}
    />
  );
}

/** "List columns": one row per form field - shown, sortable, width, order (drag or arrows) - and the default sort. */
export function ColumnsCard() {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const rows = useMemo(() => columnRows(fn), [fn.list, fn.fields, fn.form]); // eslint-disable-line react-hooks/exhaustive-deps
  const titleOf = (row: ColumnRow) => (row.system ? t(`designer.panels.list.system.${row.field}`) : text(row.title));
  const move = (from: number, to: number) => dispatchConfig('list.reorder', { fields: moveItem(rows, from, to).map((r) => r.field) });
  const sort = fn.list.defaultSort;
  const sortChoices = defaultSortChoices(fn).map((field) => ({
    value: field,
    label: isSystemColumn(field) ? t(`designer.panels.list.system.${field}`) : text(rows.find((r) => r.field === field)?.title ?? field),
  }));
  const shown = rows.filter((r) => r.column?.showInList);

  const columns: TableColumnsType<ColumnRow> = [
    { key: 'drag', width: 44, align: 'center', render: (_, row) => <DragHandle testId={`list-col-drag-${row.field}`} /> },
    {
      key: 'field',
      title: t('designer.panels.common.field'),
      render: (_, row) => (
        <Space size={6}>
          <FieldName title={titleOf(row)} field={row.field} type={row.type} />
          {row.missing && <Tag color="error">{t('designer.panels.list.missing')}</Tag>}
        </Space>
      ),
    },
    centerColumn('show', t('designer.panels.list.show'), 110, (_, row) => (
      <SwitchCell
        checked={!!row.column?.showInList}
        disabled={row.missing}
        onChange={(showInList) => dispatchConfig('list.update', { field: row.field, patch: { showInList } })}
        testId={`list-col-show-${row.field}`}
      />
    )),
    centerColumn('sort', <Tooltip title={t('designer.panels.list.sortableHint')}>{t('designer.panels.list.sortable')}</Tooltip>, 110, (_, row) => (
      <SwitchCell
        checked={!!row.column?.sort}
        disabled={row.missing || row.system}
        onChange={(on) => dispatchConfig('list.update', { field: row.field, patch: { sort: on } })}
        testId={`list-col-sort-${row.field}`}
      />
    )),
    { key: 'width', title: t('designer.panels.list.width'), width: 150, render: (_, row) => <WidthInput row={row} /> },
    centerColumn('order', t('designer.panels.list.order'), 110, (_, row, i) => (
      <Space size={0}>
        <MoveButtons index={i} count={rows.length} onMove={move} idPrefix="list-col" rowKey={row.field} />
        {row.missing && <DeleteIconButton onClick={() => dispatchConfig('list.removeColumn', { field: row.field })} data-testid={`list-col-remove-${row.field}`} />}
      </Space>
    )),
  ];

  return (
    <PanelCard
      testId="list-columns-card"
      title={t('designer.panels.list.title')}
      hint={t('designer.panels.list.hint')}
      extra={(
        <Space size={8} wrap>
          <Typography.Text type="secondary">{t('designer.panels.list.defaultSort')}</Typography.Text>
          <Select
            size="middle"
            allowClear
            style={{ width: 180 }}
            placeholder={t('designer.panels.list.defaultSortNone')}
            value={sort?.field}
            options={sortChoices}
            onChange={(field?: string) => dispatchConfig('list.defaultSort', { sort: field ? { field, order: sort?.order ?? 'desc' } : null })}
            data-testid="list-default-sort"
          />
          <Select
            style={{ width: 120 }}
            disabled={!sort}
            value={sort?.order ?? 'desc'}
            options={[{ value: 'desc', label: t('designer.panels.list.desc') }, { value: 'asc', label: t('designer.panels.list.asc') }]}
            onChange={(order: 'asc' | 'desc') => sort && dispatchConfig('list.defaultSort', { sort: { field: sort.field, order } })}
            data-testid="list-default-order"
          />
        </Space>
      )}
    >
      <SortableTable<ColumnRow>
        size="middle"
        rowKey={(r) => r.field}
        onMove={move}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <NoRows description={t('designer.panels.list.noFields')} /> }}
        onRow={(row) => ({ 'data-testid': `list-col-${row.field}`, className: row.column?.showInList ? undefined : 'cp-row--muted' }) as React.HTMLAttributes<HTMLElement>}
      />
      <div className="cp-preview" data-testid="list-preview">
        <Typography.Text type="secondary" className="cp-preview__label">{t('designer.panels.list.preview')}</Typography.Text>
        {shown.length
          ? <div className="cp-preview__head">{shown.map((r) => <span key={r.field} className="cp-preview__col" style={r.column?.width ? { flexBasis: r.column.width } : undefined}>{titleOf(r)}</span>)}</div>
          : <Typography.Text type="warning">{t('designer.panels.list.previewEmpty')}</Typography.Text>}
      </div>
    </PanelCard>
  );
}
