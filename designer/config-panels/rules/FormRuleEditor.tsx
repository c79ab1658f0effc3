import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpressionRule } from '../../../engine/index';
import { useDesignFunction, useText } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { EditorModal } from '../shared/EditorModal';
import { usePanelFields } from '../shared/usePanelFields';
import { compact, expressionRule } from './expressionRule';
import { rowFieldOptions } from './fieldOptions';

/** Adds or changes one form rule: per sub-table row or not, the expression, its message, where the error shows. */
export function FormRuleEditor({ open, index, onClose }: { open: boolean; index: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const fields = usePanelFields();
  const text = useText();
  const [form] = Form.useForm<ExpressionRule>();
  const each = Form.useWatch('each', form);
  const tables = fields.filter((f) => f.type === 'subTable');
  const errorFields = each ? rowFieldOptions(fn, each, text) : fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(index === null ? {} : (fn.rules ?? [])[index]);
  }, [open, index, fn.rules, form]);

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const rule = compact(form.getFieldsValue(true) as ExpressionRule);
    const rules = [...(fn.rules ?? [])];
    if (index === null) rules.push(rule);
    else rules[index] = rule;
    dispatchConfig('rules.set', { rules });
    onClose();
  };

  return (
    <EditorModal open={open} width={640} idPrefix="form-rule" onSave={() => void save()} onClose={onClose}
      title={t(index === null ? 'designer.panels.formRules.addTitle' : 'designer.panels.formRules.editTitle')}>
      <Form form={form} layout="vertical" className="cp-editor" data-testid="form-rule-editor">
        <Form.Item name="each" label={t('designer.panels.rules.each')} extra={t('designer.panels.rules.eachHint')}>
          <Select allowClear data-testid="form-rule-each" placeholder={t('designer.panels.rules.wholeRecord')}
            options={tables.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }))}
            onChange={() => form.setFieldValue('fields', [])} />
        </Form.Item>
        <Form.Item name="expression" label={t('designer.panels.rules.expression')} rules={[expressionRule(t, true)]} required>
          <Input className="fd-mono" placeholder="b >= a" data-testid="form-rule-expression" />
        </Form.Item>
        <Form.Item name="message" label={t('designer.panels.rules.message')} rules={[{ required: true, whitespace: true, message: t('designer.panels.rules.errors.required') }]} required>
          <Input maxLength={200} data-testid="form-rule-message" />
        </Form.Item>
        <Form.Item name="fields" label={t('designer.panels.rules.errorOn')}>
          <Select mode="multiple" allowClear data-testid="form-rule-fields" options={errorFields} placeholder={t('designer.panels.rules.errorOnForm')} />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
