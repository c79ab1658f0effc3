import React from 'react';
import type { RecordRow, SortItem } from '../../api';
import type { FunctionMeta } from '../../api';
import { FnButtons } from '../../fn';
import type { FnMeta } from '../../fn';
import { BatchBar } from './BatchBar';
import { ColumnChooser } from './ColumnChooser';
import { ExcelActions } from './ExcelActions';

export interface ListToolbarProps {
  code: string;
  meta: FunctionMeta;
  query: { filters: Record<string, unknown>; sort: SortItem[] } | null;
  /** The menu whose view the list shows (exports name it too). */
  menu?: string;
  selected: RecordRow[];
  visible: string[];
  canCreate: boolean;
  canDelete: boolean;
  /** The menu's import and export buttons (role screen); import also needs create. */
  canImport: boolean;
  canExport: boolean;
  onColumns: (fields: string[] | null) => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
  onChanged: () => void;
}

/**
 * Above the table: the function's configured buttons (acting on the one selected row) and,
 * while rows are selected, the batch bar; on the right Excel and the column chooser.
 */
export function ListToolbar(p: ListToolbarProps) {
  const buttons = (p.meta as FnMeta).buttons;
  return (
    <div className="list-toolbar" data-testid="list-toolbar">
      <div className="list-toolbar__left">
        {/* Configured buttons act on one row; with several selected only the batch actions apply. */}
        {p.selected.length <= 1 && (
          <FnButtons code={p.code} buttons={buttons} record={p.selected.length === 1 ? p.selected[0] : undefined} onDone={p.onChanged} />
        )}
        <BatchBar count={p.selected.length} canDelete={p.canDelete} onDelete={p.onDeleteSelected} onClear={p.onClearSelection} />
      </div>
      <div className="list-toolbar__right">
        <ExcelActions code={p.code} query={p.query} menu={p.menu} canImport={p.canImport} canExport={p.canExport} onImported={p.onChanged} />
        <ColumnChooser meta={p.meta} visible={p.visible} onChange={p.onColumns} />
      </div>
    </div>
  );
}
