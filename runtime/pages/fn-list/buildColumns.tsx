import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ButtonProps, TableColumnsType } from 'antd';
import React from 'react';
import type { FunctionMeta, RecordRow, SortItem } from '../../api';
import { DocStateTag, fieldLabel, fieldOptions, fieldProps, fieldType } from '../../fn';
import { fieldTypeOf } from '../../../engine/index';
import { renderCell } from './renderCell';
import { StateFieldTag } from './StateFieldTag';
import { columnWidth } from './columnWidth';

export interface ColumnOptions {
  t: (key: string) => string;
  sort: SortItem[];
  canEdit: boolean;
  canDelete: boolean;
  /** Columns the person chose to see (column chooser); all shown ones when absent. */
  visible?: string[];
  onView?: (row: RecordRow) => void;
  onEdit: (row: RecordRow) => void;
  onDelete: (row: RecordRow) => void;
  /** A status column with each record's document state (functions with an approval flow). */
  showState?: boolean;
  /** Per row: whether edit and delete are offered (its document state may lock it). */
  rowActions?: (row: RecordRow) => { edit: boolean; delete: boolean };
}

const toAntdOrder = (field: string, sort: SortItem[]) => {
  const hit = sort.find((s) => s.field === field);
  return hit ? (hit.order === 'asc' ? 'ascend' : 'descend') : null;
};

/** Table columns from `meta.list`: shown ones in order, widths, server sort, typed cells, row actions. */
export function buildColumns(meta: FunctionMeta, o: ColumnOptions): TableColumnsType<RecordRow> {
  const dataColumns: TableColumnsType<RecordRow> = [...(meta.list?.columns ?? [])]
    .filter((c) => (o.visible ? o.visible.includes(c.field) : c.showInList))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((c) => {
      const type = fieldType(meta, c.field);
      const options = fieldOptions(meta, c.field);
      const props = fieldProps(meta, c.field);
      const right = fieldTypeOf(type)?.alignRight ?? false;
      const title = fieldLabel(meta, c.field);
      return {
        key: c.field,
        dataIndex: ['data', c.field],
        title,
        // Never narrower than the title and the type's usual values: amounts were cut off in Chinese lists.
        width: columnWidth(String(title ?? ''), type, c.width, Boolean(c.sort)),
        align: right || type === 'money' || type === 'number' ? ('right' as const) : undefined,
        sorter: c.sort ? true : undefined,
        sortOrder: c.sort ? toAntdOrder(c.field, o.sort) : undefined,
        render: (value: unknown) => (meta.stateField?.field === c.field
          ? <StateFieldTag value={value} options={options} colors={meta.stateField.colors} />
          : renderCell(type, value, options, props)),
        onHeaderCell: () => ({ 'data-testid': `col-${c.field}` }) as React.HTMLAttributes<HTMLElement>,
      };
    });

  const stateColumn: TableColumnsType<RecordRow> = o.showState
    ? [{
      key: '__docState',
      dataIndex: 'docState',
      title: o.t('records.column.state'),
      width: 110,
      fixed: 'right',
      render: (state: string | undefined) => <DocStateTag state={state} />,
      onHeaderCell: () => ({ 'data-testid': 'col-docState' }) as React.HTMLAttributes<HTMLElement>,
    }]
    : [];
  const allowed = (row: RecordRow) => o.rowActions?.(row) ?? { edit: true, delete: true };

  const actions: TableColumnsType<RecordRow> = o.canEdit || o.canDelete || o.onView
    ? [{
      key: '__actions',
      title: o.t('list.actions'),
      width: 120,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row: RecordRow) => (
        <Space size={2}>
          {o.onView && (
            <Tooltip title={o.t('fnx.list.view')}>
              <Button
                type="text"
                size="small"
                icon={<EyeOutlined />}
                aria-label={o.t('fnx.list.view')}
                onClick={() => o.onView?.(row)}
                data-testid={`row-view-${row.id}`}
                className="row-action"
              />
            </Tooltip>
          )}
          {o.canEdit && allowed(row).edit && (
            <Tooltip title={o.t('list.edit')}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={o.t('list.edit')}
                onClick={() => o.onEdit(row)}
                data-testid={`row-edit-${row.id}`}
                className="row-action"
              />
            </Tooltip>
          )}
          {o.canDelete && allowed(row).delete && (
            <Popconfirm
              title={o.t('list.deleteConfirm')}
              okText={o.t('list.delete')}
              cancelText={o.t('layout.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'row-delete-confirm' } as ButtonProps}
              onConfirm={() => o.onDelete(row)}
            >
              <Tooltip title={o.t('list.delete')}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={o.t('list.delete')}
                  data-testid={`row-delete-${row.id}`}
                  className="row-action"
                />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    }]
    : [];

  // The status sits fixed on the right beside the actions, so a wide table never scrolls it out of sight
  // and the configured columns keep their order from the left.
  return [...dataColumns, ...stateColumn, ...actions];
}
