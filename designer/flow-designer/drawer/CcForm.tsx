import { Form } from 'antd';
import type { CcNode } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { userFields } from '../model';
import { useFlowTexts } from '../shared/useFlowTexts';
import { PermissionsTable } from './PermissionsTable';
import { SpecEditor } from './SpecEditor';

/** A CC node: recipients (the same kinds as approvers) and what they may see. */
export function CcForm({ node, onChange }: { node: CcNode; onChange(node: CcNode): void }) {
  const { t } = useFlowTexts();
  const fn = useDesignFunction();
  return (
    <Form layout="vertical">
      <Form.Item label={t('designer.flow.cc.recipients')}>
        <SpecEditor value={node.recipients} onChange={(recipients) => onChange({ ...node, recipients })} userFields={userFields(fn)} />
      </Form.Item>
      <Form.Item label={t('designer.flow.perm.title')} extra={t('designer.flow.cc.readOnly')}>
        <PermissionsTable readOnly value={node.fieldPermissions} onChange={(fieldPermissions) => onChange({ ...node, fieldPermissions })} />
      </Form.Item>
    </Form>
  );
}
