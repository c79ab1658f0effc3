import { Form, Input, InputNumber, Radio, Select } from 'antd';
import React, { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerialRule } from '../../../engine/index';
import { dispatchConfig } from '../shared/dispatch';
import { itemRule } from '../shared/itemRule';
import { usePanelFields } from '../shared/usePanelFields';
import { dateKeywordSamples, todayParts } from '../model/serialPreview';
import { MAX_PADDING, SERIAL_RESETS, hasErrors, serialErrors } from '../model/validation';
import { DEFAULT_SERIAL } from '../commands';

export interface SerialRuleFormProps {
  field: string;
  rule: SerialRule | undefined;
  /** The rule as typed, valid or not, for the live preview. */
  onDraft: (rule: SerialRule | null) => void;
}

type Values = Omit<SerialRule, 'field'>;

/**
 * The settings of one serial field's rule. Choices apply at once; typed text and
 * numbers apply when the box is left (one undo step each), and only when valid.
 */
export function SerialRuleForm({ field, rule, onDraft }: SerialRuleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const fields = usePanelFields().filter((f) => f.key !== field && f.type !== 'serial' && f.type !== 'subTable' && f.type !== 'attachment');
  const keywordOptions = useMemo(() => dateKeywordSamples(todayParts()).map(({ keyword, sample }) => ({ value: keyword, label: `${keyword}  ·  ${sample}` })), []);
  const current: Values = rule ? { ...rule } : { ...DEFAULT_SERIAL };
  const rules = (key: string) => [itemRule((v: Values) => serialErrors(v), key, form, t)];

  // Follow the store (undo, redo) without remounting the inputs: a reset would close an open picker.
  useEffect(() => {
    form.setFieldsValue({
      prefix: current.prefix ?? '', codingKeywords: current.codingKeywords ?? [], formFieldKeywords: current.formFieldKeywords ?? [],
      start: current.start, step: current.step, padding: current.padding, reset: current.reset,
    });
    onDraft({ field, ...current });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rule, field]);

  const draftOf = (): SerialRule => ({ ...(form.getFieldsValue(true) as Values), field });
  const apply = () => {
    // Leaving an untouched box of a field without a rule sets nothing up.
    if (!rule && !form.isFieldsTouched()) return;
    const draft = draftOf();
    if (hasErrors(serialErrors(draft))) return;
    const { field: _f, ...patch } = draft;
    dispatchConfig('serial.update', { field, patch: { ...patch, prefix: patch.prefix?.trim() || undefined } });
  };
  const onValuesChange = (changed: Partial<Values>) => {
    const draft = draftOf();
    onDraft(hasErrors(serialErrors(draft)) ? null : draft);
    // Choices apply at once; typing waits for blur.
    if ('codingKeywords' in changed || 'formFieldKeywords' in changed || 'reset' in changed) apply();
  };

  return (
    <Form form={form} layout="vertical" className="cp-editor" onValuesChange={onValuesChange} data-testid="serial-form">
      <div className="cp-grid-2">
        <Form.Item name="prefix" label={t('designer.panels.serial.prefix')} extra={t('designer.panels.serial.prefixHint')}>
          <Input maxLength={20} placeholder="OT-" onBlur={apply} onPressEnter={apply} data-testid="serial-prefix" />
        </Form.Item>
        <Form.Item name="codingKeywords" label={t('designer.panels.serial.coding')} extra={t('designer.panels.serial.codingHint')}>
          <Select mode="multiple" allowClear placeholder={t('designer.panels.serial.codingPlaceholder')} options={keywordOptions} data-testid="serial-coding" />
        </Form.Item>
        <Form.Item name="formFieldKeywords" label={t('designer.panels.serial.fieldKeywords')} extra={t('designer.panels.serial.fieldKeywordsHint')}>
          <Select mode="multiple" allowClear optionFilterProp="label" placeholder={t('designer.panels.serial.fieldKeywordsPlaceholder')} options={fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }))} data-testid="serial-field-keywords" />
        </Form.Item>
        <Form.Item name="padding" label={t('designer.panels.serial.padding')} required rules={rules('padding')} extra={t('designer.panels.serial.paddingHint', { max: MAX_PADDING })}>
          <InputNumber min={0} max={MAX_PADDING} precision={0} style={{ width: '100%' }} onBlur={apply} onPressEnter={apply} data-testid="serial-padding" />
        </Form.Item>
        <Form.Item name="start" label={t('designer.panels.serial.start')} rules={rules('start')}>
          <InputNumber precision={0} style={{ width: '100%' }} placeholder="1" onBlur={apply} onPressEnter={apply} data-testid="serial-start" />
        </Form.Item>
        <Form.Item name="step" label={t('designer.panels.serial.step')} rules={rules('step')}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="1" onBlur={apply} onPressEnter={apply} data-testid="serial-step" />
        </Form.Item>
      </div>
      <Form.Item name="reset" label={t('designer.panels.serial.reset')} required rules={rules('reset')} extra={t('designer.panels.serial.resetHint')}>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="serial-reset">
          {SERIAL_RESETS.map((r) => <Radio.Button key={r} value={r}><span data-testid={`serial-reset-${r}`}>{t(`designer.panels.serial.resets.${r}`)}</span></Radio.Button>)}
        </Radio.Group>
      </Form.Item>
    </Form>
  );
}
