import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Table, Tag, TreeSelect } from 'antd';
import React, { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../api';
import { settingsApi } from '../api';
import { toDepartmentTree } from '../components/departmentTree';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { UserForm } from '../components/UserForm';
import { UserImport } from '../components/UserImport';
import { InviteDialog } from '../components/InviteDialog';
import { useLoad } from '../useLoad';

/** User management (`sys-user-manage`): search, create, edit, disable, reset password, import. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState<{ current: number; size: number; keyword?: string; departmentId?: number }>({ current: 1, size: 20 });
  const page = useLoad(() => settingsApi.userPage(query), { records: [], total: 0 }, [query]);
  const departments = useLoad(() => settingsApi.departments(), []);
  const posts = useLoad(() => settingsApi.posts(), []);
  const roles = useLoad(() => settingsApi.roles().then((p) => p.records), []);
  const people = useLoad(() => settingsApi.userList(), []);
  const [editing, setEditing] = useState<Member | null | 'new'>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const deptName = useMemo(() => new Map(departments.value.map((d) => [d.id, d.name])), [departments.value]);
  const postName = useMemo(() => new Map(posts.value.map((p) => [p.id, p.name])), [posts.value]);
  const roleName = useMemo(() => new Map(roles.value.map((r) => [r.id, r.name])), [roles.value]);
  const personName = useMemo(() => new Map(people.value.map((p) => [p.id, p.fullName])), [people.value]);
  const refresh = () => {
    page.reload();
    people.reload();
  };
  const toggle = async (m: Member) => {
    await settingsApi.setDisabled(m.id, !m.disabled);
    void message.success(m.disabled ? t('settings.users.enabled') : t('settings.users.disabledDone'));
    refresh();
  };

  return (
    <div className="settings-panel" data-testid="users-page">
      <div className="settings-toolbar">
        <Space wrap>
          <Input.Search allowClear placeholder={t('settings.users.search')} style={{ width: 260 }} data-testid="users-search"
            onSearch={(keyword) => setQuery({ ...query, current: 1, keyword: keyword || undefined })} />
          <TreeSelect allowClear placeholder={t('settings.users.department')} style={{ width: 220 }} treeDefaultExpandAll
            treeData={toDepartmentTree(departments.value)} onChange={(v?: number) => setQuery({ ...query, current: 1, departmentId: v })} />
        </Space>
        <Space>
          <InviteDialog onDone={refresh} />
          <UserImport onDone={refresh} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="user-create">{t('settings.users.create')}</Button>
        </Space>
      </div>
      <Table<Member>
        rowKey="id" loading={page.loading} dataSource={page.value.records} size="middle" data-testid="users-table"
        pagination={{ current: query.current, pageSize: query.size, total: page.value.total, showSizeChanger: true, showTotal: (n) => t('settings.total', { total: n }) }}
        onChange={(p) => setQuery({ ...query, current: p.current ?? 1, size: p.pageSize ?? 20 })}
        columns={[
          { key: 'userName', title: t('settings.users.userName'), dataIndex: 'userName' },
          { key: 'fullName', title: t('settings.users.fullName'), dataIndex: 'fullName' },
          { key: 'mobile', title: t('settings.users.mobile'), dataIndex: 'mobilePhone' },
          { key: 'dept', title: t('settings.users.department'), render: (_, m) => (m.departmentId ? deptName.get(m.departmentId) : '-') },
          { key: 'post', title: t('settings.users.post'), render: (_, m) => (m.postId ? postName.get(m.postId) : '-') },
          { key: 'sup', title: t('settings.users.supervisor1'), render: (_, m) => (m.supervisor1Id ? personName.get(m.supervisor1Id) : '-') },
          { key: 'roles', title: t('settings.users.roles'), render: (_, m) => m.roleIds.map((id) => <Tag key={id} color="blue">{roleName.get(id)}</Tag>) },
          { key: 'state', title: t('settings.users.state'), render: (_, m) => (m.disabled ? <Tag>{t('settings.disabled')}</Tag> : <Tag color="green">{t('settings.enabledState')}</Tag>) },
          {
            key: 'ops', title: t('settings.actions'), render: (_, m) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(m)} data-testid={`user-edit-${m.userName}`}>{t('settings.edit')}</Button>
                <Button type="link" onClick={() => setResetting(m)} data-testid={`user-reset-${m.userName}`}>{t('settings.users.resetPassword')}</Button>
                <Button type="link" danger={!m.disabled} onClick={() => void toggle(m)} data-testid={`user-toggle-${m.userName}`}>
                  {m.disabled ? t('settings.enable') : t('settings.disable')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <UserForm open={editing !== null} member={editing === 'new' ? null : editing} departments={departments.value} posts={posts.value}
        roles={roles.value} people={people.value} onClose={(saved) => {
          setEditing(null);
          if (saved) {
            void message.success(t('settings.saved'));
            refresh();
          }
        }} />
      <ResetPasswordDialog member={resetting} onClose={(done) => {
        setResetting(null);
        if (done) void message.success(t('settings.saved'));
      }} />
    </div>
  );
}
