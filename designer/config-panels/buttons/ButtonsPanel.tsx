import { FormOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonConfig } from '../../../engine/index';
import { useDesignFunction, useText } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { EditorTablePanel } from '../shared/EditorTablePanel';
import { DragHandle } from '../shared/SortableTable';
import { editDeleteColumn, stateColumn } from '../shared/TableCells';
import { useEditorDialog } from '../shared/useEditorDialog';
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
  const editor = useEditorDialog();
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
    stateColumn<Row>(t('designer.panels.buttons.state'), 110, 'button', ({ button }) => button.state === 'enabled', ({ button, index }, state) => dispatchConfig('button.update', { index, button: { ...button, state } })),
    editDeleteColumn<Row>(t('designer.panels.common.actions'), {
      idPrefix: 'button', removeConfirm: t('designer.panels.buttons.removeConfirm'), onEdit: editor.edit, onDelete: (index) => dispatchConfig('button.remove', { index }),
    }),
  ];

  return (
    <EditorTablePanel<Row>
      section="buttons"
      idPrefix="button"
      rows={rows}
      columns={columns}
      onAdd={editor.add}
      onMove={(from, to) => dispatchConfig('button.move', { from, to })}
      footer={buttons.length > 0 && <ButtonStrip buttons={buttons} />}
      editor={<ButtonEditor open={editor.open} index={editor.index} button={editor.index != null ? buttons[editor.index] : undefined} onClose={editor.close} />}
    />
  );
}
