import { Alert, Form, Select } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchRule } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { choiceFor, controlChoices, searchChoices, searchKindOf } from '../model/searchChoices';
import { dispatchConfig } from '../shared/dispatch';
import { EditorModal } from '../shared/EditorModal';
import { usePanelFields } from '../shared/usePanelFields';

interface Values { field?: string; rule?: SearchRule; control?: string }

/** "Add search criterion": a field that has none yet, its search rule and control (by the field's type). */
export function SearchItemModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const [form] = Form.useForm<Values>();
  const taken = new Set(fn.search.map((s) => s.field));
  const fields = usePanelFields().filter((f) => searchChoices(f.type).length && !taken.has(f.key));
  const field = Form.useWatch('field', form);
  const type = fields.find((f) => f.key === field)?.type;
  const kind = searchKindOf(type);

  useEffect(() => { if (open) form.resetFields(); }, [open, form]);

  const pickField = (key: string) => {
    const choice = choiceFor(fields.find((f) => f.key === key)?.type);
    form.setFieldsValue({ rule: choice?.rule, control: choice?.control });
  };
  const pickRule = (rule: SearchRule) => form.setFieldValue('control', choiceFor(type, rule)?.control);
  const pickControl = (control: string) => {
    const current = form.getFieldValue('rule') as SearchRule | undefined;
    const rules = searchChoices(type).filter((c) => c.control === control);
    if (!rules.some((c) => c.rule === current)) form.setFieldValue('rule', rules[0]?.rule);
  };

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    dispatchConfig('search.add', { field: v.field!, rule: v.rule!, control: v.control });
    onClose();
  };

  return (
    <EditorModal
      open={open}
      title={t('designer.panels.search.addTitle')}
      okText={t('designer.panels.common.add')}
      idPrefix="search"
      onSave={() => void save()}
      onClose={onClose}
      testId="search-editor"
    >
      {fields.length === 0 && <Alert type="info" showIcon message={t('designer.panels.search.noFields')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="field" label={t('designer.panels.common.field')} rules={[{ required: true, message: t('designer.panels.errors.required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('designer.panels.search.fieldPlaceholder')}
            options={fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }))}
            onChange={pickField}
            data-testid="search-field"
          />
        </Form.Item>
        <Form.Item name="rule" label={t('designer.panels.search.rule')} rules={[{ required: true, message: t('designer.panels.errors.required') }]}>
          <Select
            disabled={!kind}
            options={searchChoices(type).map((c) => ({ value: c.rule, label: t(`designer.panels.search.rules.${kind}.${c.rule}`) }))}
            onChange={pickRule}
            data-testid="search-rule"
          />
        </Form.Item>
        <Form.Item name="control" label={t('designer.panels.search.control')} extra={kind ? t('designer.panels.search.controlHint') : undefined}>
          <Select
            disabled={!kind}
            options={controlChoices(type).map((c) => ({ value: c, label: t(`designer.panels.search.controls.${c}`) }))}
            onChange={pickControl}
            data-testid="search-control"
          />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
