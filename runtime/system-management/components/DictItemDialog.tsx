import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictItem, DictType, Names } from '../api';
import { settingsApi } from '../api';
import { rulesFor, showFieldErrors } from '../formRules';
import { NamesFields } from './NamesFields';

interface ItemForm { code: string; names: Names; parentId: number | null; enabled: boolean; sort: number }

/** Add or edit one dictionary item: code, a name per language, parent (tree dictionaries), enabled, order. */
export function DictItemDialog({ type, item, items, open, onClose }: {
  type: DictType; item: DictItem | null; items: DictItem[]; open: boolean; onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ItemForm>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (item) form.setFieldsValue(item);
  }, [open, item, form]);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await settingsApi.saveDictItem({ id: item?.id, typeId: type.id!, parentId: v.parentId ?? null, code: v.code, names: v.names, enabled: v.enabled, sort: v.sort ?? 0 });
      onClose(true);
    } catch (error) {
      showFieldErrors(form, error, { nameZh: 'names.zh-CN' });
    }
  };
  return (
    <Modal open={open} title={item ? t('settings.dicts.editItem') : t('settings.dicts.createItem')} onOk={submit} onCancel={() => onClose(false)}
      okText={t('settings.save')} cancelText={t('settings.cancel')} forceRender okButtonProps={{ 'data-testid': 'dict-item-save' } as never}>
      <Form form={form} layout="vertical">
        <Form.Item name="code" label={t('settings.dicts.code')} rules={rulesFor('dictItem', 'code', t)}><Input maxLength={64} data-testid="dict-item-code" /></Form.Item>
        <NamesFields zhRules={rulesFor('dictItem', 'nameZh', t)} />
        {type.tree && (
          <Form.Item name="parentId" label={t('settings.dicts.parent')}>
            <Select allowClear options={items.filter((i) => i.id !== item?.id).map((i) => ({ value: i.id, label: i.name }))} />
          </Form.Item>
        )}
        <Form.Item name="sort" label={t('settings.sort')} initialValue={0}><InputNumber min={0} precision={0} /></Form.Item>
        <Form.Item name="enabled" label={t('settings.enabledState')} valuePropName="checked" initialValue><Switch /></Form.Item>
      </Form>
    </Modal>
  );
}
