import { Form, Input, InputNumber, Select, Switch, Tag, TreeSelect } from 'antd';
import type { FormInstance } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuInput, MenuItem } from '../api';
import { rulesFor } from '../formRules';
import { NamesFields } from './NamesFields';

export const POSITIONS = ['LEFT_TREE', 'LEFT_BOTTOM', 'UNDER_HEAD', 'UPPER_RIGHT'];

export interface MenuTreeOption { value: string; title: string; children: MenuTreeOption[] }

/** The fields of one menu; the code is typed once (new menus) and never changes after. */
export function MenuForm({ form, menu, parents }: { form: FormInstance<MenuInput>; menu: MenuItem | null; parents: MenuTreeOption[] }) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" data-testid="menu-form" style={{ maxWidth: 560 }}>
      {menu && <Tag color={menu.source === 'company' ? 'green' : 'blue'} style={{ marginBottom: 12 }}>{t(`settings.menus.source.${menu.source}`)}</Tag>}
      <Form.Item name="code" label={t('settings.menus.code')} rules={menu ? [] : rulesFor('menu', 'code', t)}
        extra={menu && menu.source !== 'company' ? t('settings.menus.codeKept') : undefined}>
        <Input maxLength={64} disabled={Boolean(menu)} data-testid="menu-code" />
      </Form.Item>
      <NamesFields zhRules={rulesFor('menu', 'nameZh', t)} />
      <Form.Item name="parentCode" label={t('settings.menus.parent')}>
        <TreeSelect allowClear treeData={parents} treeDefaultExpandAll={false} data-testid="menu-parent" />
      </Form.Item>
      <Form.Item name="icon" label={t('settings.menus.icon')}><Input maxLength={100} placeholder="AppstoreOutlined" /></Form.Item>
      <Form.Item name="frontPath" label={t('settings.menus.path')} extra={menu?.functionCode ? t('settings.menus.functionPath') : undefined}>
        <Input maxLength={300} disabled={Boolean(menu?.functionCode)} placeholder="/path" data-testid="menu-path" />
      </Form.Item>
      <Form.Item name="position" label={t('settings.menus.position')} initialValue="LEFT_TREE">
        <Select options={POSITIONS.map((p) => ({ value: p, label: t(`settings.menus.positions.${p}`) }))} data-testid="menu-position" />
      </Form.Item>
      <Form.Item name="sort" label={t('settings.sort')} initialValue={0}><InputNumber min={0} precision={0} /></Form.Item>
      <Form.Item name="hidden" label={t('settings.menus.hidden')} valuePropName="checked" initialValue={false}><Switch data-testid="menu-hidden" /></Form.Item>
    </Form>
  );
}
