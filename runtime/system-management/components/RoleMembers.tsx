import { App, Button, Select, Space, Table } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonOption, Role } from '../api';
import { settingsApi } from '../api';
import { useLoad } from '../useLoad';

/** The members of a role: add people, remove them (never the last administrator). */
export function RoleMembers({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const members = useLoad(() => settingsApi.roleUsers(role.id), [] as PersonOption[], [role.id]);
  const people = useLoad(() => settingsApi.userList(), [] as PersonOption[]);
  const [adding, setAdding] = useState<number[]>([]);
  const have = new Set(members.value.map((m) => m.id));
  const add = async () => {
    await settingsApi.addUsers(role.id, adding);
    setAdding([]);
    void message.success(t('settings.saved'));
    members.reload();
  };
  const remove = async (id: number) => {
    await settingsApi.removeUsers(role.id, [id]);
    void message.success(t('settings.saved'));
    members.reload();
  };
  return (
    <div data-testid="role-members">
      <Space style={{ marginBottom: 12 }}>
        <Select mode="multiple" style={{ minWidth: 320 }} placeholder={t('settings.roles.pickUsers')} value={adding} onChange={setAdding}
          optionFilterProp="label" data-testid="role-add-users"
          options={people.value.filter((p) => !have.has(p.id)).map((p) => ({ value: p.id, label: `${p.fullName} (${p.userName})` }))} />
        <Button type="primary" disabled={!adding.length} onClick={() => void add()} data-testid="role-add-users-ok">{t('settings.roles.addUsers')}</Button>
      </Space>
      <Table<PersonOption> rowKey="id" size="small" loading={members.loading} dataSource={members.value} pagination={false}
        columns={[
          { key: 'userName', title: t('settings.users.userName'), dataIndex: 'userName' },
          { key: 'fullName', title: t('settings.users.fullName'), dataIndex: 'fullName' },
          { key: 'ops', title: t('settings.actions'), render: (_, p) => (
            <Button type="link" danger onClick={() => void remove(p.id)} data-testid={`role-remove-${p.userName}`}>{t('settings.remove')}</Button>
          ) },
        ]} />
    </div>
  );
}
