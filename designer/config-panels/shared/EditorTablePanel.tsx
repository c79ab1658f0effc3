import { Table, type TableColumnsType } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from './PanelCard';
import { SortableTable } from './SortableTable';
import { AddButton, NoRows, rowTestId } from './TableCells';

export interface EditorTablePanelProps<Row extends { index: number }> {
  /**
   * The panel's key: texts `designer.panels.<section>.title|hint|add|empty`,
   * test ids `<section>-panel` and `<section>-card`.
   */
  section: string;
  /** Test ids `<idPrefix>-add` and `<idPrefix>-row-<index>`. */
  idPrefix: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
  onAdd: () => void;
  /** Rows are dragged to reorder when given (the columns then hold a drag handle). */
  onMove?: (from: number, to: number) => void;
  /** Shown under the table, inside the card. */
  footer?: React.ReactNode;
  /** The add/edit dialog. */
  editor: React.ReactNode;
}

/** A panel of configured items: a card with an "add" button over a table whose rows open an editor dialog. */
export function EditorTablePanel<Row extends { index: number }>({ section, idPrefix, rows, columns, onAdd, onMove, footer, editor }: EditorTablePanelProps<Row>) {
  const { t } = useTranslation();
  const table = {
    size: 'middle' as const,
    rowKey: (r: Row) => String(r.index),
    dataSource: rows,
    columns,
    pagination: false as const,
    onRow: (r: Row) => rowTestId(`${idPrefix}-row-${r.index}`),
    locale: { emptyText: <NoRows description={t(`designer.panels.${section}.empty`)} /> },
  };
  return (
    <div className="cp-stack" data-testid={`${section}-panel`}>
      <PanelCard
        testId={`${section}-card`}
        title={t(`designer.panels.${section}.title`)}
        hint={t(`designer.panels.${section}.hint`)}
        extra={<AddButton onClick={onAdd} testId={`${idPrefix}-add`}>{t(`designer.panels.${section}.add`)}</AddButton>}
      >
        {onMove ? <SortableTable<Row> {...table} onMove={onMove} /> : <Table<Row> {...table} />}
        {footer}
      </PanelCard>
      {editor}
    </div>
  );
}
