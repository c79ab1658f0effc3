import {
  CloudUploadOutlined, CopyOutlined, DeleteOutlined, EditOutlined, ExportOutlined, HistoryOutlined, PauseCircleOutlined,
  PlayCircleOutlined, RollbackOutlined, SafetyOutlined,
} from '@ant-design/icons';
import { Button, Divider, Popconfirm, Space, Tooltip } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionRow } from '../../api';
import { rowActions, type RowAction } from '../model';

const ICONS: Record<RowAction, React.ReactNode> = {
  design: <EditOutlined />, publish: <CloudUploadOutlined />, versions: <HistoryOutlined />, scopes: <SafetyOutlined />, enable: <PlayCircleOutlined />,
  disable: <PauseCircleOutlined />, copy: <CopyOutlined />, revoke: <RollbackOutlined />, export: <ExportOutlined />, delete: <DeleteOutlined />,
};

/** Actions that ask first. */
const CONFIRM: Partial<Record<RowAction, 'delete' | 'revoke' | 'disable'>> = { delete: 'delete', revoke: 'revoke', disable: 'disable' };

export interface RowActionsProps {
  row: FunctionRow;
  busy: string | null;
  onAction(row: FunctionRow, action: RowAction): void;
}

/** A row's actions: "Design" and "Publish" as words, the rest as icons with tooltips. */
export function RowActions({ row, busy, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  const label = (a: RowAction) => t(`designer.functions.actions.${a}`);
  const button = (a: RowAction, withText: boolean) => {
    const props = {
      size: 'small' as const, type: (withText ? 'link' : 'text') as 'link' | 'text', icon: ICONS[a], danger: a === 'delete',
      loading: busy === `${a}-${row.code}`, 'data-testid': `fn-action-${a}-${row.code}`, 'aria-label': label(a),
      className: withText ? 'fnd-action fnd-action--text' : 'fnd-action',
    };
    const confirm = CONFIRM[a];
    const el = confirm ? (
      <Popconfirm
        title={t(`designer.functions.confirm.${confirm}Title`, { name: row.name })}
        description={t(`designer.functions.confirm.${confirm}Content`, { version: row.version ?? '' })}
        okText={label(a)} okButtonProps={{ danger: a === 'delete', 'data-testid': `fn-confirm-${a}-${row.code}` }}
        cancelText={t('designer.functions.confirm.cancel')}
        onConfirm={() => onAction(row, a)}
      >
        <Button {...props}>{withText ? label(a) : null}</Button>
      </Popconfirm>
    ) : <Button {...props} onClick={() => onAction(row, a)}>{withText ? label(a) : null}</Button>;
    return withText ? <React.Fragment key={a}>{el}</React.Fragment> : <Tooltip key={a} title={label(a)} mouseEnterDelay={0.1}>{el}</Tooltip>;
  };
  const actions = rowActions(row);
  const words = actions.filter((a) => a === 'design' || a === 'publish');
  const icons = actions.filter((a) => a !== 'design' && a !== 'publish');
  return (
    <Space size={0} className="fnd-actions">
      {words.map((a) => button(a, true))}
      <Divider type="vertical" />
      {icons.map((a) => button(a, false))}
    </Space>
  );
}
