import { Alert, Form } from 'antd';
import type { RouteBranch } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { conditionFields } from '../model';
import { useFlowTexts } from '../shared/useFlowTexts';
import { ConditionGroupsEditor } from './ConditionGroupsEditor';

/** A branch: its conditions (the default branch takes what no other branch matches). Priority: move left/right on the canvas. */
export function BranchForm({ branch, onChange }: { branch: RouteBranch; onChange(branch: RouteBranch): void }) {
  const { t } = useFlowTexts();
  const fn = useDesignFunction();
  return (
    <Form layout="vertical">
      <Form.Item label={t('designer.flow.branch.priority')} extra={t('designer.flow.branch.priorityHint')}>
        <span data-testid="branch-priority">{branch.priority}</span>
      </Form.Item>
      {branch.default ? (
        <Alert type="info" showIcon message={t('designer.flow.branch.defaultInfo')} />
      ) : (
        <Form.Item label={t('designer.flow.branch.conditions')}>
          <ConditionGroupsEditor
            value={branch.conditionGroups} fields={conditionFields(fn)} addTestId="branch-add-condition"
            onChange={(conditionGroups) => onChange({ ...branch, conditionGroups })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
