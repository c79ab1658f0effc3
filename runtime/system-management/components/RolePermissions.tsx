import { Alert, App, Button, Tree } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionNode, Role } from '../api';
import { settingsApi } from '../api';
import { useLoad } from '../useLoad';
import { checkedLeaves, toPermissions } from './rolePermissionTree';

/** The company's menus and their buttons as a checkable tree; saving grants what is checked (members feel it on their next request). */
export function RolePermissions({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const perms = useLoad(() => settingsApi.permissionTree(role.id), { tree: [] as PermissionNode[], checked: [] as string[], isAdmin: false }, [role.id]);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => setChecked(checkedLeaves(perms.value.tree, perms.value.checked)), [perms.value]);
  const save = async () => {
    await settingsApi.saveRolePermissions(role.id, toPermissions(perms.value.tree, checked));
    void message.success(t('settings.saved'));
    perms.reload();
  };
  return (
    <div data-testid="role-permissions">
      {perms.value.isAdmin && <Alert type="info" showIcon message={t('settings.roles.adminSeesAll')} style={{ marginBottom: 12 }} />}
      <Tree checkable defaultExpandAll selectable={false} key={`${role.id}-${perms.value.tree.length}`}
        treeData={perms.value.tree as never} checkedKeys={checked}
        titleRender={(n) => {
          const node = n as unknown as PermissionNode;
          return <span className={node.button ? 'role-perm-button' : undefined} data-testid={`perm-${node.code}`}>{node.title}</span>;
        }}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))} />
      <Button type="primary" style={{ marginTop: 16 }} onClick={() => void save()} data-testid="role-permissions-save">{t('settings.roles.savePermissions')}</Button>
    </div>
  );
}

