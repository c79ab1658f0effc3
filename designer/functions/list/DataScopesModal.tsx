import { App, Modal, Select, Spin, Table, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerPost, type FunctionRow } from '../../api';

const ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'import'] as const;
const SCOPES = ['own', 'involved', 'department', 'all'] as const;
type Action = (typeof ACTIONS)[number];

interface RoleScopes {
  roleId: number;
  name: string;
  code: string;
  scopes: Record<Action, string[]>;
  /** Actions the role leaves on the default. */
  defaults: Action[];
  defaultScopes: Record<Action, string[]>;
}

/**
 * Per-function data scopes of every role (docs/records.md), through the role
 * API: one row per role, one scope picker per action. Administrators reach
 * everything and are not listed.
 */
export function DataScopesModal({ row, onClose }: { row: FunctionRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const post = useDesignerPost();
  const [roles, setRoles] = useState<RoleScopes[] | null>(null);
  const [saving, setSaving] = useState(false);
  const k = (key: string, params?: Record<string, unknown>) => t(`designer.functions.scopes.${key}`, params);

  useEffect(() => {
    if (!row) return undefined;
    let live = true;
    setRoles(null);
    (async () => {
      const page = await post<{ records: { id: number; code: string; name: string }[] }>('/api/sys/role/getSysRolePage', { current: 1, size: 100 });
      const out: RoleScopes[] = [];
      for (const r of page.records.filter((x) => x.code !== 'admin')) {
        const d = await post<{ scopes: Record<Action, string[]>; defaults: Action[]; defaultScopes: Record<Action, string[]> }>(
          '/api/sys/role/getDataScopes', { roleId: r.id, functionCode: row.code });
        out.push({ roleId: r.id, name: r.name, code: r.code, scopes: d.scopes, defaults: d.defaults, defaultScopes: d.defaultScopes });
      }
      if (live) setRoles(out);
    })().catch(() => live && setRoles([]));
    return () => { live = false; };
  }, [row, post]);

  // Emptying an action puts it back on the default.
  const change = (roleId: number, action: Action, value: string[]) => setRoles((list) => list && list.map((r) => (r.roleId !== roleId ? r : {
    ...r, scopes: { ...r.scopes, [action]: value }, defaults: value.length ? r.defaults.filter((a) => a !== action) : [...r.defaults, action],
  })));

  const save = async () => {
    if (!row || !roles) return;
    setSaving(true);
    try {
      for (const r of roles) {
        // Actions still on the default stay unset, so a later change of the defaults reaches them.
        const scopes = Object.fromEntries(ACTIONS.filter((a) => !r.defaults.includes(a)).map((a) => [a, r.scopes[a]]));
        await post('/api/sys/role/setDataScopes', { roleId: r.roleId, functionCode: row.code, scopes });
      }
      void message.success(k('saved'));
      onClose();
    } catch {
      /* the shell's request layer has shown the server's message */
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    { key: 'role', title: k('role'), width: 120, render: (_: unknown, r: RoleScopes) => <Typography.Text strong>{r.name}</Typography.Text> },
    ...ACTIONS.map((a) => ({
      key: a,
      title: k(`action.${a}`),
      width: 150,
      render: (_: unknown, r: RoleScopes) => (
        <div data-testid={`scope-${r.code}-${a}`}>
          <Select
            mode="multiple" size="small" style={{ width: '100%' }} maxTagCount="responsive"
            value={r.defaults.includes(a) ? [] : r.scopes[a]}
            placeholder={k('defaultOf', { scopes: r.defaultScopes[a].map((s) => k(`scope.${s}`)).join(', ') })}
            options={SCOPES.map((s) => ({ value: s, label: k(`scope.${s}`) }))}
            onChange={(v: string[]) => change(r.roleId, a, v)}
          />
        </div>
      ),
    })),
  ];

  return (
    <Modal
      open={!!row} onCancel={onClose} onOk={save} confirmLoading={saving} width={1120} destroyOnClose
      title={row ? k('title', { name: row.name }) : ''} okText={k('save')} cancelText={k('cancel')}
      okButtonProps={{ 'data-testid': 'scopes-save' } as never}
    >
      <div data-testid="scopes-modal">
        <Typography.Paragraph type="secondary">{k('intro')}</Typography.Paragraph>
        {roles === null ? <Spin /> : (
          <Table<RoleScopes> rowKey="roleId" size="small" pagination={false} columns={columns} dataSource={roles} tableLayout="fixed" scroll={{ x: 1020 }} />
        )}
      </div>
    </Modal>
  );
}
