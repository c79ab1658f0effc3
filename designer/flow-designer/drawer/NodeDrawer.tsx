import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Input, Space, Tag } from 'antd';
import type { AnyFlowNode, FlowDefinition, RouteBranch } from '../../../engine/index';
import { designStore, useDesignFunction } from '../../state';
import { designerNodeKindOf } from '../kinds';
import { findBranch, findNode, flowProblems, updateBranch, updateNode } from '../model';
import { useFlowTexts } from '../shared/useFlowTexts';
import { BranchForm } from './BranchForm';

type Draft = { kind: 'node'; node: AnyFlowNode } | { kind: 'branch'; branch: RouteBranch };

const BRANCH_COLOUR = '#15bc83';

function draftOf(flow: FlowDefinition, id: string): Draft | null {
  const node = findNode(flow, id);
  if (node && designerNodeKindOf(node.type)?.card === 'card') return { kind: 'node', node };
  const found = findBranch(flow, id);
  return found ? { kind: 'branch', branch: found.branch } : null;
}

/** The draft applied to the flow: what OK would save (for the live problem list). */
function applied(flow: FlowDefinition, draft: Draft): FlowDefinition {
  return draft.kind === 'node'
    ? updateNode(flow, draft.node.id, draft.node)
    : updateBranch(flow, draft.branch.id, { name: draft.branch.name, conditionGroups: draft.branch.conditionGroups });
}

function DrawerBody({ flow, id, onClose }: { flow: FlowDefinition; id: string; onClose(): void }) {
  const texts = useFlowTexts();
  const { t, text } = texts;
  const fn = useDesignFunction();
  const [draft, setDraft] = useState<Draft | null>(() => draftOf(flow, id));
  const problems = useMemo(() => (draft ? flowProblems(fn, applied(flow, draft)).filter((p) => p.nodeId === id) : []), [fn, flow, draft, id]);
  if (!draft) return null;
  const kind = draft.kind === 'node' ? designerNodeKindOf(draft.node.type) : undefined;
  const name = draft.kind === 'node' ? draft.node.name : draft.branch.name;
  const setName = (value: string) => setDraft(draft.kind === 'node'
    ? { kind: 'node', node: { ...draft.node, name: value } }
    : { kind: 'branch', branch: { ...draft.branch, name: value } });
  const save = () => {
    if (draft.kind === 'node') designStore.getState().dispatch('node.update', { id, config: draft.node });
    else designStore.getState().dispatch('branch.update', { branchId: id, config: { name: draft.branch.name, conditionGroups: draft.branch.conditionGroups } });
    onClose();
  };
  const node = draft.kind === 'node' ? draft.node : null;
  return (
    <Drawer
      open width="45%" onClose={onClose} destroyOnHidden rootClassName="flw-drawer"
      title={(
        <Space>
          <Tag color={kind?.colour ?? BRANCH_COLOUR} bordered={false}>{t(kind?.labelKey ?? 'designer.flow.drawer.types.branch')}</Tag>
          <Input
            variant="borderless" className="flw-drawer-name" data-testid="node-name" value={text(name)} maxLength={60}
            placeholder={t('designer.flow.drawer.name')} onChange={(e) => setName(e.target.value)}
          />
        </Space>
      )}
      footer={(
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose} data-testid="node-drawer-cancel">{t('designer.flow.drawer.cancel')}</Button>
          <Button type="primary" onClick={save} data-testid="node-drawer-ok">{t('designer.flow.drawer.ok')}</Button>
        </Space>
      )}
    >
      <div data-testid="node-drawer">
        {problems.length > 0 && (
          <Alert
            type="warning" showIcon className="flw-drawer-problems" data-testid="node-drawer-problems"
            message={t('designer.flow.drawer.problems')}
            description={<ul>{problems.map((p, i) => <li key={i}>{texts.problem(p)}</li>)}</ul>}
          />
        )}
        {node && kind?.Form && <kind.Form node={node} onChange={(n) => setDraft({ kind: 'node', node: n })} />}
        {draft.kind === 'branch' && <BranchForm branch={draft.branch} onChange={(b) => setDraft({ kind: 'branch', branch: b })} />}
      </div>
    </Drawer>
  );
}

/**
 * The settings of the clicked node or branch in a drawer (45% wide). Edits
 * stay in the drawer until OK, which records one undoable `node.update` or
 * `branch.update`; the problems of the edited settings show live at the top.
 */
export function NodeDrawer({ flow, selected, onClose }: { flow: FlowDefinition; selected: string | null; onClose(): void }) {
  if (!selected) return null;
  return <DrawerBody key={selected} flow={flow} id={selected} onClose={onClose} />;
}
