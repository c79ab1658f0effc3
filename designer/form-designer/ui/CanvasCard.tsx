import React, { useEffect, useRef } from 'react';
import { Tag, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { useDndContext } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { useText } from '../../state';
import type { CanvasNode } from '../model/outline';
import { FauxControl } from './FauxControl';
import { useSelection } from './FormDesignerContext';
import { KindIcon } from './icons';
import { useFormEdits } from './useFormEdits';

interface CardProps {
  node: CanvasNode;
  /** Grid cells: how many columns the card spans. */
  span?: number;
  children?: React.ReactNode;
}

/** A draggable, selectable card of the canvas with hover actions; containers render their lists inside. */
export function CanvasCard({ node, span, children }: CardProps) {
  const { t } = useTranslation();
  const text = useText();
  const { selected, select } = useSelection();
  const { remove, duplicate } = useFormEdits();
  const { active } = useDndContext();
  const { setNodeRef, attributes, listeners, isOver, isDragging } = useSortable({ id: node.id, data: { type: 'node', id: node.id } });
  const testId = node.identifier ?? node.key;
  const isSelected = selected === node.id;
  const own = useRef<HTMLDivElement | null>(null);
  const ref = (el: HTMLDivElement | null) => { own.current = el; setNodeRef(el); };
  // A field added or moved by a click comes into view.
  useEffect(() => { if (isSelected) own.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }); }, [isSelected]);
  const dropBefore = isOver && !!active && active.id !== node.id;
  const kindClass = node.kind === 'column' ? 'fd-card--column' : node.children ? 'fd-card--container' : 'fd-card--field';
  const title = text(node.title) || (node.kind === 'grid' ? t('designer.form.types.grid') : node.kind === 'void' ? t('designer.form.types.void') : t('designer.form.canvas.untitled'));
  const stop = (e: React.SyntheticEvent) => e.stopPropagation();

  return (
    <div
      ref={ref}
      className={`fd-card ${kindClass}${isSelected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}${dropBefore ? ' is-drop-before' : ''}`}
      style={span && span > 1 ? { gridColumn: `span ${span}` } : undefined}
      data-testid={node.kind === 'grid' || node.kind === 'void' ? `canvas-grid-${node.key}` : `canvas-field-${testId}`}
      onClick={(e) => { e.stopPropagation(); select(node.id); }}
      {...listeners}
      {...attributes}
      tabIndex={0}
    >
      <div className="fd-card__head">
        <span className="fd-card__handle" data-testid={`field-drag-${testId}`} aria-label={t('designer.form.canvas.drag')}>
          <HolderOutlined />
        </span>
        <span className="fd-card__icon"><KindIcon kind={node.type ?? node.kind} /></span>
        <span className="fd-card__title">
          {node.required && <span className="fd-card__required">*</span>}
          {title}
        </span>
        {node.identifier && <code className="fd-card__id">{node.identifier}</code>}
        {node.kind === 'subTable' && <Tag bordered={false} color="processing">{t('designer.form.types.subTable')}</Tag>}
        <span className="fd-card__actions" onPointerDown={stop}>
          {node.identifier && (
            <Tooltip title={t('designer.form.canvas.copy')}>
              <button type="button" className="fd-icon-btn" data-testid={`field-copy-${testId}`} onClick={(e) => { stop(e); duplicate(node.path, node.identifier!, node.title); }}>
                <CopyOutlined />
              </button>
            </Tooltip>
          )}
          <Tooltip title={t('designer.form.canvas.delete')}>
            <button type="button" className="fd-icon-btn fd-icon-btn--danger" data-testid={`field-delete-${testId}`} onClick={(e) => { stop(e); remove(node.path); }}>
              <DeleteOutlined />
            </button>
          </Tooltip>
        </span>
      </div>
      {children ?? (node.type && <FauxControl node={node} />)}
    </div>
  );
}
