import { Form, Input, InputNumber, Select, Switch } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedForm } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { hasErrors, relatedErrors } from '../model/validation';
import { suggestAssociationId } from '../model/associationId';
import { dispatchConfig } from '../shared/dispatch';
import { EditorModal } from '../shared/EditorModal';
import { itemRule } from '../shared/itemRule';
import { useFunctionChoices, useFunctionFields } from '../shared/useFunctionChoices';
import { usePanelFields } from '../shared/usePanelFields';

export interface RelatedFormEditorProps {
  open: boolean;
  /** The related form being changed, or null to add one. */
  index: number | null;
  onClose: () => void;
}

/** Adds or changes one related form: other form, display order, association id, the two fields that match, state. */
export function RelatedFormEditor({ open, index, onClose }: RelatedFormEditorProps) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const all = fn.relatedForms ?? [];
  const [form] = Form.useForm<RelatedForm>();
  const other = Form.useWatch('form', form);
  const { choices, loading } = useFunctionChoices();
  const otherFields = useFunctionFields(other);
  const own = usePanelFields();
  const errorsOf = (v: RelatedForm) => relatedErrors(v, all, index);
  const rule = (key: string) => [itemRule(errorsOf, key, form, t)];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const nextOrder = all.reduce((m, r) => Math.max(m, r.order ?? 0), 0) + 1;
    form.setFieldsValue(index !== null && all[index] ? all[index] : { order: nextOrder, state: 'enabled', associationId: '' } as RelatedForm);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, index]);

  const pickForm = (code: string) => {
    form.setFieldValue('associationField', undefined);
    const id = form.getFieldValue('associationId') as string;
    if (!id) form.setFieldValue('associationId', suggestAssociationId(fn.code, code, all.filter((_, i) => i !== index).map((r) => r.associationId)));
  };

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const v = form.getFieldsValue(true) as RelatedForm;
    const next: RelatedForm = {
      form: v.form, order: v.order, associationId: v.associationId.trim(), currentField: v.currentField, associationField: v.associationField, state: v.state,
    };
    if (hasErrors(errorsOf(next))) return;
    if (index === null) dispatchConfig('related.add', { related: next });
    else dispatchConfig('related.update', { index, related: next });
    onClose();
  };

  const currentOptions = [
    { value: 'id', label: t('designer.panels.related.recordId') },
    ...own.filter((f) => f.type !== 'subTable' && f.type !== 'attachment').map((f) => ({ value: f.key, label: `${f.label} (${f.key})` })),
  ];

  return (
    <EditorModal
      open={open}
      width={640}
      title={t(index === null ? 'designer.panels.related.addTitle' : 'designer.panels.related.editTitle')}
      idPrefix="related"
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" className="cp-editor" data-testid="related-editor">
        <Form.Item name="form" label={t('designer.panels.related.form')} required rules={rule('form')}>
          <Select showSearch optionFilterProp="label" loading={loading} placeholder={t('designer.panels.related.formPlaceholder')} options={choices} onChange={pickForm} data-testid="related-form" />
        </Form.Item>
        <div className="cp-grid-2">
          <Form.Item name="currentField" label={t('designer.panels.related.currentField')} required rules={rule('currentField')} extra={t('designer.panels.related.currentFieldHint')}>
            <Select showSearch optionFilterProp="label" placeholder={t('designer.panels.related.pickField')} options={currentOptions} data-testid="related-current-field" />
          </Form.Item>
          <Form.Item name="associationField" label={t('designer.panels.related.associationField')} required rules={rule('associationField')} extra={t('designer.panels.related.associationFieldHint')}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={!other}
              loading={otherFields.loading}
              placeholder={t(other ? 'designer.panels.related.pickField' : 'designer.panels.related.pickFormFirst')}
              options={otherFields.fields}
              data-testid="related-association-field"
            />
          </Form.Item>
          <Form.Item name="associationId" label={t('designer.panels.related.associationId')} required rules={rule('associationId')} extra={t('designer.panels.related.associationIdHint')}>
            <Input maxLength={64} data-testid="related-association-id" />
          </Form.Item>
          <div className="cp-grid-2 cp-grid-2--tight">
            <Form.Item name="order" label={t('designer.panels.related.order')} required rules={rule('order')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="related-order" />
            </Form.Item>
            <Form.Item
              name="state"
              label={t('designer.panels.related.state')}
              getValueProps={(v) => ({ checked: v !== 'disabled' })}
              getValueFromEvent={(on: boolean) => (on ? 'enabled' : 'disabled')}
            >
              <Switch checkedChildren={t('designer.panels.common.enabled')} unCheckedChildren={t('designer.panels.common.disabled')} data-testid="related-state" />
            </Form.Item>
          </div>
        </div>
        <div className="cp-hint-box">{t('designer.panels.related.explain')}</div>
      </Form>
    </EditorModal>
  );
}
