import { HolderOutlined } from '@ant-design/icons';
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, type TableProps } from 'antd';
import React, { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface RowHandle { setActivatorNodeRef?: (el: HTMLElement | null) => void; listeners?: DraggableSyntheticListeners }
const RowHandleContext = createContext<RowHandle>({});

type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string };

function DraggableRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: React.CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform && { ...transform, scaleY: 1 }),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#f0f5ff' } : {}),
  };
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners }), [setActivatorNodeRef, listeners]);
  return (
    <RowHandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} {...attributes} />
    </RowHandleContext.Provider>
  );
}

/** Table rows: data rows are draggable, the "no data" placeholder row is not. */
function SortableRow(props: RowProps) {
  return props['data-row-key'] === undefined ? <tr {...props} /> : <DraggableRow {...props} />;
}

/** The grip a row is dragged by (keyboard: focus it, space, arrows, space). */
export function DragHandle({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const { setActivatorNodeRef, listeners } = useContext(RowHandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      className="cp-drag-handle"
      aria-label={t('designer.panels.common.drag')}
      ref={setActivatorNodeRef}
      {...listeners}
      data-testid={testId}
    />
  );
}

export interface SortableTableProps<T> extends Omit<TableProps<T>, 'rowKey' | 'components'> {
  rowKey: (row: T) => string;
  /** A row was dropped from index `from` to index `to` of `dataSource`. */
  onMove: (from: number, to: number) => void;
}

/** An antd table whose rows are reordered by dragging their {@link DragHandle} (@dnd-kit). */
export function SortableTable<T extends object>({ rowKey, onMove, dataSource = [], ...rest }: SortableTableProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = dataSource.map(rowKey);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Table<T> {...rest} rowKey={rowKey} dataSource={dataSource} components={{ body: { row: SortableRow } }} />
      </SortableContext>
    </DndContext>
  );
}
