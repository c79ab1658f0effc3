import { RightOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import React from 'react';
import type { RecordRow } from '../../../api';

type Column = Omit<TableColumnsType<RecordRow>[number], 'render'> & { dataIndex?: string | string[]; render?: (value: unknown, row: RecordRow, index: number) => unknown };

const valueOf = (row: RecordRow, dataIndex: Column['dataIndex']) => {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex ? [dataIndex] : [];
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), row);
};
const cell = (c: Column, row: RecordRow, index: number): React.ReactNode => (c.render
  ? c.render(valueOf(row, c.dataIndex), row, index) as React.ReactNode
  : String(valueOf(row, c.dataIndex) ?? '-'));

export interface RecordCardProps {
  row: RecordRow;
  index: number;
  /** The list's data columns in order: the first is the card's title, the next few its fields. */
  columns: Column[];
  /** The document state column, shown as the card's tag. */
  state?: Column;
  onOpen: (row: RecordRow) => void;
}

/** One record as a tappable card with the list's first columns and its document state. */
export function RecordCard({ row, index, columns, state, onOpen }: RecordCardProps) {
  const [head, ...rest] = columns;
  return (
    <button type="button" className="rec-card" onClick={() => onOpen(row)} data-testid={`rec-card-${row.id}`}>
      <span className="rec-card__head">
        <span className="rec-card__title">{head ? cell(head, row, index) : `#${row.id}`}</span>
        {state && <span className="rec-card__state">{cell(state, row, index)}</span>}
      </span>
      {rest.length > 0 && (
        <span className="rec-card__fields">
          {rest.map((c) => (
            <span className="rec-card__field" key={String(c.key)}>
              <span className="rec-card__label">{c.title as React.ReactNode}</span>
              <span className="rec-card__value">{cell(c, row, index)}</span>
            </span>
          ))}
        </span>
      )}
      <RightOutlined className="rec-card__chevron" />
    </button>
  );
}
