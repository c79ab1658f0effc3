import { LinkOutlined, SwapRightOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedForm } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { EditorTablePanel } from '../shared/EditorTablePanel';
import { editDeleteColumn, stateColumn } from '../shared/TableCells';
import { useEditorDialog } from '../shared/useEditorDialog';
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
  const editor = useEditorDialog();
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
    stateColumn<Row>(t('designer.panels.related.state'), 100, 'related', ({ related }) => related.state !== 'disabled', ({ related, index }, state) => dispatchConfig('related.update', { index, related: { ...related, state } })),
    editDeleteColumn<Row>(t('designer.panels.common.actions'), {
      idPrefix: 'related', removeConfirm: t('designer.panels.related.removeConfirm'), onEdit: editor.edit, onDelete: (index) => dispatchConfig('related.remove', { index }),
    }),
  ];

  return (
    <EditorTablePanel<Row>
      section="related"
      idPrefix="related"
      rows={rows}
      columns={columns}
      onAdd={editor.add}
      editor={<RelatedFormEditor open={editor.open} index={editor.index} onClose={editor.close} />}
    />
  );
}
