import { ColorPicker, Form, Input, Radio, Select, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonConfig } from '../../../engine/index';
import { useText } from '../../state';
import { buttonErrors, hasErrors } from '../model/validation';
import { dispatchConfig } from '../shared/dispatch';
import { EditorModal } from '../shared/EditorModal';
import { itemRule } from '../shared/itemRule';
import { useFunctionChoices, useFunctionFields } from '../shared/useFunctionChoices';
import { FillRows } from './FillRows';

/** Colours offered first (antd's palette); any colour may be picked. */
export const BUTTON_COLOURS = ['#1677ff', '#52c41a', '#faad14', '#ff4d4f', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'];

const NEW_BUTTON: ButtonConfig = { name: '', state: 'enabled', action: 'fill', dialogTitle: '', colour: BUTTON_COLOURS[0], fills: [] };

export interface ButtonEditorProps {
  open: boolean;
  /** The button being changed, or null to add one. */
  index: number | null;
  button?: ButtonConfig;
  onClose: () => void;
}

/** Adds or changes one button: name, state, action, target form, fields to fill, dialog title, colour. */
export function ButtonEditor({ open, index, button, onClose }: ButtonEditorProps) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<ButtonConfig>();
  const action = Form.useWatch('action', form);
  const target = Form.useWatch('targetForm', form);
  const name = Form.useWatch('name', form);
  const dialogTitle = Form.useWatch('dialogTitle', form);
  const { choices, loading } = useFunctionChoices();
  const targetFields = useFunctionFields(action === 'fill' ? target : undefined);
  const rule = (key: string) => [itemRule(buttonErrors, key, form, t)];
  const packText = (v: unknown) => (typeof v === 'string' && v && text(v) !== v ? t('designer.panels.common.shownAs', { text: text(v) }) : undefined);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...NEW_BUTTON, ...button, fills: button?.fills ?? [] });
  }, [open, button, form]);

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const values = form.getFieldsValue(true) as ButtonConfig;
    const next: ButtonConfig = {
      ...values,
      name: values.name.trim(),
      dialogTitle: values.dialogTitle.trim(),
      fills: (values.fills ?? []).map((f) => ({ from: f.from ?? '', to: f.to, mode: f.mode })),
    };
    if (hasErrors(buttonErrors(next))) return;
    if (index === null) dispatchConfig('button.add', { button: next });
    else dispatchConfig('button.update', { index, button: next });
    onClose();
  };

  return (
    <EditorModal
      open={open}
      width={720}
      title={t(index === null ? 'designer.panels.buttons.addTitle' : 'designer.panels.buttons.editTitle')}
      idPrefix="button"
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" className="cp-editor" data-testid="button-editor">
        <div className="cp-grid-2">
          <Form.Item name="name" label={t('designer.panels.buttons.name')} required rules={rule('name')} extra={packText(name)}>
            <Input maxLength={40} placeholder={t('designer.panels.buttons.namePlaceholder')} data-testid="button-name" />
          </Form.Item>
          <Form.Item name="dialogTitle" label={t('designer.panels.buttons.dialogTitle')} required rules={rule('dialogTitle')} extra={packText(dialogTitle)}>
            <Input maxLength={60} placeholder={t('designer.panels.buttons.dialogTitlePlaceholder')} data-testid="button-dialog-title" />
          </Form.Item>
          <Form.Item name="action" label={t('designer.panels.buttons.action')} required rules={rule('action')}>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="button-action">
              <Radio.Button value="fill"><span data-testid="button-action-fill">{t('designer.panels.buttons.actions.fill')}</span></Radio.Button>
              <Radio.Button value="workflow"><span data-testid="button-action-workflow">{t('designer.panels.buttons.actions.workflow')}</span></Radio.Button>
            </Radio.Group>
          </Form.Item>
          <div className="cp-grid-2 cp-grid-2--tight">
            <Form.Item
              name="state"
              label={t('designer.panels.buttons.state')}
              required
              rules={rule('state')}
              getValueProps={(v) => ({ checked: v === 'enabled' })}
              getValueFromEvent={(on: boolean) => (on ? 'enabled' : 'disabled')}
            >
              <Switch checkedChildren={t('designer.panels.common.enabled')} unCheckedChildren={t('designer.panels.common.disabled')} data-testid="button-state" />
            </Form.Item>
            <Form.Item
              name="colour"
              label={t('designer.panels.buttons.colour')}
              required
              rules={rule('colour')}
              getValueFromEvent={(c: Color) => c.toHexString()}
            >
              <ColorPicker presets={[{ label: t('designer.panels.buttons.colours'), colors: BUTTON_COLOURS }]} showText data-testid="button-colour" />
            </Form.Item>
          </div>
        </div>
        {action === 'fill' && (
          <>
            <Form.Item name="targetForm" label={t('designer.panels.buttons.targetForm')} required rules={rule('targetForm')} extra={t('designer.panels.buttons.targetFormHint')}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={loading}
                placeholder={t('designer.panels.buttons.targetFormPlaceholder')}
                options={choices}
                data-testid="button-target"
              />
            </Form.Item>
            <Form.Item label={t('designer.panels.buttons.fills')} extra={t('designer.panels.buttons.fillsHint')}>
              <FillRows form={form} targetFields={targetFields.fields} loading={targetFields.loading} />
            </Form.Item>
          </>
        )}
        {action === 'workflow' && <div className="cp-hint-box">{t('designer.panels.buttons.workflowHint')}</div>}
      </Form>
    </EditorModal>
  );
}
