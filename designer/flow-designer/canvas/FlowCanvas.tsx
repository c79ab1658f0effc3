import { useMemo } from 'react';
import { Background, Controls, MarkerType, ReactFlow, ReactFlowProvider, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { AnyFlowNode, FlowDefinition, FlowProblem, PackFunction } from '../../../engine/index';
import { allNodes, conditionFields, findBranch, layoutFlow, type LayoutBox } from '../model';
import { useFlowTexts, type FlowTexts } from '../shared/useFlowTexts';
import { CanvasContext, type CanvasActions } from './CanvasContext';
import { FlowEdge, type FlowEdgeType } from './FlowEdge';
import { nodeTypes, type BoxData, type BoxNode } from './nodes';

const edgeTypes = { flow: FlowEdge };

function nodeSummary(node: AnyFlowNode, texts: FlowTexts, fieldTitle: (key: string) => string): string | null {
  const specs = (list: Parameters<FlowTexts['spec']>[0][]) => list.map((s) => texts.spec(s, fieldTitle)).filter(Boolean).join(texts.t('designer.flow.summary.listSeparator'));
  switch (node.type) {
    case 'start':
      return node.initiatorsMode === 'specified' && node.initiators.length
        ? texts.t('designer.flow.summary.startedBy', { who: specs(node.initiators) })
        : texts.t('designer.flow.summary.everyone');
    case 'approver':
      return node.approvers.length ? `${specs(node.approvers)} · ${texts.method(node.method)}` : null;
    case 'cc':
      return node.recipients.length ? specs(node.recipients) : null;
    default:
      return null;
  }
}

function boxData(box: LayoutBox, flow: FlowDefinition, fn: PackFunction, texts: FlowTexts, problems: ReadonlyMap<string, FlowProblem[]>): BoxData {
  const { t, text } = texts;
  const warning = (id: string) => {
    const first = problems.get(id)?.[0];
    return first ? texts.problem(first) : null;
  };
  const fields = conditionFields(fn);
  const fieldTitle = (key: string) => text(fields.find((f) => f.key === key)?.title ?? key);
  if (box.kind === 'branch') {
    const { branch } = findBranch(flow, box.id)!;
    return {
      box, title: text(branch.name), warning: warning(branch.id), isDefault: branch.default === true,
      priority: t('designer.flow.node.priority', { n: branch.priority }),
      summary: branch.default ? t('designer.flow.summary.defaultBranch') : branch.conditionGroups.length ? texts.groups(branch.conditionGroups, fields) : null,
      placeholder: t('designer.flow.summary.conditionsEmpty'),
    };
  }
  const node = allNodes(flow).find((n) => n.id === box.id);
  if (!node) return { box, title: '', summary: null, placeholder: '', warning: null };
  return {
    box, title: text(node.name), warning: warning(node.id), summary: nodeSummary(node, texts, fieldTitle),
    placeholder: t(`designer.flow.summary.${node.type === 'cc' ? 'ccEmpty' : 'approversEmpty'}`),
  };
}

export interface FlowCanvasProps {
  fn: PackFunction;
  flow: FlowDefinition;
  actions: CanvasActions;
}

/** The flow tree drawn with @xyflow/react: fixed top-down layout, no dragging; pan and zoom. */
export function FlowCanvas({ fn, flow, actions }: FlowCanvasProps) {
  const texts = useFlowTexts();
  const layout = useMemo(() => layoutFlow(flow), [flow]);
  const nodes: BoxNode[] = layout.boxes.map((box) => ({
    id: box.id, type: box.kind, position: { x: box.x, y: box.y }, width: box.width, height: box.height,
    data: boxData(box, flow, fn, texts, actions.problems), draggable: false, selectable: false, connectable: false,
  }));
  const edges: FlowEdgeType[] = layout.edges.map((e) => ({
    id: e.id, source: e.source, target: e.target, type: 'flow' as const, data: { layout: e }, selectable: false,
    ...(e.target.endsWith('__join') || e.kind === 'split' ? {} : { markerEnd: { type: MarkerType.ArrowClosed, color: '#b8c0cc', width: 16, height: 16 } }),
  })) satisfies Edge[];
  return (
    <CanvasContext.Provider value={actions}>
      <ReactFlowProvider>
        <ReactFlow
          nodes={nodes} edges={edges} nodeTypes={nodeTypes} edgeTypes={edgeTypes}
          nodesDraggable={false} nodesConnectable={false} elementsSelectable={false} zoomOnDoubleClick={false}
          panOnScroll fitView fitViewOptions={{ maxZoom: 1, minZoom: 0.4, padding: 0.08 }} minZoom={0.2} maxZoom={1.5}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={20} color="#e3e7ee" />
          <Controls showInteractive={false} position="bottom-right" />
        </ReactFlow>
      </ReactFlowProvider>
    </CanvasContext.Provider>
  );
}
