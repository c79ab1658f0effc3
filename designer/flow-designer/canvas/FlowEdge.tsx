import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type Edge, type EdgeProps } from '@xyflow/react';
import type { LayoutEdge } from '../model';
import { AddButton } from './AddButton';
import { useCanvas } from './CanvasContext';

export type FlowEdgeData = { layout: LayoutEdge };
export type FlowEdgeType = Edge<FlowEdgeData, 'flow'>;

/** A line of the tree: straight down, or bent for a route's split and join; with its "+" when it is an insert point. */
export function FlowEdge(props: EdgeProps<FlowEdgeType>) {
  const { readOnly, highlight } = useCanvas();
  const layout = props.data!.layout;
  const [path] = getSmoothStepPath({
    sourceX: props.sourceX, sourceY: props.sourceY, sourcePosition: props.sourcePosition,
    targetX: props.targetX, targetY: props.targetY, targetPosition: props.targetPosition,
    borderRadius: 8, ...(layout.bendY !== undefined ? { centerY: layout.bendY } : {}),
  });
  const taken = highlight.has(layout.source) && highlight.has(layout.target);
  const dimmed = highlight.size > 0 && !taken;
  const style = { stroke: taken ? '#2563eb' : '#b8c0cc', strokeWidth: taken ? 2.5 : 1.5, opacity: dimmed ? 0.45 : 1 };
  return (
    <>
      <BaseEdge id={props.id} path={path} markerEnd={props.markerEnd} style={style} />
      {layout.insert && !readOnly && (
        <EdgeLabelRenderer>
          <div className="flw-edge-add nodrag nopan" style={{ transform: `translate(-50%, -50%) translate(${layout.addX}px, ${layout.addY}px)` }}>
            <AddButton at={layout.insert} />
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
