import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Input, Modal, Popconfirm, Space, Table, Tabs } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../api';
import { settingsApi } from '../api';
import { RoleMembers } from '../components/RoleMembers';
import { RolePermissions } from '../components/RolePermissions';
import '../components/dataScopesTab';
import { rulesFor, showFieldErrors } from '../formRules';
import { roleTabs } from '../roleExtensions';
import { useLoad } from '../useLoad';

/** Role management (`sys-role-manage`): roles, their members, the menus and buttons they grant, and their data scopes. */
export default function RolesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roles = useLoad(() => settingsApi.roles().then((p) => p.records), [] as Role[]);
  const [selected, setSelected] = useState<Role | null>(null);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [form] = Form.useForm<{ code: string; name: string }>();
  const current = selected && roles.value.find((r) => r.id === selected.id);

  const open = (r: Role | 'new') => {
    setEditing(r);
    form.resetFields();
    if (r !== 'new') form.setFieldsValue({ code: r.code, name: r.name });
  };
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await settingsApi.saveRole({ ...values, id: editing === 'new' ? undefined : editing?.id });
      setEditing(null);
      void message.success(t('settings.saved'));
      roles.reload();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  const remove = async (r: Role) => {
    await settingsApi.deleteRole(r.id);
    if (selected?.id === r.id) setSelected(null);
    void message.success(t('settings.deleted'));
    roles.reload();
  };

  return (
    <div className="settings-split" data-testid="roles-page">
      <div className="settings-panel">
        <div className="settings-toolbar">
          <strong>{t('settings.roles.title')}</strong>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="role-create">{t('settings.roles.create')}</Button>
        </div>
        <Table<Role> rowKey="id" size="small" loading={roles.loading} dataSource={roles.value} pagination={false}
          rowClassName={(r) => (r.id === current?.id ? 'ant-table-row-selected' : '')}
          onRow={(r) => ({ onClick: () => setSelected(r), style: { cursor: 'pointer' }, 'data-testid': `role-row-${r.code}` } as never)}
          columns={[
            { key: 'name', title: t('settings.roles.name'), dataIndex: 'name' },
            { key: 'code', title: t('settings.roles.code'), dataIndex: 'code' },
            { key: 'ops', title: t('settings.actions'), render: (_, r) => (
              <Space size={0} onClick={(e) => e.stopPropagation()}>
                <Button type="link" size="small" onClick={() => open(r)}>{t('settings.edit')}</Button>
                <Popconfirm title={t('settings.confirmDelete')} onConfirm={() => remove(r)} okText={t('settings.ok')} cancelText={t('settings.cancel')}>
                  <Button type="link" size="small" danger data-testid={`role-delete-${r.code}`}>{t('settings.delete')}</Button>
                </Popconfirm>
              </Space>
            ) },
          ]} />
      </div>
      <div className="settings-panel">
        {current ? (
          <Tabs items={[
            { key: 'permissions', label: t('settings.roles.permissions'), children: <RolePermissions role={current} /> },
            { key: 'members', label: t('settings.roles.members'), children: <RoleMembers role={current} /> },
            // Other features (issue 11's data scopes) plug their tabs in through registerRoleTab.
            ...roleTabs().map((tab) => ({ key: tab.key, label: t(tab.titleKey), children: tab.render(current) })),
          ]} />
        ) : <Empty description={t('settings.roles.pick')} />}
      </div>
      <Modal open={editing !== null} title={editing === 'new' ? t('settings.roles.create') : t('settings.roles.edit')} onOk={submit}
        onCancel={() => setEditing(null)} okText={t('settings.save')} cancelText={t('settings.cancel')} forceRender okButtonProps={{ 'data-testid': 'role-save' } as never}>
        <Form form={form} layout="vertical">
          <Form.Item name="code" label={t('settings.roles.code')} rules={rulesFor('role', 'code', t)}><Input maxLength={64} data-testid="role-code" /></Form.Item>
          <Form.Item name="name" label={t('settings.roles.name')} rules={rulesFor('role', 'name', t)}><Input maxLength={100} data-testid="role-name" /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
