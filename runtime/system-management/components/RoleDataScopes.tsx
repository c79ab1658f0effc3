import { Alert, App, Button, Select, Table, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../request';
import type { Role } from '../api';
import { useLoad } from '../useLoad';

const ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'import'] as const;
const SCOPES = ['own', 'involved', 'department', 'all'] as const;
type Action = (typeof ACTIONS)[number];

interface FunctionScopes {
  code: string;
  name: string;
  scopes: Record<Action, string[]>;
  /** Actions the role leaves on the default (shown empty, with the default as placeholder). */
  defaults: Action[];
  defaultScopes: Record<Action, string[]>;
}

async function loadScopes(roleId: number): Promise<FunctionScopes[]> {
  const list = await post<{ records: { code: string; name: string; state: string }[] }>('/api/fn/design/list', { current: 1, size: 200 });
  const out: FunctionScopes[] = [];
  for (const f of list.records.filter((r) => r.state !== 'notPublished')) {
    const d = await post<Omit<FunctionScopes, 'code' | 'name'>>('/api/sys/role/getDataScopes', { roleId, functionCode: f.code });
    out.push({ code: f.code, name: f.name, scopes: d.scopes, defaults: d.defaults, defaultScopes: d.defaultScopes });
  }
  return out;
}

/**
 * The role's data scopes (issue 11: own, involved, department, all) per published function and
 * action, through `getDataScopes` / `setDataScopes`. Registered as a tab of the role screen.
 */
export function RoleDataScopes({ role }: { role: Pick<Role, 'id' | 'code'> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const loaded = useLoad(() => loadScopes(role.id), [] as FunctionScopes[], [role.id]);
  const [rows, setRows] = useState<FunctionScopes[]>([]);
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setRows(loaded.value);
    setChanged(new Set());
  }, [loaded.value]);

  if (role.code === 'admin') return <Alert type="info" showIcon message={t('roleScopes.adminAll')} />;

  // Emptying an action puts it back on the default.
  const change = (code: string, action: Action, value: string[]) => {
    setRows((list) => list.map((r) => (r.code !== code ? r : {
      ...r, scopes: { ...r.scopes, [action]: value }, defaults: value.length ? r.defaults.filter((a) => a !== action) : [...new Set([...r.defaults, action])],
    })));
    setChanged((s) => new Set([...s, code]));
  };
  const save = async () => {
    setSaving(true);
    try {
      for (const r of rows.filter((x) => changed.has(x.code))) {
        // Actions on the default stay unset, so a later change of the defaults reaches them.
        const scopes = Object.fromEntries(ACTIONS.filter((a) => !r.defaults.includes(a)).map((a) => [a, r.scopes[a]]));
        await post('/api/sys/role/setDataScopes', { roleId: role.id, functionCode: r.code, scopes });
      }
      void message.success(t('roleScopes.saved'));
      loaded.reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="role-scopes">
      <Typography.Paragraph type="secondary">{t('roleScopes.intro')}</Typography.Paragraph>
      <Table<FunctionScopes> rowKey="code" size="small" pagination={false} loading={loaded.loading} dataSource={rows} tableLayout="fixed" scroll={{ x: 960 }}
        locale={{ emptyText: t('roleScopes.none') }}
        columns={[
          { key: 'fn', title: t('roleScopes.function'), width: 180, fixed: 'left', render: (_, r) => <Typography.Text strong>{r.name}</Typography.Text> },
          ...ACTIONS.map((a) => ({
            key: a, title: t(`roleScopes.action.${a}`), width: 150,
            render: (_: unknown, r: FunctionScopes) => (
              <div data-testid={`role-scope-${r.code}-${a}`}>
                <Select mode="multiple" size="small" style={{ width: '100%' }} maxTagCount="responsive"
                  value={r.defaults.includes(a) ? [] : r.scopes[a]}
                  placeholder={t('roleScopes.defaultOf', { scopes: r.defaultScopes[a].map((s) => t(`roleScopes.scope.${s}`)).join(', ') })}
                  options={SCOPES.map((s) => ({ value: s, label: t(`roleScopes.scope.${s}`) }))}
                  onChange={(v: string[]) => change(r.code, a, v)} />
              </div>
            ),
          })),
        ]} />
      <Button type="primary" style={{ marginTop: 16 }} loading={saving} disabled={!changed.size} onClick={() => void save()} data-testid="role-scopes-save">
        {t('roleScopes.save')}
      </Button>
    </div>
  );
}
