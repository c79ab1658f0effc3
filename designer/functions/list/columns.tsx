import { Tag, Tooltip, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import React from 'react';
import type { TFunction } from 'i18next';
import type { FunctionRow } from '../../api';
import { BUSINESS_TYPES, FORM_TYPES, STATE_COLOURS, isKnown, type RowAction } from '../model';
import { RowActions } from './RowActions';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The function list's columns (spec 001 section 3) and the row actions. */
export function functionColumns(t: TFunction, actions: { busy: string | null; onAction(row: FunctionRow, a: RowAction): void }): ColumnsType<FunctionRow> {
  const k = (key: string) => t(`designer.functions.columns.${key}`);
  const label = (group: string, list: readonly string[], code: string | null | undefined) =>
    (isKnown(list, code) ? t(`designer.functions.${group}.${code}`) : code || null);
  return [
    {
      title: k('name'), dataIndex: 'name', key: 'name', fixed: 'left', width: 190,
      render: (_, r) => (
        <div className="fnd-name">
          <Typography.Text strong ellipsis={{ tooltip: r.name }}>{r.name}</Typography.Text>
          <Typography.Text type="secondary" className="fnd-code">{r.code}</Typography.Text>
        </div>
      ),
    },
    { title: k('formType'), key: 'formType', width: 110, render: (_, r) => label('formTypes', FORM_TYPES, r.formType) ?? dash },
    { title: k('businessType'), key: 'businessType', width: 140, render: (_, r) => label('businessTypes', BUSINESS_TYPES, r.businessType) ?? dash },
    {
      title: k('flow'), key: 'flow', width: 140,
      render: (_, r) => (r.hasFlow
        ? <Tag icon={<ApartmentOutlined />} color="processing" bordered={false}>{t('designer.functions.flow.has')}</Tag>
        : <Typography.Text type="secondary">{t('designer.functions.flow.none')}</Typography.Text>),
    },
    {
      title: k('state'), key: 'state', width: 150,
      render: (_, r) => <Tag color={STATE_COLOURS[r.state]} data-testid={`fn-state-${r.code}`}>{t(`designer.common.state.${r.state}`)}</Tag>,
    },
    {
      title: k('menu'), key: 'menu', width: 150,
      render: (_, r) => (r.menuName ? (
        <div className="fnd-menu">
          <span>{r.menuName}</span>
          <Typography.Text type="secondary" className="fnd-menu__dir">
            {r.directoryName ?? (r.directory || t('designer.functions.info.directoryTop'))}
          </Typography.Text>
        </div>
      ) : dash),
    },
    { title: k('updater'), key: 'updater', width: 110, render: (_, r) => r.updater ?? <Tooltip title={t('designer.functions.list.fromPack')}>{dash}</Tooltip> },
    { title: k('publishedAt'), key: 'publishedAt', width: 140, render: (_, r) => <span className="fnd-time">{when(r.publishedAt)}</span> },
    { title: k('updatedAt'), key: 'updatedAt', width: 140, render: (_, r) => <span className="fnd-time">{when(r.updatedAt)}</span> },
    {
      title: k('actions'), key: 'actions', fixed: 'right', width: 300,
      render: (_, r) => <RowActions row={r} busy={actions.busy} onAction={actions.onAction} />,
    },
  ];
}
