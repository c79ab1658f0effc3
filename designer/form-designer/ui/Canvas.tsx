import React from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useDesignFunction } from '../../state';
import type { CanvasNode } from '../model/outline';
import { getNode, type NodePath } from '../model/tree';
import { CanvasCard } from './CanvasCard';
import { useSelection } from './FormDesignerContext';

export const dropZoneId = (parent: NodePath) => `drop:${parent.join('/')}`;

interface ListProps {
  parent: NodePath;
  nodes: CanvasNode[];
  layout: 'stack' | 'grid' | 'row';
  columns?: number;
  empty: React.ReactNode;
}

/** A container's nodes as a sortable list with a drop zone around it (dropping on the zone appends). */
function NodeList({ parent, nodes, layout, columns = 2, empty }: ListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dropZoneId(parent), data: { type: 'container', id: parent.join('/') } });
  const fn = useDesignFunction();
  const style = layout === 'grid' ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined;
  const spanOf = (n: CanvasNode) => {
    const node = getNode(fn.form, n.path);
    const span = (node?.['x-decorator-props'] as { gridSpan?: number } | undefined)?.gridSpan;
    return typeof span === 'number' ? Math.min(span, columns) : 1;
  };
  return (
    <SortableContext items={nodes.map((n) => n.id)} strategy={layout === 'row' ? horizontalListSortingStrategy : verticalListSortingStrategy}>
      <div ref={setNodeRef} className={`fd-list fd-list--${layout}${isOver ? ' is-over' : ''}${nodes.length ? '' : ' is-empty'}`} style={style} data-testid={`canvas-list-${parent.join('-') || 'form'}`}>
        {nodes.map((n) => <NodeView key={n.id} node={n} span={layout === 'grid' ? spanOf(n) : undefined} />)}
        {nodes.length ? <div className={`fd-list__end${isOver ? ' is-over' : ''}`} /> : <div className="fd-list__empty">{empty}</div>}
      </div>
    </SortableContext>
  );
}

function NodeView({ node, span }: { node: CanvasNode; span?: number }) {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  if (node.kind === 'subTable') {
    return (
      <CanvasCard node={node} span={span}>
        <div className="fd-table">
          <span className="fd-table__index">#</span>
          <NodeList parent={node.path} nodes={node.children ?? []} layout="row" empty={t('designer.form.canvas.tableEmpty')} />
        </div>
      </CanvasCard>
    );
  }
  if (node.kind === 'grid' || node.kind === 'void') {
    const props = (getNode(fn.form, node.path)?.['x-component-props'] ?? {}) as { maxColumns?: number };
    const columns = node.kind === 'grid' ? Math.max(1, Math.min(props.maxColumns ?? 2, 4)) : 1;
    return (
      <CanvasCard node={node} span={span}>
        <NodeList parent={node.path} nodes={node.children ?? []} layout={columns > 1 ? 'grid' : 'stack'} columns={columns} empty={t('designer.form.canvas.gridEmpty')} />
      </CanvasCard>
    );
  }
  return <CanvasCard node={node} span={span} />;
}

/** The form's nodes in order; clicking the background clears the selection. */
export function Canvas({ outline }: { outline: CanvasNode[] }) {
  const { t } = useTranslation();
  const { select } = useSelection();
  const empty = (
    <div className="fd-empty" data-testid="canvas-empty">
      <InboxOutlined className="fd-empty__icon" />
      <div className="fd-empty__title">{t('designer.form.canvas.empty')}</div>
      <div className="fd-empty__hint">{t('designer.form.canvas.emptyHint')}</div>
    </div>
  );
  return (
    <div className="fd-canvas__sheet" onClick={() => select(null)} data-testid="form-canvas">
      <NodeList parent={[]} nodes={outline} layout="stack" empty={empty} />
    </div>
  );
}
