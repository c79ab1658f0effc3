import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Empty, Form, Input, InputNumber, Popconfirm, Select, Space, Tree, TreeSelect } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Department } from '../api';
import { settingsApi } from '../api';
import { toDepartmentTree } from '../components/departmentTree';
import { rulesFor, showFieldErrors } from '../formRules';
import { useLoad } from '../useLoad';

interface DeptForm { name: string; parentId: number | null; managerId: number | null; sort: number }

/** Department management: the tree, each department's parent, manager (the flows' level supervisor) and order. */
export default function DepartmentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useLoad(() => settingsApi.departments(), [] as Department[]);
  const people = useLoad(() => settingsApi.userList(), []);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [form] = Form.useForm<DeptForm>();
  const tree = useMemo(() => toDepartmentTree(list.value), [list.value]);
  const current = typeof selected === 'number' ? list.value.find((d) => d.id === selected) : undefined;
  const managerName = useMemo(() => new Map(people.value.map((p) => [p.id, p.fullName])), [people.value]);

  useEffect(() => {
    form.resetFields();
    if (current) form.setFieldsValue({ name: current.name, parentId: current.parentId, managerId: current.managerId, sort: current.sort });
  }, [current, selected, form]);

  const save = async () => {
    const v = await form.validateFields();
    try {
      const { id } = await settingsApi.saveDepartment({ id: current?.id, name: v.name, parentId: v.parentId ?? null, managerId: v.managerId ?? null, sort: v.sort ?? 0 });
      void message.success(t('settings.saved'));
      setSelected(id);
      list.reload();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  const remove = async () => {
    await settingsApi.deleteDepartment(current!.id);
    void message.success(t('settings.deleted'));
    setSelected(null);
    list.reload();
  };

  return (
    <div className="settings-split" data-testid="departments-page">
      <div className="settings-panel">
        <div className="settings-toolbar">
          <strong>{t('settings.departments.title')}</strong>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setSelected('new')} data-testid="dept-create">{t('settings.departments.create')}</Button>
        </div>
        {tree.length ? (
          <Tree blockNode defaultExpandAll key={list.value.length} treeData={tree as never} selectedKeys={current ? [current.id] : []}
            titleRender={(n) => <span data-testid={`dept-${(n as unknown as { title: string }).title}`}>{(n as unknown as { title: string }).title}</span>}
            onSelect={(keys) => keys.length && setSelected(Number(keys[0]))} />
        ) : <Empty description={t('settings.departments.empty')} />}
      </div>
      <div className="settings-panel">
        {selected === null ? <Empty description={t('settings.departments.pick')} /> : (
          <>
            {current && (
              <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={[
                { key: 'members', label: t('settings.departments.members'), children: current.memberCount },
                { key: 'manager', label: t('settings.departments.manager'), children: current.managerId ? managerName.get(current.managerId) : '-' },
              ]} />
            )}
            <Form form={form} layout="vertical" style={{ maxWidth: 520 }} data-testid="dept-form">
              <Form.Item name="name" label={t('settings.departments.name')} rules={rulesFor('department', 'name', t)}>
                <Input maxLength={100} data-testid="dept-name" />
              </Form.Item>
              <Form.Item name="parentId" label={t('settings.departments.parent')} extra={t('settings.departments.moveHint')}>
                <TreeSelect allowClear treeDefaultExpandAll treeData={tree} data-testid="dept-parent" />
              </Form.Item>
              <Form.Item name="managerId" label={t('settings.departments.manager')} extra={t('settings.departments.managerHint')}>
                <Select allowClear showSearch optionFilterProp="label" data-testid="dept-manager"
                  options={people.value.map((p) => ({ value: p.id, label: `${p.fullName} (${p.userName})` }))} />
              </Form.Item>
              <Form.Item name="sort" label={t('settings.sort')} initialValue={0}><InputNumber min={0} precision={0} /></Form.Item>
              <Space>
                <Button type="primary" onClick={() => void save()} data-testid="dept-save">{t('settings.save')}</Button>
                {current && (
                  <Popconfirm title={t('settings.confirmDelete')} onConfirm={remove} okText={t('settings.ok')} cancelText={t('settings.cancel')}>
                    <Button danger data-testid="dept-delete">{t('settings.delete')}</Button>
                  </Popconfirm>
                )}
              </Space>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
