import { Alert, App, Button, Tree } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionNode, Role } from '../api';
import { settingsApi } from '../api';
import { useLoad } from '../useLoad';

/** The company's menus as a checkable tree; saving grants the checked menus (members see them on their next request). */
export function RolePermissions({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const perms = useLoad(() => settingsApi.permissionTree(role.id), { tree: [] as PermissionNode[], checked: [] as string[], isAdmin: false }, [role.id]);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    // Parents follow their children in the tree: only granted leaves are handed to it.
    const leaves = new Set<string>();
    const walk = (nodes: PermissionNode[]) => nodes.forEach((n) => (n.children.length ? walk(n.children) : leaves.add(n.code)));
    walk(perms.value.tree);
    setChecked(perms.value.checked.filter((c) => leaves.has(c)));
  }, [perms.value]);
  const save = async () => {
    await settingsApi.saveRoleMenus(role.id, withAncestors(perms.value.tree, checked));
    void message.success(t('settings.saved'));
    perms.reload();
  };
  return (
    <div data-testid="role-permissions">
      {perms.value.isAdmin && <Alert type="info" showIcon message={t('settings.roles.adminSeesAll')} style={{ marginBottom: 12 }} />}
      <Tree checkable defaultExpandAll selectable={false} key={`${role.id}-${perms.value.tree.length}`}
        treeData={perms.value.tree as never} checkedKeys={checked}
        titleRender={(n) => <span data-testid={`perm-${(n as unknown as PermissionNode).code}`}>{(n as unknown as PermissionNode).title}</span>}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))} />
      <Button type="primary" style={{ marginTop: 16 }} onClick={() => void save()} data-testid="role-permissions-save">{t('settings.roles.savePermissions')}</Button>
    </div>
  );
}

/** The checked codes and every menu above them (a granted page grants its groups). */
function withAncestors(tree: PermissionNode[], checked: string[]): string[] {
  const parent = new Map<string, string>();
  const walk = (nodes: PermissionNode[], up?: string) => nodes.forEach((n) => {
    if (up) parent.set(n.code, up);
    walk(n.children, n.code);
  });
  walk(tree);
  const out = new Set(checked);
  for (const code of checked) {
    for (let p = parent.get(code); p && !out.has(p); p = parent.get(p)) out.add(p);
  }
  return [...out];
}
