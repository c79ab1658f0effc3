import { Checkbox, Form, InputNumber, Radio, Space, Switch, Tabs } from 'antd';
import type { ApprovalMethod, ApproverNode, EmptyApproverPolicy } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { conditionFields, userFields } from '../model';
import { useFlowTexts } from '../shared/useFlowTexts';
import { ConditionGroupsEditor } from './ConditionGroupsEditor';
import { PermissionsTable } from './PermissionsTable';
import { SpecEditor } from './SpecEditor';

const METHODS: ApprovalMethod['kind'][] = ['countersign', 'orSign', 'sequential'];
const POLICIES: EmptyApproverPolicy[] = ['toAdmin', 'autoPass', 'reject'];

/** An approver node: who approves, how several decide, what happens without anyone, auto-approval, skip rules, field access. */
export function ApproverForm({ node, onChange }: { node: ApproverNode; onChange(node: ApproverNode): void }) {
  const { t } = useFlowTexts();
  const fn = useDesignFunction();
  const set = (patch: Partial<ApproverNode>) => onChange({ ...node, ...patch });
  const method = node.method;
  const percent = method.kind === 'countersign' ? method.percent : 100;
  const settings = (
    <Form layout="vertical">
      <Form.Item label={t('designer.flow.approver.who')}>
        <SpecEditor value={node.approvers} onChange={(approvers) => set({ approvers })} userFields={userFields(fn)} />
      </Form.Item>
      <Form.Item label={t('designer.flow.approver.method')}>
        <Radio.Group
          value={method.kind} data-testid="method-kind" className="flw-method-group"
          onChange={(e) => set({ method: e.target.value === 'countersign' ? { kind: 'countersign', percent } : { kind: e.target.value } })}
        >
          <Space direction="vertical">
            {METHODS.map((m) => (
              <Radio key={m} value={m}>
                <span data-testid={`method-kind-${m}`}>{t(`designer.flow.approver.methods.${m}`)}</span>
                <span className="flw-hint"> — {t(`designer.flow.approver.methodHints.${m}`)}</span>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {method.kind === 'countersign' && (
          <div className="flw-percent">
            <span>{t('designer.flow.approver.percent')}</span>
            <InputNumber
              min={1} max={100} precision={0} suffix="%" data-testid="method-percent" value={method.percent}
              onChange={(p) => set({ method: { kind: 'countersign', percent: typeof p === 'number' ? p : 0 } })}
            />
          </div>
        )}
      </Form.Item>
      <Form.Item label={t('designer.flow.approver.empty')}>
        <Radio.Group value={node.emptyApprover} data-testid="empty-approver" onChange={(e) => set({ emptyApprover: e.target.value })}>
          {POLICIES.map((p) => <Radio key={p} value={p}><span data-testid={`empty-approver-${p}`}>{t(`designer.flow.approver.policies.${p}`)}</span></Radio>)}
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('designer.flow.approver.auto')}>
        <Space direction="vertical">
          <Checkbox
            checked={node.autoApprove.initiatorIsApprover === true} data-testid="auto-initiator"
            onChange={(e) => set({ autoApprove: { ...node.autoApprove, initiatorIsApprover: e.target.checked } })}
          >{t('designer.flow.approver.autoInitiator')}</Checkbox>
          <Checkbox
            checked={node.autoApprove.approvedBefore === true} data-testid="auto-approved-before"
            onChange={(e) => set({ autoApprove: { ...node.autoApprove, approvedBefore: e.target.checked } })}
          >{t('designer.flow.approver.autoApprovedBefore')}</Checkbox>
        </Space>
      </Form.Item>
      <Form.Item label={t('designer.flow.approver.opinion')}>
        <Switch checked={node.opinionRequired === true} data-testid="opinion-required" onChange={(opinionRequired) => set({ opinionRequired })} />
      </Form.Item>
    </Form>
  );
  return (
    <Tabs
      items={[
        { key: 'settings', label: t('designer.flow.drawer.tabs.settings'), children: settings },
        {
          key: 'skip', label: <span data-testid="drawer-tab-skip">{t('designer.flow.drawer.tabs.skip')}</span>,
          children: (
            <>
              <p className="flw-hint">{t('designer.flow.approver.skipHint')}</p>
              <ConditionGroupsEditor
                value={node.skipRules ?? []} fields={conditionFields(fn)} addTestId="skip-add-condition"
                onChange={(skipRules) => set({ skipRules })}
              />
            </>
          ),
        },
        {
          key: 'permissions', label: <span data-testid="drawer-tab-permissions">{t('designer.flow.drawer.tabs.permissions')}</span>,
          children: <PermissionsTable value={node.fieldPermissions} onChange={(fieldPermissions) => set({ fieldPermissions })} />,
        },
      ]}
    />
  );
}
