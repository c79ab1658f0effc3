import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

export interface BatchBarProps {
  count: number;
  canDelete: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while rows are selected: how many, clear, and delete with confirmation. */
export function BatchBar({ count, canDelete, onDelete, onClear }: BatchBarProps) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <div className="batch-bar" data-testid="batch-bar">
      <Space>
        <Typography.Text strong>{t('fnx.list.selected', { count })}</Typography.Text>
        <Button type="link" size="small" onClick={onClear}>{t('fnx.list.clearSelection')}</Button>
        {canDelete && (
          <Popconfirm
            title={t('fnx.list.batchDeleteConfirm', { count })}
            okText={t('list.delete')}
            cancelText={t('layout.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'batch-delete-confirm' } as ButtonProps}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="batch-delete">{t('fnx.list.batchDelete')}</Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}
