import { useEffect, useMemo, useRef } from 'react';
import {
  Background, Controls, MarkerType, ReactFlow, ReactFlowProvider, useReactFlow, useStore, type Edge, type NodeMouseHandler,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { FlowDefinition, FlowProblem, PackFunction } from '../../../engine/index';
import { designerNodeKindOf } from '../kinds';
import { allNodes, conditionFields, findBranch, layoutFlow, type FlowLayout, type LayoutBox } from '../model';
import { useFlowTexts, type FlowTexts } from '../shared/useFlowTexts';
import { CanvasContext, type CanvasActions } from './CanvasContext';
import { FlowEdge, type FlowEdgeType } from './FlowEdge';
import { nodeTypes, type BoxData, type BoxNode } from './nodes';

const edgeTypes = { flow: FlowEdge };

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
  const kind = designerNodeKindOf(node.type);
  return {
    box, title: text(node.name), warning: warning(node.id), summary: kind?.summary?.(node, { texts, fieldTitle }) ?? null,
    placeholder: kind?.placeholderKey ? t(kind.placeholderKey) : '',
  };
}

export interface FlowCanvasProps {
  fn: PackFunction;
  flow: FlowDefinition;
  actions: CanvasActions;
}

const TOP = 32;
// Cards open the drawer; a split's pill, joins and the end do not.
const isClickable = (type: string) => type === 'branch' || designerNodeKindOf(type)?.card === 'card';

/**
 * Keeps the tree centred with its top in view as it grows, and the frame as
 * tall as the zoomed tree, so the page scrolls through long flows (DingTalk
 * style) instead of the canvas hiding them. Starts zoomed out when the tree
 * is wider than the frame.
 */
function useTreeViewport(layout: FlowLayout): number {
  const { setViewport } = useReactFlow();
  const width = useStore((s) => s.width);
  const zoom = useStore((s) => s.transform[2]);
  const started = useRef(false);
  useEffect(() => {
    if (!width) return;
    let z = zoom;
    if (!started.current) {
      started.current = true;
      z = Math.max(0.4, Math.min(1, (width - 48) / layout.width));
    }
    void setViewport({ x: (width - layout.width * z) / 2, y: TOP, zoom: z });
  }, [layout.width, width, zoom, setViewport]);
  return zoom;
}

function CanvasFrame({ nodes, edges, layout, actions }: { nodes: BoxNode[]; edges: FlowEdgeType[]; layout: FlowLayout; actions: CanvasActions }) {
  const zoom = useTreeViewport(layout);
  const onNodeClick: NodeMouseHandler<BoxNode> = (_, node) => {
    if (!actions.readOnly && isClickable(node.type ?? '')) actions.open(node.id);
  };
  return (
    <div className="flw-frame" style={{ height: Math.max(480, layout.height * zoom + TOP * 3) }}>
      <ReactFlow
        nodes={nodes} edges={edges} nodeTypes={nodeTypes()} edgeTypes={edgeTypes} onNodeClick={onNodeClick}
        nodesDraggable={false} nodesConnectable={false} elementsSelectable={false} zoomOnDoubleClick={false}
        zoomOnScroll={false} panOnScroll={false} preventScrolling={false} minZoom={0.3} maxZoom={1.5}
        defaultViewport={{ x: 0, y: TOP, zoom: 1 }} proOptions={{ hideAttribution: true }}
      >
        <Background gap={20} color="#e3e7ee" />
        <Controls showInteractive={false} showFitView={false} position="top-right" />
      </ReactFlow>
    </div>
  );
}

/** The flow tree drawn with @xyflow/react: fixed top-down layout, no dragging; the page scrolls, the canvas zooms and pans sideways. */
export function FlowCanvas({ fn, flow, actions }: FlowCanvasProps) {
  const texts = useFlowTexts();
  const layout = useMemo(() => layoutFlow(flow), [flow]);
  const nodes: BoxNode[] = layout.boxes.map((box) => ({
    id: box.id, type: box.kind, position: { x: box.x, y: box.y }, width: box.width, height: box.height,
    data: boxData(box, flow, fn, texts, actions.problems), draggable: false, selectable: false, connectable: false,
  }));
  const edges: FlowEdgeType[] = layout.edges.map((e) => ({
    id: e.id, source: e.source, target: e.target, type: 'flow' as const, data: { layout: e }, selectable: false,
    ...(e.target.endsWith('__join') || e.kind === 'split' ? {} : {
      markerEnd: { type: MarkerType.ArrowClosed, color: actions.highlight.has(e.source) && actions.highlight.has(e.target) ? '#2563eb' : '#b8c0cc', width: 16, height: 16 },
    }),
  })) satisfies Edge[];
  return (
    <CanvasContext.Provider value={actions}>
      <ReactFlowProvider>
        <CanvasFrame nodes={nodes} edges={edges} layout={layout} actions={actions} />
      </ReactFlowProvider>
    </CanvasContext.Provider>
  );
}
