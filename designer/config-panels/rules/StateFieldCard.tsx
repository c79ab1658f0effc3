import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateFieldConfig } from '../../../engine/index';
import { useDesignFunction, useText } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { PanelCard } from '../shared/PanelCard';

const TAG_COLOURS = ['default', 'green', 'blue', 'orange', 'gold', 'red', 'purple', 'cyan', 'magenta', 'volcano', 'lime', 'geekblue'];

interface Draft { field?: string; initial?: string; colors?: { code?: string; color?: string }[] }

/** The module's own document state: which select field holds it, its first value, and the tag colour of each value. */
export function StateFieldCard() {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const [form] = Form.useForm<Draft>();
  const selects = Object.entries(fn.form.properties ?? {})
    .filter(([, node]) => (node['x-lookup'] as { enum?: string } | undefined)?.enum)
    .map(([key, node]) => ({ value: key, label: `${text(typeof node.title === 'string' ? node.title : key)} (${key})` }));

  useEffect(() => {
    const s = fn.stateField;
    form.setFieldsValue({ field: s?.field, initial: s?.initial, colors: Object.entries(s?.colors ?? {}).map(([code, color]) => ({ code, color })) });
  }, [fn.stateField, form]);

  const apply = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const d = form.getFieldsValue(true) as Draft;
    const colors = Object.fromEntries((d.colors ?? []).filter((c) => c.code?.trim() && c.color).map((c) => [c.code!.trim(), c.color!]));
    const stateField: StateFieldConfig = { field: d.field!, initial: d.initial!.trim(), ...(Object.keys(colors).length ? { colors } : {}) };
    dispatchConfig('stateField.set', { stateField });
  };
  const required = { required: true, message: t('designer.panels.rules.errors.required') };

  return (
    <PanelCard testId="state-field-card" title={t('designer.panels.stateField.title')} hint={t('designer.panels.stateField.hint')}
      extra={fn.stateField && <Button danger onClick={() => dispatchConfig('stateField.set', { stateField: null })} data-testid="state-field-remove">{t('designer.panels.stateField.remove')}</Button>}>
      <Form form={form} layout="vertical" className="cp-editor" data-testid="state-field-form">
        <div className="cp-grid-2">
          <Form.Item name="field" label={t('designer.panels.stateField.field')} rules={[required]} required extra={selects.length ? undefined : t('designer.panels.stateField.noSelects')}>
            <Select data-testid="state-field-field" options={selects} />
          </Form.Item>
          <Form.Item name="initial" label={t('designer.panels.stateField.initial')} rules={[required]} required>
            <Input className="fd-mono" placeholder="draft" data-testid="state-field-initial" />
          </Form.Item>
        </div>
        <Form.List name="colors">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => (
                <Space key={key} align="start" className="cp-colour-row">
                  <Form.Item name={[name, 'code']}><Input className="fd-mono" placeholder={t('designer.panels.stateField.code')} data-testid={`state-field-code-${name}`} /></Form.Item>
                  <Form.Item name={[name, 'color']}><Select style={{ width: 140 }} data-testid={`state-field-colour-${name}`} options={TAG_COLOURS.map((c) => ({ value: c, label: c }))} /></Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} onClick={() => remove(name)} />
                </Space>
              ))}
              <Space>
                <Button icon={<PlusOutlined />} onClick={() => add({ color: 'blue' })} data-testid="state-field-colour-add">{t('designer.panels.stateField.addColour')}</Button>
                <Button type="primary" onClick={() => void apply()} data-testid="state-field-apply">{t('designer.panels.rules.apply')}</Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </PanelCard>
  );
}
