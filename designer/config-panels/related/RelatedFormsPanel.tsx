import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined, SwapRightOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedForm } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { PanelCard } from '../shared/PanelCard';
import { useFunctionChoices, useFunctionFields } from '../shared/useFunctionChoices';
import { usePanelFields } from '../shared/usePanelFields';
import { RelatedFormEditor } from './RelatedFormEditor';
import '../shared/panels.css';

interface Row { related: RelatedForm; index: number }

/** The association field by its title in the other form (its identifier until that form's fields load). */
function OtherFieldTag({ form, field }: { form: string; field: string }) {
  const { fields } = useFunctionFields(form);
  return <Tag bordered={false} color="purple">{fields.find((f) => f.value === field)?.label ?? field}</Tag>;
}

/** The "Related forms" tab: other functions' records shown on this function's detail page. */
export function RelatedFormsPanel() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const own = usePanelFields();
  const { choices } = useFunctionChoices();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const rows: Row[] = (fn.relatedForms ?? []).map((related, index) => ({ related, index }))
    .sort((a, b) => (a.related.order ?? 0) - (b.related.order ?? 0) || a.index - b.index);
  const formName = (code: string) => choices.find((c) => c.code === code)?.name ?? code;
  const ownLabel = (key: string) => (key === 'id' ? t('designer.panels.related.recordId') : own.find((f) => f.key === key)?.label ?? key);

  const columns: TableColumnsType<Row> = [
    { key: 'order', title: t('designer.panels.related.order'), width: 120, align: 'center', render: (_, { related }) => <Tag bordered={false}>{related.order}</Tag> },
    {
      key: 'form',
      title: t('designer.panels.related.form'),
      render: (_, { related }) => <Space size={6}><LinkOutlined style={{ color: '#1677ff' }} /><Typography.Text strong>{formName(related.form)}</Typography.Text><span className="cp-field__key">{related.form}</span></Space>,
    },
    {
      key: 'match',
      title: t('designer.panels.related.match'),
      render: (_, { related }) => (
        <Space size={6}>
          <Tag bordered={false} color="blue">{ownLabel(related.currentField)}</Tag>
          <SwapRightOutlined style={{ color: '#94a3b8' }} />
          <OtherFieldTag form={related.form} field={related.associationField} />
        </Space>
      ),
    },
    { key: 'id', title: t('designer.panels.related.associationId'), render: (_, { related }) => <span className="cp-field__key">{related.associationId}</span> },
    {
      key: 'state',
      title: t('designer.panels.related.state'),
      width: 100,
      align: 'center',
      render: (_, { related, index }) => (
        <Switch
          size="small"
          checked={related.state !== 'disabled'}
          onChange={(on) => dispatchConfig('related.update', { index, related: { ...related, state: on ? 'enabled' : 'disabled' } })}
          data-testid={`related-state-${index}`}
        />
      ),
    },
    {
      key: 'actions',
      title: t('designer.panels.common.actions'),
      width: 110,
      align: 'center',
      render: (_, { index }) => (
        <Space size={0}>
          <Tooltip title={t('designer.panels.common.edit')}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('designer.panels.common.edit')} onClick={() => setEditing({ index })} data-testid={`related-edit-${index}`} />
          </Tooltip>
          <Popconfirm
            title={t('designer.panels.related.removeConfirm')}
            okText={t('designer.panels.common.delete')}
            cancelText={t('designer.panels.common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'related-delete-confirm' } as never}
            onConfirm={() => dispatchConfig('related.remove', { index })}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} data-testid={`related-delete-${index}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="cp-stack" data-testid="related-panel">
      <PanelCard
        testId="related-card"
        title={t('designer.panels.related.title')}
        hint={t('designer.panels.related.hint')}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ index: null })} data-testid="related-add">{t('designer.panels.related.add')}</Button>}
      >
        <Table<Row>
          size="middle"
          rowKey={(r) => String(r.index)}
          dataSource={rows}
          columns={columns}
          pagination={false}
          onRow={(r) => ({ 'data-testid': `related-row-${r.index}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.panels.related.empty')} /> }}
        />
      </PanelCard>
      <RelatedFormEditor open={!!editing} index={editing?.index ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}
