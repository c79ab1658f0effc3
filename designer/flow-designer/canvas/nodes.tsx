import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Tooltip } from 'antd';
import type { ComponentType } from 'react';
import { BranchesOutlined, CloseOutlined, ExclamationCircleFilled, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { flowNodeKindOf } from '../../../engine/index';
import { designerNodeKindOf, designerNodeKinds } from '../kinds';
import type { LayoutBox } from '../model';
import { useCanvas } from './CanvasContext';

/** What a box shows; computed by the canvas so that the boxes only draw. */
export interface BoxData extends Record<string, unknown> {
  box: LayoutBox;
  title: string;
  /** The configuration in one line, or null when nothing is set yet (the placeholder shows). */
  summary: string | null;
  placeholder: string;
  /** The first problem of the node, translated; null when it is configured. */
  warning: string | null;
  /** Branches: the priority label, whether it is the default, and whether it may move or go. */
  priority?: string;
  isDefault?: boolean;
}

export type BoxNode = Node<BoxData>;

const hidden = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };

function Handles() {
  return (
    <>
      <Handle type="target" position={Position.Top} style={hidden} isConnectable={false} />
      <Handle type="source" position={Position.Bottom} style={hidden} isConnectable={false} />
    </>
  );
}

function stateClass(id: string, warning: string | null, highlight: ReadonlySet<string>): string {
  const out = [warning ? 'flw-invalid' : ''];
  if (highlight.size) out.push(highlight.has(id) ? 'flw-taken' : 'flw-dimmed');
  return out.join(' ');
}

/** The configuration in one line, or the placeholder while nothing is set. */
function Summary({ data }: { data: BoxData }) {
  return <span className={data.summary ? 'flw-summary' : 'flw-placeholder'}>{data.summary ?? data.placeholder}</span>;
}

/** The node's first problem, under the card; nothing when it is configured. */
function NodeWarning({ id, warning }: { id: string; warning: string | null }) {
  if (!warning) return null;
  return (
    <div className="flw-warning" data-testid={`flow-node-warning-${id}`}>
      <ExclamationCircleFilled /> <span>{warning}</span>
    </div>
  );
}

/** A node card (initiator, approver, CC or a registered kind): a coloured header with the name, the configuration below, a warning when unfinished. */
export function NodeCard({ id, data }: NodeProps<BoxNode>) {
  const { t } = useTranslation();
  const { readOnly, highlight, remove } = useCanvas();
  const type = data.box.kind;
  const kind = designerNodeKindOf(type);
  const isRoot = flowNodeKindOf(type)?.root === true;
  return (
    <div
      className={`flw-card flw-card-${type} ${stateClass(id, data.warning, highlight)}`} data-testid={`flow-node-${id}`}
      role={readOnly ? undefined : 'button'}
    >
      <Handles />
      <div className="flw-card-header" style={{ background: kind?.colour }}>
        <span className="flw-card-icon">{kind?.icon}</span>
        <span className="flw-card-title">{data.title}</span>
        {!readOnly && !isRoot && (
          <Tooltip title={t('designer.flow.node.delete')}>
            <CloseOutlined
              className="flw-card-delete" data-testid={`flow-node-delete-${id}`}
              onClick={(e) => { e.stopPropagation(); remove(id); }}
            />
          </Tooltip>
        )}
      </div>
      <div className="flw-card-body">
        <Summary data={data} />
        {!readOnly && <RightOutlined className="flw-card-arrow" />}
      </div>
      <NodeWarning id={id} warning={data.warning} />
    </div>
  );
}

/** A route's head: the "add condition" pill (adds a branch) and a small control removing the whole route. */
export function RoutePill({ id }: NodeProps<BoxNode>) {
  const { t } = useTranslation();
  const { readOnly, highlight, addBranch, remove } = useCanvas();
  return (
    <div className={`flw-pill ${stateClass(id, null, highlight)}`} data-testid={`flow-node-${id}`}>
      <Handles />
      {readOnly ? (
        <span className="flw-pill-label"><BranchesOutlined /> {t('designer.flow.node.route')}</span>
      ) : (
        <>
          <button type="button" className="flw-pill-label nodrag" data-testid={`flow-add-branch-${id}`} onClick={() => addBranch(id)}>
            {t('designer.flow.node.addBranch')}
          </button>
          <Tooltip title={t('designer.flow.node.deleteRoute')}>
            <CloseOutlined className="flw-pill-delete" data-testid={`flow-node-delete-${id}`} onClick={() => remove(id)} />
          </Tooltip>
        </>
      )}
    </div>
  );
}

/** A branch of a route: name, priority, conditions; move left/right changes its priority. */
export function BranchCard({ id, data }: NodeProps<BoxNode>) {
  const { t } = useTranslation();
  const { readOnly, highlight, removeBranch, moveBranch } = useCanvas();
  const { index = 0, count = 0 } = data.box;
  const canLeft = !data.isDefault && index > 0;
  const canRight = !data.isDefault && index < count - 2;
  const canDelete = !data.isDefault || count <= 2;
  const stop = (e: React.MouseEvent, run: () => void) => { e.stopPropagation(); run(); };
  return (
    <div
      className={`flw-card flw-branch ${stateClass(id, data.warning, highlight)}`} data-testid={`flow-node-${id}`}
      role={readOnly ? undefined : 'button'}
    >
      <Handles />
      {!readOnly && canLeft && (
        <button type="button" className="flw-branch-move flw-left" data-testid="branch-priority-left" aria-label={t('designer.flow.node.moveLeft')}
          onClick={(e) => stop(e, () => moveBranch(id, -1))}><LeftOutlined /></button>
      )}
      {!readOnly && canRight && (
        <button type="button" className="flw-branch-move flw-right" data-testid="branch-priority-right" aria-label={t('designer.flow.node.moveRight')}
          onClick={(e) => stop(e, () => moveBranch(id, 1))}><RightOutlined /></button>
      )}
      <div className="flw-branch-header">
        <span className="flw-branch-title">{data.title}</span>
        <span className="flw-branch-priority" data-testid={`flow-branch-priority-${id}`}>{data.priority}</span>
        {!readOnly && canDelete && (
          <Tooltip title={t('designer.flow.node.deleteBranch')}>
            <CloseOutlined className="flw-card-delete" data-testid={`flow-node-delete-${id}`} onClick={(e) => stop(e, () => removeBranch(id))} />
          </Tooltip>
        )}
      </div>
      <div className="flw-card-body">
        <Summary data={data} />
      </div>
      <NodeWarning id={id} warning={data.warning} />
    </div>
  );
}

/** Where a route's branches meet again (an invisible point). */
export function JoinPoint() {
  return <div className="flw-join"><Handles /></div>;
}

/** The end of the flow. */
export function EndMarker({ id }: NodeProps<BoxNode>) {
  const { t } = useTranslation();
  const { highlight } = useCanvas();
  return (
    <div className={`flw-end ${highlight.size ? (highlight.has(id) ? 'flw-taken' : 'flw-dimmed') : ''}`} data-testid="flow-end">
      <Handles />
      {t('designer.flow.node.end')}
    </div>
  );
}

let cached: { count: number; types: Record<string, ComponentType<NodeProps<BoxNode>>> } | null = null;

/**
 * The canvas's box components: a card for every registered card kind, the
 * pill for split kinds (laid out as `route`), branch cards, joins and the
 * end. The same object until a kind is registered (xyflow wants it stable).
 */
export function nodeTypes(): Record<string, ComponentType<NodeProps<BoxNode>>> {
  const kinds = designerNodeKinds();
  if (cached?.count === kinds.length) return cached.types;
  const types: Record<string, ComponentType<NodeProps<BoxNode>>> = {
    route: RoutePill, branch: BranchCard, join: JoinPoint, end: EndMarker,
  };
  for (const k of kinds) if (k.card === 'card') types[k.type] = NodeCard;
  cached = { count: kinds.length, types };
  return types;
}
