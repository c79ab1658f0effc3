import { useState } from 'react';
import { InputNumber, Radio, Select, Space, Tag } from 'antd';
import type { ApproverSpec } from '../../../engine/index';
import { useText } from '../../state';
import { useDirectory } from '../shared/useDirectory';
import { useFlowTexts } from '../shared/useFlowTexts';
import type { ConditionField } from '../model';

type Kind = ApproverSpec['kind'];
const KINDS: Kind[] = ['users', 'supervisor', 'role', 'formField', 'initiator'];

export interface SpecEditorProps {
  value: ApproverSpec[];
  onChange(value: ApproverSpec[]): void;
  /** The form's user fields ("from a form field"). */
  userFields: ConditionField[];
}

/** A first spec of `kind` (an incomplete one leaves the list empty, so the node is flagged "select ..."). */
function specOf(kind: Kind, userFields: ConditionField[]): ApproverSpec | null {
  switch (kind) {
    case 'supervisor': return { kind, level: 1 };
    case 'initiator': return { kind };
    case 'formField': return userFields[0] ? { kind, field: userFields[0].key } : null;
    default: return null;
  }
}

/**
 * Who a node addresses, DingTalk style: one kind (designated members, the
 * initiator's supervisor, a role, a user field of the form, the initiator)
 * and its choice. Further specs a pack may hold are kept and listed as tags.
 */
export function SpecEditor({ value, onChange, userFields }: SpecEditorProps) {
  const texts = useFlowTexts();
  const { t } = texts;
  const text = useText();
  const { users, roles } = useDirectory();
  const [kind, setKind] = useState<Kind>(value[0]?.kind ?? 'users');
  const first = value[0]?.kind === kind ? value[0] : undefined;
  const rest = value.slice(1);
  const put = (spec: ApproverSpec | null) => onChange(spec ? [spec, ...rest] : rest);
  const fieldTitle = (key: string) => text(userFields.find((f) => f.key === key)?.title ?? key);

  const choose = (next: Kind) => {
    setKind(next);
    put(specOf(next, userFields));
  };

  const userOptions = users.map((u) => ({ value: u.userName, label: `${u.fullName} (${u.userName})` }));
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Radio.Group value={kind} onChange={(e) => choose(e.target.value as Kind)} data-testid="approver-kind" className="flw-kind-group">
        {KINDS.map((k) => (
          <Radio key={k} value={k}><span data-testid={`approver-kind-${k}`}>{t(`designer.flow.specs.kinds.${k}`)}</span></Radio>
        ))}
      </Radio.Group>
      {kind === 'users' && (
        <Select
          mode="multiple" showSearch allowClear style={{ width: '100%' }} data-testid="approver-users" virtual={false}
          placeholder={t('designer.flow.specs.usersPlaceholder')} optionFilterProp="label" options={userOptions}
          value={first?.kind === 'users' ? first.userIds : []}
          onChange={(ids: string[]) => put(ids.length ? { kind: 'users', userIds: ids } : null)}
        />
      )}
      {kind === 'supervisor' && (
        <Space>
          <span>{t('designer.flow.specs.level')}</span>
          <InputNumber
            min={1} max={10} precision={0} data-testid="approver-level"
            value={first?.kind === 'supervisor' ? first.level : 1}
            onChange={(level) => put({ kind: 'supervisor', level: typeof level === 'number' ? level : 1 })}
          />
          <span className="flw-hint">{t('designer.flow.specs.levelHint')}</span>
        </Space>
      )}
      {kind === 'role' && (
        <Select
          showSearch style={{ width: '100%' }} data-testid="approver-role" virtual={false} optionFilterProp="label"
          placeholder={t('designer.flow.specs.rolePlaceholder')} options={roles.map((r) => ({ value: r.code, label: r.name }))}
          value={first?.kind === 'role' ? first.roleCode : undefined}
          onChange={(roleCode: string) => put({ kind: 'role', roleCode })}
        />
      )}
      {kind === 'formField' && (userFields.length ? (
        <Select
          style={{ width: '100%' }} data-testid="approver-field" virtual={false}
          options={userFields.map((f) => ({ value: f.key, label: fieldTitle(f.key) }))}
          value={first?.kind === 'formField' ? first.field : undefined}
          onChange={(field: string) => put({ kind: 'formField', field })}
        />
      ) : <span className="flw-hint">{t('designer.flow.specs.noUserFields')}</span>)}
      {kind === 'initiator' && <span className="flw-hint">{t('designer.flow.specs.initiatorHint')}</span>}
      {rest.length > 0 && (
        <div>
          <span className="flw-hint">{t('designer.flow.specs.also')} </span>
          {rest.map((s, i) => (
            <Tag key={i} closable onClose={() => onChange(value.filter((_, j) => j !== i + 1))}>{texts.spec(s, fieldTitle)}</Tag>
          ))}
        </div>
      )}
    </Space>
  );
}
