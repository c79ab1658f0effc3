import React, { useMemo, useRef } from 'react';
import { Table, theme } from 'antd';
import { ArrayTable } from '@formily/antd-v5';
import { observer, SchemaContext, useField, useFieldSchema } from '@formily/react';
import type { ArrayField } from '@formily/core';
import type { Schema } from '@formily/react';
import { useEngineServices } from '../services';
import { formatMoney } from './formatMoney';
import { formatPercent } from './PercentInput';
import { useCompactForm } from '../layout';
import { isTableColumn, rowSchemaOf } from '../lazy';
import { SubTableCards } from './SubTableCards';
import { useColumnWindow } from './useColumnWindow';
import { CellEditingContext, type CellEditing } from './editsOnFocus';
import { usePageTurner } from './usePageTurner';

type ArrayTableProps = React.ComponentProps<typeof ArrayTable> & {
  /** Row fields whose column gets a total in the summary row (`['amount']`). */
  totals?: string[];
  /**
   * Cells show their values as text and become controls when focused or clicked. Defaults to
   * on for a table wider than a wide screen (its columns mount as they near the screen), where
   * the browser's per-keystroke form scan over every mounted text box would slow typing.
   */
  editOnFocus?: boolean;
};

const DEFAULT_PAGE_SIZE = 10;
/** Cells one page may mount: a wide sub-table shows fewer rows per page (50 columns: 4 rows). */
export const PAGE_CELL_BUDGET = 240;

/** Rows per page: the schema's (or 10), fewer when that many rows of `columns` cells would exceed the budget. */
export function subTablePageSize(requested: number | undefined, columns: number): number {
  return Math.min(requested || DEFAULT_PAGE_SIZE, Math.max(1, Math.floor(PAGE_CELL_BUDGET / Math.max(columns, 1))));
}

interface SummaryColumn {
  /** The data field inside the column that is totalled, if any. */
  total?: string;
  component?: string;
}

/** The table's columns in display order, each with the totalled data field inside it. */
function summaryColumns(schema: Schema, totals: string[]): SummaryColumn[] {
  const items = rowSchemaOf(schema);
  if (!items) return [];
  return items.reduceProperties<SummaryColumn[], SummaryColumn[]>((cols, column) => {
    if (!isTableColumn(column) || column['x-visible'] === false) return cols;
    const inner = column.reduceProperties<SummaryColumn | undefined, SummaryColumn | undefined>(
      (hit, child, key) => hit ?? (totals.includes(String(key)) ? { total: String(key), component: String(child['x-component'] ?? '') } : undefined),
      undefined,
    );
    return [...cols, inner ?? {}];
  }, []);
}

function formatTotal(sum: number, component?: string): string {
  if (component === 'MoneyInput' || component === 'MoneyText') return formatMoney(sum);
  if (component === 'PercentInput') return formatPercent(sum);
  return String(Number(sum.toFixed(2)));
}

/** The look of a cell that shows text: the box of an antd input of the theme's size. */
function useCellEditing(on: boolean): CellEditing | undefined {
  const { token } = theme.useToken();
  return useMemo(() => {
    if (!on) return undefined;
    const style: React.CSSProperties = {
      boxSizing: 'border-box',
      minHeight: token.controlHeight,
      padding: `${(token.controlHeight - token.fontSize * token.lineHeight) / 2 - token.lineWidth}px ${token.paddingSM - token.lineWidth}px`,
      border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
      borderRadius: token.borderRadius,
      background: token.colorBgContainer,
      lineHeight: token.lineHeight,
      cursor: 'text',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      // The column's width decides the box's, never its text (long text ends in an ellipsis); the
      // text cells change only when their own value does, so each lays out and paints apart from the table.
      contain: 'inline-size layout paint',
      ['--engine-cell-hover' as string]: token.colorPrimaryHover,
    };
    const errorStyle = { ...style, borderColor: token.colorError, ['--engine-cell-hover' as string]: token.colorErrorBorderHover };
    const disabledStyle = {
      ...style, background: token.colorBgContainerDisabled, color: token.colorTextDisabled, cursor: 'not-allowed',
      ['--engine-cell-hover' as string]: token.colorBorder,
    };
    return { className: 'engine-cell-display', style, errorStyle, disabledStyle, placeholderStyle: { color: token.colorTextPlaceholder } };
  }, [on, token]);
}

/**
 * ArrayTable that shows its pager only when the rows outgrow one page (Formily's
 * shows it for a single row too) and, with `totals`, a summary row of column totals.
 */
const SubTableBase = observer(({ totals, editOnFocus, ...props }: ArrayTableProps) => {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const { t } = useEngineServices();
  const compact = useCompactForm();
  const wrapper = useRef<HTMLDivElement>(null);
  const { schema: windowed, holdsBack } = useColumnWindow(compact ? undefined : schema, field, wrapper);
  const cellEditing = useCellEditing(!compact && (editOnFocus ?? holdsBack));
  usePageTurner(compact ? undefined : field, wrapper);
  const rows = Array.isArray(field?.value) ? field.value : [];
  const explicit = props.pagination;
  const shown = schema ? summaryColumns(schema, totals ?? []) : [];
  // Only the rows of one page are mounted; the others live in the form's values (and are validated there).
  const pageSize = subTablePageSize(typeof explicit === 'object' && explicit?.pageSize ? explicit.pageSize : undefined, shown.length);
  const pagination = explicit === false ? false : rows.length > pageSize ? { ...(typeof explicit === 'object' ? explicit : {}), pageSize } : false;
  // Sums are read here, in the observer's render, so editing any cell re-renders the summary row.
  const columns = totals?.length ? shown : [];
  const sums = columns.map((c) => (c.total
    ? rows.reduce((acc: number, row: Record<string, unknown>) => acc + (Number(row?.[c.total!]) || 0), 0)
    : 0));
  const summary = columns.length ? () => {
    return (
      <Table.Summary.Row className="engine-subtable-summary" data-testid={`summary-${field.path.toString()}`}>
        {columns.map((c, i) => {
          if (!c.total) return <Table.Summary.Cell key={i} index={i}>{i === 0 ? t('engine.subTable.total') : null}</Table.Summary.Cell>;
          const sum = sums[i];
          return (
            <Table.Summary.Cell key={i} index={i} align="right">
              <strong data-testid={`total-${field.path.toString()}.${c.total}`}>{formatTotal(sum, c.component)}</strong>
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    );
  } : undefined;
  if (compact) return <SubTableCards totals={cardTotals(schema, totals ?? [], rows)} />;
  // Always the same tree, so mounting the last held-back columns does not mount the table again.
  return (
    <div ref={wrapper} className="engine-subtable-columns">
      <SchemaContext.Provider value={windowed ?? schema}>
        <CellEditingContext.Provider value={cellEditing}>
          <ArrayTable {...props} pagination={pagination} summary={summary as never} />
        </CellEditingContext.Provider>
      </SchemaContext.Provider>
    </div>
  );
});

/** The totals of a compact sub-table: each totalled field with its column title and formatted sum. */
function cardTotals(schema: Schema | undefined, totals: string[], rows: Record<string, unknown>[]) {
  const items = schema && rowSchemaOf(schema);
  if (!items || !totals.length) return [];
  return items.reduceProperties<{ key: string; title: string; text: string }[], { key: string; title: string; text: string }[]>((out, column) => {
    column.mapProperties((child, key) => {
      if (!totals.includes(String(key))) return;
      const sum = rows.reduce((acc, row) => acc + (Number(row?.[String(key)]) || 0), 0);
      const title = String((column['x-component-props'] as { title?: unknown } | undefined)?.title ?? column.title ?? key);
      out.push({ key: String(key), title, text: formatTotal(sum, String(child['x-component'] ?? '')) });
    });
    return out;
  }, []);
}

/** Registered as `ArrayTable`; dotted names (`ArrayTable.Column` ...) keep resolving. */
export const SubTable = Object.assign(SubTableBase, {
  Index: ArrayTable.Index,
  SortHandle: ArrayTable.SortHandle,
  Addition: ArrayTable.Addition,
  Copy: ArrayTable.Copy,
  Remove: ArrayTable.Remove,
  MoveDown: ArrayTable.MoveDown,
  MoveUp: ArrayTable.MoveUp,
  Column: ArrayTable.Column,
  useArray: ArrayTable.useArray,
  useIndex: ArrayTable.useIndex,
  useRecord: ArrayTable.useRecord,
});
