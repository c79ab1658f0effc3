import React, { useEffect, useMemo, useState } from 'react';
import { Badge, Button } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { designStore, useDesignFunction, useText } from '../../state';
import '../commands';
import { planDrop, type DragSource, type DropTarget } from '../model/dropPlan';
import type { PaletteKind } from '../model/fieldKinds';
import { flattenOutline, formOutline } from '../model/outline';
import { Canvas } from './Canvas';
import { deepestUnderPointer } from './collision';
import { FormDesignerContext, useSelection } from './FormDesignerContext';
import { FormPreview } from './FormPreview';
import { KindIcon } from './icons';
import { Palette } from './Palette';
import { PropertyPanel } from './panel/PropertyPanel';
import { useFormEdits } from './useFormEdits';
import './formDesigner.css';

function toSource(data: Record<string, unknown> | undefined): DragSource | null {
  if (data?.type === 'palette') return { type: 'palette', kind: data.kind as PaletteKind };
  if (data?.type === 'node') return { type: 'node', id: String(data.id) };
  return null;
}

function toTarget(data: Record<string, unknown> | undefined): DropTarget | null {
  if (data?.type === 'node') return { type: 'node', id: String(data.id) };
  if (data?.type === 'container') return { type: 'container', id: String(data.id) };
  return null;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('.ant-select, .ant-picker'));

/** Delete (or Backspace) removes the selected node while nothing is being typed. */
function useDeleteKey(selected: string | null, remove: (path: string[]) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!selected || (e.key !== 'Delete' && e.key !== 'Backspace') || isTyping(e.target)) return;
      e.preventDefault();
      remove(selected.split('/'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, remove]);
}

function Workspace() {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const outline = useMemo(() => formOutline(fn), [fn]);
  const count = useMemo(() => flattenOutline(outline).filter((n) => n.kind === 'field' || n.kind === 'subTable').length, [outline]);
  const { add, move, remove } = useFormEdits();
  const { selected } = useSelection();
  useDeleteKey(selected, remove);
  const [preview, setPreview] = useState(false);
  const [dragging, setDragging] = useState<{ label: string; kind: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const source = toSource(active.data.current);
    if (source?.type === 'palette') setDragging({ kind: source.kind, label: t(`designer.form.types.${source.kind}`) });
    else if (source) {
      const node = flattenOutline(outline).find((n) => n.id === source.id);
      setDragging({ kind: node?.type ?? node?.kind ?? 'void', label: text(node?.title) || node?.identifier || node?.key || '' });
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const source = toSource(active.data.current);
    const target = toTarget(over?.data.current);
    if (!source || !target) return;
    const plan = planDrop(designStore.getState().fn!, source, target);
    if (plan?.type === 'add') add(plan.kind, plan.parent, plan.index);
    else if (plan?.type === 'move') move(plan.from, plan.to, plan.index);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={deepestUnderPointer} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <div className={`fd-workspace${preview ? ' is-preview' : ''}`} data-testid="form-designer">
        {!preview && <Palette />}
        <main className="fd-canvas">
          <div className="fd-pane__header fd-canvas__header">
            <span className="fd-pane__title">
              {text(fn.name)}
              <Badge count={count} showZero color="#94a3b8" className="fd-canvas__count" title={t('designer.form.canvas.fields', { count })} />
            </span>
            <Button
              type={preview ? 'primary' : 'default'}
              icon={preview ? <EditOutlined /> : <EyeOutlined />}
              onClick={() => setPreview((p) => !p)}
              data-testid="form-preview-toggle"
            >
              {preview ? t('designer.form.canvas.design') : t('designer.form.canvas.preview')}
            </Button>
          </div>
          {preview ? <FormPreview /> : <Canvas outline={outline} />}
        </main>
        {!preview && <PropertyPanel outline={outline} />}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="fd-drag-ghost"><KindIcon kind={dragging.kind} /> {dragging.label}</div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * The Form tab of the function designer: palette, canvas and property panel,
 * with a live preview through the engine's renderer. Reads and edits the open
 * function through the designer store; takes no props.
 */
export function FormDesigner() {
  const code = useDesignFunction().code;
  const [selected, select] = useState<string | null>(null);
  useEffect(() => select(null), [code]);
  const value = useMemo(() => ({ selected, select }), [selected]);
  return (
    <FormDesignerContext.Provider value={value}>
      <Workspace />
    </FormDesignerContext.Provider>
  );
}
