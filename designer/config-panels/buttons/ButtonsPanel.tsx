import { DeleteOutlined, EditOutlined, FormOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonConfig } from '../../../engine/index';
import { useDesignFunction, useText } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { PanelCard } from '../shared/PanelCard';
import { DragHandle, SortableTable } from '../shared/SortableTable';
import { useFunctionChoices } from '../shared/useFunctionChoices';
import { ButtonEditor } from './ButtonEditor';
import '../shared/panels.css';

interface Row { button: ButtonConfig; index: number }

/** How the buttons look on the list page and the detail page. */
function ButtonStrip({ buttons }: { buttons: ButtonConfig[] }) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <div className="cp-preview" data-testid="button-preview">
      <Typography.Text type="secondary" className="cp-preview__label">{t('designer.panels.buttons.preview')}</Typography.Text>
      <div className="cp-button-strip">
        {buttons.map((b, i) => {
          const off = b.state === 'disabled';
          return (
            <Button
              key={i}
              icon={b.action === 'workflow' ? <ThunderboltOutlined /> : <FormOutlined />}
              disabled={off}
              style={off ? undefined : { background: b.colour, borderColor: b.colour, color: '#fff' }}
            >
              {text(b.name)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

/** The "Buttons" tab: the function's configured buttons, edited in a dialog, reordered by dragging. */
export function ButtonsPanel() {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const { choices } = useFunctionChoices();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const buttons = fn.buttons ?? [];
  const rows: Row[] = buttons.map((button, index) => ({ button, index }));
  const formName = (code?: string) => (code ? choices.find((c) => c.code === code)?.name ?? code : '-');

  const columns: TableColumnsType<Row> = [
    { key: 'drag', width: 44, align: 'center', render: (_, r) => <DragHandle testId={`button-drag-${r.index}`} /> },
    {
      key: 'name',
      title: t('designer.panels.buttons.name'),
      render: (_, { button }) => <span><i className="cp-colour-dot" style={{ background: button.colour }} /><Typography.Text strong>{text(button.name)}</Typography.Text></span>,
    },
    {
      key: 'action',
      title: t('designer.panels.buttons.action'),
      width: 150,
      render: (_, { button }) => (
        <Tag bordered={false} color={button.action === 'workflow' ? 'green' : 'blue'} icon={button.action === 'workflow' ? <ThunderboltOutlined /> : <FormOutlined />}>
          {t(`designer.panels.buttons.actions.${button.action}`)}
        </Tag>
      ),
    },
    {
      key: 'target',
      title: t('designer.panels.buttons.targetForm'),
      render: (_, { button }) => (button.action === 'fill'
        ? <Space size={6}>{formName(button.targetForm)}{!!button.fills?.length && <Tag bordered={false}>{t('designer.panels.buttons.fillCount', { count: button.fills.length })}</Tag>}</Space>
        : <Typography.Text type="secondary">-</Typography.Text>),
    },
    { key: 'dialog', title: t('designer.panels.buttons.dialogTitle'), render: (_, { button }) => text(button.dialogTitle) },
    {
      key: 'state',
      title: t('designer.panels.buttons.state'),
      width: 110,
      align: 'center',
      render: (_, { button, index }) => (
        <Switch
          size="small"
          checked={button.state === 'enabled'}
          onChange={(on) => dispatchConfig('button.update', { index, button: { ...button, state: on ? 'enabled' : 'disabled' } })}
          data-testid={`button-state-${index}`}
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
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('designer.panels.common.edit')} onClick={() => setEditing({ index })} data-testid={`button-edit-${index}`} />
          </Tooltip>
          <Popconfirm
            title={t('designer.panels.buttons.removeConfirm')}
            okText={t('designer.panels.common.delete')}
            cancelText={t('designer.panels.common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'button-delete-confirm' } as never}
            onConfirm={() => dispatchConfig('button.remove', { index })}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} data-testid={`button-delete-${index}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="cp-stack" data-testid="buttons-panel">
      <PanelCard
        testId="buttons-card"
        title={t('designer.panels.buttons.title')}
        hint={t('designer.panels.buttons.hint')}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ index: null })} data-testid="button-add">{t('designer.panels.buttons.add')}</Button>}
      >
        <SortableTable<Row>
          size="middle"
          rowKey={(r) => String(r.index)}
          onMove={(from, to) => dispatchConfig('button.move', { from, to })}
          dataSource={rows}
          columns={columns}
          pagination={false}
          onRow={(r) => ({ 'data-testid': `button-row-${r.index}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.panels.buttons.empty')} /> }}
        />
        {buttons.length > 0 && <ButtonStrip buttons={buttons} />}
      </PanelCard>
      <ButtonEditor
        open={!!editing}
        index={editing?.index ?? null}
        button={editing?.index != null ? buttons[editing.index] : undefined}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
