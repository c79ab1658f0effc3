import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import React, { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictItem, DictType } from '../api';
import { settingsApi } from '../api';
import { DictItemDialog } from '../components/DictItemDialog';
import { DictTypeDialog } from '../components/DictTypeDialog';
import { useLoad } from '../useLoad';

type ItemRow = DictItem & { children?: ItemRow[] };

function toRows(items: DictItem[], tree: boolean): ItemRow[] {
  if (!tree) return items;
  const rows = new Map<number, ItemRow>(items.map((i) => [i.id, { ...i }]));
  const roots: ItemRow[] = [];
  for (const i of items) {
    const parent = i.parentId ? rows.get(i.parentId) : undefined;
    if (parent) (parent.children ??= []).push(rows.get(i.id)!);
    else roots.push(rows.get(i.id)!);
  }
  return roots;
}

/** Dictionaries: the company's types and items (names per language, enabled, order, trees); pack dictionaries are customised first. */
export default function DictsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useLoad(() => settingsApi.dictTypes(), [] as DictType[]);
  const [code, setCode] = useState<string | null>(null);
  const type = types.value.find((x) => x.code === code) ?? null;
  const items = useLoad(() => (type?.id ? settingsApi.dictItems(type.id) : Promise.resolve([])), [] as DictItem[], [type?.id]);
  const [typeDialog, setTypeDialog] = useState<DictType | 'new' | null>(null);
  const [itemDialog, setItemDialog] = useState<DictItem | 'new' | null>(null);
  const rows = useMemo(() => toRows(items.value, Boolean(type?.tree)), [items.value, type?.tree]);

  const customise = async () => {
    await settingsApi.customiseDict(type!.code);
    void message.success(t('settings.saved'));
    types.reload();
  };
  const removeType = async () => {
    await settingsApi.deleteDictType(type!.id!);
    void message.success(t('settings.deleted'));
    types.reload();
  };
  const removeItem = async (i: DictItem) => {
    await settingsApi.deleteDictItem(i.id);
    void message.success(t('settings.deleted'));
    items.reload();
  };

  return (
    <div className="settings-split" data-testid="dicts-page">
      <div className="settings-panel">
        <div className="settings-toolbar">
          <strong>{t('settings.dicts.types')}</strong>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTypeDialog('new')} data-testid="dict-type-create">{t('settings.dicts.createType')}</Button>
        </div>
        <Table<DictType> rowKey="code" size="small" pagination={false} loading={types.loading} dataSource={types.value}
          rowClassName={(r) => (r.code === code ? 'ant-table-row-selected' : '')}
          onRow={(r) => ({ onClick: () => setCode(r.code), style: { cursor: 'pointer' }, 'data-testid': `dict-type-${r.code}` } as never)}
          columns={[
            { key: 'name', title: t('settings.name'), render: (_, r) => r.name },
            { key: 'code', title: t('settings.dicts.code'), dataIndex: 'code' },
            { key: 'src', title: '', render: (_, r) => (
              <Space size={4}>
                <Tag color={r.source === 'pack' ? 'blue' : 'green'}>{t(`settings.dicts.source.${r.source}`)}</Tag>
                {!r.enabled && <Tag>{t('settings.disabled')}</Tag>}
              </Space>
            ) },
          ]} />
      </div>
      <div className="settings-panel">
        {!type ? <Empty description={t('settings.dicts.pick')} /> : type.source === 'pack' ? (
          <Empty description={t('settings.dicts.packHint')}>
            <Button type="primary" onClick={() => void customise()} data-testid="dict-customise">{t('settings.dicts.customise')}</Button>
          </Empty>
        ) : (
          <>
            <div className="settings-toolbar">
              <strong>{type.name} <span style={{ color: '#94a3b8', fontWeight: 400 }}>{type.code}</span></strong>
              <Space>
                <Button onClick={() => setTypeDialog(type)}>{t('settings.edit')}</Button>
                <Popconfirm title={t('settings.confirmDelete')} onConfirm={removeType} okText={t('settings.ok')} cancelText={t('settings.cancel')}>
                  <Button danger data-testid="dict-type-delete">{t('settings.delete')}</Button>
                </Popconfirm>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setItemDialog('new')} data-testid="dict-item-create">{t('settings.dicts.createItem')}</Button>
              </Space>
            </div>
            <Table<ItemRow> rowKey="id" size="small" pagination={false} loading={items.loading} dataSource={rows} expandable={{ defaultExpandAllRows: true }}
              columns={[
                { key: 'code', title: t('settings.dicts.code'), dataIndex: 'code' },
                { key: 'name', title: t('settings.name'), dataIndex: 'name' },
                { key: 'en', title: t('lang.en-US'), render: (_, i) => i.names['en-US'] ?? '-' },
                { key: 'sort', title: t('settings.sort'), dataIndex: 'sort' },
                { key: 'state', title: t('settings.users.state'), render: (_, i) => (i.enabled ? <Tag color="green">{t('settings.enabledState')}</Tag> : <Tag>{t('settings.disabled')}</Tag>) },
                { key: 'ops', title: t('settings.actions'), render: (_, i) => (
                  <Space size={0}>
                    <Button type="link" onClick={() => setItemDialog(i)} data-testid={`dict-item-edit-${i.code}`}>{t('settings.edit')}</Button>
                    <Popconfirm title={t('settings.confirmDelete')} onConfirm={() => removeItem(i)} okText={t('settings.ok')} cancelText={t('settings.cancel')}>
                      <Button type="link" danger>{t('settings.delete')}</Button>
                    </Popconfirm>
                  </Space>
                ) },
              ]} />
          </>
        )}
      </div>
      <DictTypeDialog open={typeDialog !== null} type={typeDialog === 'new' ? null : typeDialog} onClose={(id) => {
        setTypeDialog(null);
        if (id) {
          void message.success(t('settings.saved'));
          types.reload();
        }
      }} />
      {type && (
        <DictItemDialog open={itemDialog !== null} type={type} item={itemDialog === 'new' ? null : itemDialog} items={items.value} onClose={(saved) => {
          setItemDialog(null);
          if (saved) {
            void message.success(t('settings.saved'));
            items.reload();
          }
        }} />
      )}
    </div>
  );
}
