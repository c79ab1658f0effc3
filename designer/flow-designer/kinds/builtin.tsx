import { BranchesOutlined, SendOutlined, UserOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import type { ApproverNode, ApproverSpec, CcNode, RouteNode, StartNode } from '../../../engine/index';
import { ApproverForm } from '../drawer/ApproverForm';
import { CcForm } from '../drawer/CcForm';
import { StartForm } from '../drawer/StartForm';
import { registerDesignerNodeKind, type SummaryContext } from './DesignerNodeKind';

const specs = (list: readonly ApproverSpec[], { texts, fieldTitle }: SummaryContext) =>
  list.map((s) => texts.spec(s, fieldTitle)).filter(Boolean).join(texts.t('designer.flow.summary.listSeparator'));

registerDesignerNodeKind<StartNode>({
  type: 'start', colour: '#576a95', icon: <UsergroupAddOutlined />, labelKey: 'designer.flow.drawer.types.start', card: 'card',
  Form: StartForm,
  summary: (node, ctx) => (node.initiatorsMode === 'specified' && node.initiators.length
    ? ctx.texts.t('designer.flow.summary.startedBy', { who: specs(node.initiators, ctx) })
    : ctx.texts.t('designer.flow.summary.everyone')),
  placeholderKey: 'designer.flow.summary.approversEmpty',
});

registerDesignerNodeKind<ApproverNode>({
  type: 'approver', colour: '#ff943e', icon: <UserOutlined />, labelKey: 'designer.flow.drawer.types.approver', card: 'card',
  menu: { labelKey: 'designer.flow.add.approver', order: 10 },
  names: (t) => ({ node: t('designer.flow.defaults.approver') }),
  Form: ApproverForm,
  summary: (node, ctx) => (node.approvers.length ? `${specs(node.approvers, ctx)} · ${ctx.texts.method(node.method)}` : null),
  placeholderKey: 'designer.flow.summary.approversEmpty',
});

registerDesignerNodeKind<CcNode>({
  type: 'cc', colour: '#3296fa', icon: <SendOutlined />, labelKey: 'designer.flow.drawer.types.cc', card: 'card',
  menu: { labelKey: 'designer.flow.add.cc', order: 20 },
  names: (t) => ({ node: t('designer.flow.defaults.cc') }),
  Form: CcForm,
  summary: (node, ctx) => (node.recipients.length ? specs(node.recipients, ctx) : null),
  placeholderKey: 'designer.flow.summary.ccEmpty',
});

registerDesignerNodeKind<RouteNode>({
  type: 'route', colour: '#15bc83', icon: <BranchesOutlined />, labelKey: 'designer.flow.drawer.types.route', card: 'split',
  menu: { labelKey: 'designer.flow.add.route', order: 30 },
  names: (t) => ({
    node: t('designer.flow.defaults.route'),
    branches: [t('designer.flow.defaults.branch', { n: 1 }), t('designer.flow.defaults.otherwise')],
  }),
});
