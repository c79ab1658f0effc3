import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Typography, type FormInstance } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonConfig } from '../../../engine/index';
import { buttonErrors } from '../model/validation';
import { itemRule } from '../shared/itemRule';
import type { OtherField } from '../shared/useFunctionChoices';
import { usePanelFields } from '../shared/usePanelFields';

export interface FillRowsProps {
  form: FormInstance<ButtonConfig>;
  /** Fields of the target form (where values go). */
  targetFields: OtherField[];
  loading: boolean;
}

/** "Fields to fill": rows of source -> target field; the source is a value of the current record or a default value. */
export function FillRows({ form, targetFields, loading }: FillRowsProps) {
  const { t } = useTranslation();
  const own = usePanelFields();
  const fills = Form.useWatch('fills', form) ?? [];
  return (
    <Form.List name="fills">
      {(rows, { add, remove }) => (
        <div data-testid="button-fills">
          {rows.length > 0 && (
            <div className="cp-fill-row">
              <Typography.Text type="secondary">{t('designer.panels.buttons.fillMode')}</Typography.Text>
              <Typography.Text type="secondary">{t('designer.panels.buttons.fillFrom')}</Typography.Text>
              <span />
              <Typography.Text type="secondary">{t('designer.panels.buttons.fillTo')}</Typography.Text>
              <span />
            </div>
          )}
          {rows.map(({ key, name }) => {
            const mode = fills[name]?.mode ?? 'current';
            return (
              <div className="cp-fill-row" key={key} data-testid={`button-fill-${name}`}>
                <Form.Item name={[name, 'mode']} initialValue="current">
                  <Select
                    options={[{ value: 'current', label: t('designer.panels.buttons.modes.current') }, { value: 'default', label: t('designer.panels.buttons.modes.default') }]}
                    onChange={() => form.setFieldValue(['fills', name, 'from'], '')}
                    data-testid={`button-fill-mode-${name}`}
                  />
                </Form.Item>
                <Form.Item name={[name, 'from']} rules={[itemRule(buttonErrors, `fills.${name}.from`, form, t)]} initialValue="">
                  {mode === 'current'
                    ? <Select showSearch optionFilterProp="label" placeholder={t('designer.panels.buttons.fillFromField')} options={own.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }))} data-testid={`button-fill-from-${name}`} />
                    : <Input placeholder={t('designer.panels.buttons.fillFromValue')} data-testid={`button-fill-from-${name}`} />}
                </Form.Item>
                <ArrowRightOutlined className="cp-fill-arrow" />
                <Form.Item name={[name, 'to']} rules={[itemRule(buttonErrors, `fills.${name}.to`, form, t)]}>
                  <Select showSearch optionFilterProp="label" loading={loading} placeholder={t('designer.panels.buttons.fillToField')} options={targetFields} data-testid={`button-fill-to-${name}`} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} onClick={() => remove(name)} data-testid={`button-fill-remove-${name}`} />
              </div>
            );
          })}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ mode: 'current', from: '', to: undefined })} data-testid="button-fill-add">
            {t('designer.panels.buttons.fillAdd')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
