import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Popconfirm, Space, Tag, Tree } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuInput, MenuItem } from '../api';
import { settingsApi } from '../api';
import { MenuForm, type MenuTreeOption } from '../components/MenuForm';
import { showFieldErrors } from '../formRules';
import { movesForDrop } from '../menuDrop';
import { useLoad } from '../useLoad';

interface Node { key: string; title: React.ReactNode; menu: MenuItem; children: Node[] }

function toTree<T>(menus: MenuItem[], make: (m: MenuItem) => T & { children: T[] }): T[] {
  const nodes = new Map(menus.map((m) => [m.code, make(m)]));
  const roots: T[] = [];
  const sorted = [...menus].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  for (const m of sorted) (m.parentCode && nodes.get(m.parentCode) ? nodes.get(m.parentCode)!.children : roots).push(nodes.get(m.code)!);
  return roots;
}

/** Menu management: the company's menu tree, drag to reorder, edit names per language, icon, route, position, hidden. */
export default function MenusPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const menus = useLoad(() => settingsApi.menus(), [] as MenuItem[]);
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [form] = Form.useForm<MenuInput>();
  const current = selected && selected !== 'new' ? menus.value.find((m) => m.code === selected) ?? null : null;
  const tree = useMemo(() => toTree<Node>(menus.value, (m) => ({
    key: m.code, menu: m, children: [],
    title: (
      <span data-testid={`menu-node-${m.code}`}>
        {m.title} <span style={{ color: '#94a3b8', fontSize: 12 }}>{m.code}</span>
        {m.hidden && <Tag style={{ marginLeft: 6 }}>{t('settings.menus.hidden')}</Tag>}
      </span>
    ),
  })), [menus.value, t]);
  const parents = useMemo(() => toTree<MenuTreeOption>(menus.value, (m) => ({ value: m.code, title: m.title, children: [] })), [menus.value]);

  useEffect(() => {
    form.resetFields();
    if (current) form.setFieldsValue({ ...current, names: current.names ?? { 'zh-CN': current.title } });
  }, [current, selected, form]);

  const save = async () => {
    const v = await form.validateFields();
    try {
      await settingsApi.saveMenu({
        code: current?.code ?? v.code, create: !current, parentCode: v.parentCode ?? null, names: v.names ?? {}, icon: v.icon || null,
        frontPath: v.frontPath || null, position: v.position, sort: v.sort ?? 0, hidden: Boolean(v.hidden),
      });
      void message.success(t('settings.saved'));
      setSelected(current?.code ?? v.code);
      menus.reload();
    } catch (error) {
      showFieldErrors(form, error, { nameZh: 'names.zh-CN', nameEn: 'names.en-US' });
    }
  };
  const remove = async () => {
    await settingsApi.deleteMenu(current!.code);
    void message.success(t('settings.deleted'));
    setSelected(null);
    menus.reload();
  };

  return (
    <div className="settings-split" data-testid="menus-page">
      <div className="settings-panel">
        <div className="settings-toolbar">
          <strong>{t('settings.menus.title')}</strong>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setSelected('new')} data-testid="menu-create">{t('settings.menus.create')}</Button>
        </div>
        <p style={{ color: '#64748b', marginTop: 0 }}>{t('settings.menus.dragHint')}</p>
        <Tree<Node> blockNode defaultExpandAll key={menus.value.length} draggable={{ icon: false }} treeData={tree} selectedKeys={current ? [current.code] : []}
          onSelect={(keys) => keys.length && setSelected(String(keys[0]))}
          onDrop={(info) => {
            const pos = info.node.pos.split('-');
            const relative = info.dropPosition - Number(pos[pos.length - 1]);
            const moves = movesForDrop(menus.value, {
              dragCode: String(info.dragNode.key), targetCode: String(info.node.key), intoTarget: !info.dropToGap, side: relative < 0 ? -1 : 1,
            });
            if (moves.length) void settingsApi.moveMenus(moves).then(() => menus.reload(), () => undefined);
          }} />
      </div>
      <div className="settings-panel">
        {selected === null ? <Empty description={t('settings.menus.pick')} /> : (
          <>
            <MenuForm form={form} menu={current} parents={parents} />
            <Space>
              <Button type="primary" onClick={() => void save()} data-testid="menu-save">{t('settings.save')}</Button>
              {current?.source === 'company' && (
                <Popconfirm title={t('settings.confirmDelete')} onConfirm={remove} okText={t('settings.ok')} cancelText={t('settings.cancel')}>
                  <Button danger>{t('settings.delete')}</Button>
                </Popconfirm>
              )}
            </Space>
          </>
        )}
      </div>
    </div>
  );
}
