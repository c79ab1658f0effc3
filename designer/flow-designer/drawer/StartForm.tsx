import { Form, Radio, Select } from 'antd';
import type { ApproverSpec, StartNode } from '../../../engine/index';
import { useDirectory } from '../shared/useDirectory';
import { useFlowTexts } from '../shared/useFlowTexts';
import { PermissionsTable } from './PermissionsTable';

/** The initiator node: who may start (everyone, or chosen members and roles) and what the initiator may fill in. */
export function StartForm({ node, onChange }: { node: StartNode; onChange(node: StartNode): void }) {
  const { t } = useFlowTexts();
  const { users, roles } = useDirectory();
  const userIds = node.initiators.flatMap((s) => (s.kind === 'users' ? s.userIds : []));
  const roleCodes = node.initiators.flatMap((s) => (s.kind === 'role' ? [s.roleCode] : []));
  const others = node.initiators.filter((s) => s.kind !== 'users' && s.kind !== 'role');
  const setInitiators = (ids: string[], codes: string[]) => {
    const specs: ApproverSpec[] = [
      ...(ids.length ? [{ kind: 'users' as const, userIds: ids }] : []),
      ...codes.map((roleCode) => ({ kind: 'role' as const, roleCode })),
      ...others,
    ];
    onChange({ ...node, initiators: specs });
  };
  const specified = node.initiatorsMode === 'specified';
  return (
    <Form layout="vertical">
      <Form.Item label={t('designer.flow.start.who')}>
        <Radio.Group
          value={specified ? 'specified' : 'everyone'} data-testid="start-mode"
          onChange={(e) => onChange({ ...node, initiatorsMode: e.target.value })}
        >
          <Radio value="everyone"><span data-testid="start-mode-everyone">{t('designer.flow.start.everyone')}</span></Radio>
          <Radio value="specified"><span data-testid="start-mode-specified">{t('designer.flow.start.specified')}</span></Radio>
        </Radio.Group>
      </Form.Item>
      {specified && (
        <>
          <Form.Item label={t('designer.flow.start.users')}>
            <Select
              mode="multiple" showSearch allowClear optionFilterProp="label" virtual={false} data-testid="start-users"
              placeholder={t('designer.flow.specs.usersPlaceholder')} value={userIds}
              options={users.map((u) => ({ value: u.userName, label: `${u.fullName} (${u.userName})` }))}
              onChange={(ids: string[]) => setInitiators(ids, roleCodes)}
            />
          </Form.Item>
          <Form.Item label={t('designer.flow.start.roles')}>
            <Select
              mode="multiple" allowClear optionFilterProp="label" virtual={false} data-testid="start-roles"
              placeholder={t('designer.flow.specs.rolePlaceholder')} value={roleCodes}
              options={roles.map((r) => ({ value: r.code, label: r.name }))}
              onChange={(codes: string[]) => setInitiators(userIds, codes)}
            />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('designer.flow.perm.title')}>
        <PermissionsTable value={node.fieldPermissions} onChange={(fieldPermissions) => onChange({ ...node, fieldPermissions })} />
      </Form.Item>
    </Form>
  );
}
