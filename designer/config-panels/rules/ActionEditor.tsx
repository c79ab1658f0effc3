import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { flowNodes } from '../../../engine/index';
import { useDesignFunction, useText } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { EditorModal } from '../shared/EditorModal';
import { useFunctionChoices, useFunctionFields } from '../shared/useFunctionChoices';
import { usePanelFields } from '../shared/usePanelFields';
import { ACTION_EVENTS, ACTION_KINDS, fromDraft, referenceFields, referenceTargetOf, toDraft, type ActionDraft } from './actionDraft';
import { expressionRule } from './expressionRule';
import { rowFieldOptions } from './fieldOptions';

const NEW_ACTION: ActionDraft = { on: 'approved', kind: 'update', assignments: [{}], direction: 'subtract' };

/** Adds or changes one action: the event, what it does, to which records, and the guard that refuses it. */
export function ActionEditor({ open, index, onClose }: { open: boolean; index: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const fields = usePanelFields();
  const { choices, loading } = useFunctionChoices();
  const [form] = Form.useForm<ActionDraft>();
  const on = Form.useWatch('on', form);
  const kind = Form.useWatch('kind', form) ?? 'update';
  const each = Form.useWatch('each', form);
  const ref = Form.useWatch('ref', form);
  const target = Form.useWatch('fn', form);
  const targetCode = kind === 'create' ? target : kind === 'set' ? undefined : referenceTargetOf(fn, ref, each);
  const targetFields = useFunctionFields(targetCode);
  const ownFields = each ? rowFieldOptions(fn, each, text) : fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }));
  const assignTo = kind === 'set' ? ownFields : targetFields.fields;
  const tables = fields.filter((f) => f.type === 'subTable');
  const nodes = flowNodes(fn.flow).map((n) => ({ value: n.id, label: `${text((n as { name?: string }).name ?? '') || n.id} (${n.id})` }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(index === null ? NEW_ACTION : toDraft((fn.actions ?? [])[index]));
  }, [open, index, fn.actions, form]);

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const action = fromDraft(form.getFieldsValue(true) as ActionDraft);
    const actions = [...(fn.actions ?? [])];
    if (index === null) actions.push(action);
    else actions[index] = action;
    dispatchConfig('actions.set', { actions });
    onClose();
  };
  const required = { required: true, message: t('designer.panels.rules.errors.required') };

  return (
    <EditorModal open={open} width={760} idPrefix="action" onSave={() => void save()} onClose={onClose}
      title={t(index === null ? 'designer.panels.actions.addTitle' : 'designer.panels.actions.editTitle')}>
      <Form form={form} layout="vertical" className="cp-editor" data-testid="action-editor">
        <div className="cp-grid-2">
          <Form.Item name="on" label={t('designer.panels.actions.on')} rules={[required]} required>
            <Select data-testid="action-on" options={ACTION_EVENTS.map((e) => ({ value: e, label: t(`designer.panels.actions.events.${e}`) }))} />
          </Form.Item>
          {on === 'nodeCompleted' ? (
            <Form.Item name="node" label={t('designer.panels.actions.node')} rules={[required]} required>
              <Select data-testid="action-node" options={nodes} notFoundContent={t('designer.panels.actions.noNodes')} />
            </Form.Item>
          ) : <span />}
          <Form.Item name="kind" label={t('designer.panels.actions.kind')} rules={[required]} required>
            <Select data-testid="action-kind" options={ACTION_KINDS.map((k) => ({ value: k, label: t(`designer.panels.actions.kinds.${k}`) }))} />
          </Form.Item>
          <Form.Item name="each" label={t('designer.panels.actions.each')}>
            <Select allowClear data-testid="action-each" placeholder={t('designer.panels.rules.wholeRecord')}
              options={tables.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }))} onChange={() => form.setFieldValue('ref', undefined)} />
          </Form.Item>
        </div>
        <Form.Item name="when" label={t('designer.panels.actions.when')} rules={[expressionRule(t)]} extra={t('designer.panels.actions.whenHint')}>
          <Input className="fd-mono" placeholder="a > 0" data-testid="action-when" />
        </Form.Item>
        {(kind === 'update' || kind === 'adjust') && (
          <Form.Item name="ref" label={t('designer.panels.actions.ref')} rules={[required]} required extra={targetCode ? t('designer.panels.actions.targetIs', { fn: targetCode }) : undefined}>
            <Select data-testid="action-ref" options={referenceFields(fn, each).map((k) => ({ value: k, label: k }))} notFoundContent={t('designer.panels.actions.noReferences')} />
          </Form.Item>
        )}
        {kind === 'create' && (
          <Form.Item name="fn" label={t('designer.panels.actions.fn')} rules={[required]} required>
            <Select showSearch optionFilterProp="label" loading={loading} data-testid="action-fn" options={choices} />
          </Form.Item>
        )}
        {kind === 'adjust' ? (
          <div className="cp-grid-3">
            <Form.Item name="field" label={t('designer.panels.actions.field')} rules={[required]} required>
              <AutoComplete data-testid="action-field" options={targetFields.fields} filterOption />
            </Form.Item>
            <Form.Item name="direction" label={t('designer.panels.actions.direction')}>
              <Radio.Group optionType="button" data-testid="action-direction"
                options={[{ value: 'add', label: t('designer.panels.actions.add') }, { value: 'subtract', label: t('designer.panels.actions.subtract') }]} />
            </Form.Item>
            <Form.Item name="amount" label={t('designer.panels.actions.amount')} rules={[expressionRule(t, true)]} required>
              <Input className="fd-mono" placeholder="n" data-testid="action-amount" />
            </Form.Item>
          </div>
        ) : (
          <Form.List name="assignments">
            {(rows, { add, remove }) => (
              <div data-testid="action-assignments">
                <div className="cp-field-label">{t(`designer.panels.actions.assign.${kind}`)}</div>
                {rows.map(({ key, name }) => (
                  <div className="cp-assign-row" key={key}>
                    <Form.Item name={[name, 'target']} rules={[required]}>
                      <AutoComplete data-testid={`action-target-${name}`} options={assignTo} filterOption placeholder={t('designer.panels.actions.targetField')} />
                    </Form.Item>
                    <ArrowLeftOutlined className="cp-fill-arrow" />
                    <Form.Item name={[name, 'expression']} rules={[expressionRule(t, true)]}>
                      <Input className="fd-mono" placeholder="'done'" data-testid={`action-expression-${name}`} />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} onClick={() => remove(name)} data-testid={`action-assignment-remove-${name}`} />
                  </div>
                ))}
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})} data-testid="action-assignment-add">{t('designer.panels.actions.addAssignment')}</Button>
              </div>
            )}
          </Form.List>
        )}
        {(kind === 'update' || kind === 'adjust') && (
          <div className="cp-guard">
            <Form.Item name="guard" label={t('designer.panels.actions.guard')} rules={[expressionRule(t)]} extra={t('designer.panels.actions.guardHint')}>
              <Input className="fd-mono" placeholder="n >= 0" data-testid="action-guard" />
            </Form.Item>
            <div className="cp-grid-2">
              <Form.Item name="message" label={t('designer.panels.rules.message')}>
                <Input maxLength={200} data-testid="action-message" />
              </Form.Item>
              <Form.Item name="fields" label={t('designer.panels.rules.errorOn')}>
                <Select mode="multiple" allowClear data-testid="action-fields" options={ownFields} />
              </Form.Item>
            </div>
          </div>
        )}
        {kind !== 'set' && (
          <Form.Item name="optional" valuePropName="checked" label={t('designer.panels.actions.optional')} extra={t('designer.panels.actions.optionalHint')}>
            <Switch data-testid="action-optional" />
          </Form.Item>
        )}
      </Form>
    </EditorModal>
  );
}
