import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictType, Names } from '../api';
import { settingsApi } from '../api';
import { rulesFor, showFieldErrors } from '../formRules';
import { NamesFields } from './NamesFields';

interface TypeForm { code: string; names: Names; tree: boolean; enabled: boolean; sort: number }

/** Add or edit a dictionary type. */
export function DictTypeDialog({ type, open, onClose }: { type: DictType | null; open: boolean; onClose: (savedId?: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TypeForm>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (type) form.setFieldsValue(type);
  }, [open, type, form]);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const { id } = await settingsApi.saveDictType({ id: type?.id ?? undefined, code: v.code, names: v.names, tree: v.tree, enabled: v.enabled, sort: v.sort ?? 0 });
      onClose(id);
    } catch (error) {
      showFieldErrors(form, error, { nameZh: 'names.zh-CN' });
    }
  };
  return (
    <Modal open={open} title={type ? t('settings.dicts.editType') : t('settings.dicts.createType')} onOk={submit} onCancel={() => onClose()}
      okText={t('settings.save')} cancelText={t('settings.cancel')} forceRender okButtonProps={{ 'data-testid': 'dict-type-save' } as never}>
      <Form form={form} layout="vertical">
        <Form.Item name="code" label={t('settings.dicts.code')} rules={rulesFor('dictType', 'code', t)}><Input maxLength={64} data-testid="dict-type-code" /></Form.Item>
        <NamesFields zhRules={rulesFor('dictType', 'nameZh', t)} />
        <Form.Item name="tree" label={t('settings.dicts.tree')} valuePropName="checked" initialValue={false}><Switch /></Form.Item>
        <Form.Item name="enabled" label={t('settings.enabledState')} valuePropName="checked" initialValue><Switch /></Form.Item>
        <Form.Item name="sort" label={t('settings.sort')} initialValue={0}><InputNumber min={0} precision={0} /></Form.Item>
      </Form>
    </Modal>
  );
}
