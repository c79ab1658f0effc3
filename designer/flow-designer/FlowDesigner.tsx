import { useMemo, useState } from 'react';
import { Button, Empty, Tag } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { unconfiguredNodeIds, type FlowDefinition, type RouteNode } from '../../engine/index';
import { designStore, useDesignFunction } from '../state';
import './commands';
import { FlowCanvas } from './canvas/FlowCanvas';
import type { CanvasActions } from './canvas/CanvasContext';
import { NodeDrawer } from './drawer/NodeDrawer';
import { designerNodeKindOf } from './kinds';
import { findNode, flowProblems, problemsByNode, type AddableType } from './model';
import './flowDesigner.css';

const dispatch = <P,>(name: string, params: P) => designStore.getState().dispatch(name, params);

/**
 * The flow tab: the function's approval flow as a DingTalk-style tree. "+"
 * on a line adds an approver, a CC or a route; a click opens the node's
 * drawer; unfinished nodes are outlined in red with what is missing. Every
 * edit is a named command of the 'flow' area in the function's undo history.
 */
export function FlowDesigner() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const flow = fn.flow as FlowDefinition | undefined;
  const [selected, setSelected] = useState<string | null>(null);
  const problems = useMemo(() => flowProblems(fn), [fn]);
  const byNode = useMemo(() => problemsByNode(problems), [problems]);

  if (!flow) {
    return (
      <div className="flw-root flw-empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<><div className="flw-empty-title">{t('designer.flow.empty.title')}</div><div className="flw-hint">{t('designer.flow.empty.description')}</div></>}
        >
          <Button type="primary" icon={<PlusOutlined />} data-testid="flow-create"
            onClick={() => dispatch('flow.create', { startName: t('designer.flow.defaults.start') })}>
            {t('designer.flow.empty.create')}
          </Button>
        </Empty>
      </div>
    );
  }

  const names = (type: AddableType) => designerNodeKindOf(type)?.names?.(t) ?? { node: t(designerNodeKindOf(type)?.labelKey ?? type) };
  const actions: CanvasActions = {
    readOnly: false,
    highlight: new Set(),
    problems: byNode,
    open: setSelected,
    add: (at, type) => dispatch('node.add', { at, type, names: names(type) }),
    remove: (id) => dispatch('node.remove', { id }),
    addBranch: (routeId) => {
      const route = findNode(flow, routeId) as RouteNode | undefined;
      const n = (route?.branches.filter((b) => !b.default).length ?? 0) + 1;
      dispatch('branch.add', { routeId, name: t('designer.flow.defaults.branch', { n }) });
    },
    removeBranch: (branchId) => dispatch('branch.remove', { branchId }),
    moveBranch: (branchId, direction) => dispatch('branch.move', { branchId, direction }),
  };
  const unfinished = unconfiguredNodeIds(problems).length;
  return (
    <div className="flw-root">
      <div className="flw-status" data-testid="flow-status">
        {unfinished
          ? <Tag icon={<ExclamationCircleFilled />} color="error" bordered={false}>{t('designer.flow.status.unfinished', { count: unfinished })}</Tag>
          : <Tag icon={<CheckCircleFilled />} color="success" bordered={false}>{t('designer.flow.status.ready')}</Tag>}
        <span className="flw-hint">{t('designer.flow.status.hint')}</span>
      </div>
      <div className="flw-canvas" data-testid="flow-canvas">
        <FlowCanvas fn={fn} flow={flow} actions={actions} />
      </div>
      <NodeDrawer flow={flow} selected={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
