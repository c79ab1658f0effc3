import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRecords, type SortItem } from '../../api';
import { useClickGuard } from '../../fn';
import { ImportDialog } from './ImportDialog';

export interface ExcelActionsProps {
  code: string;
  /** The list's current search and sort: the export honours them. */
  query: { filters: Record<string, unknown>; sort: SortItem[] } | null;
  /** The menu whose view the list shows: the export keeps to it. */
  menu?: string;
  canImport: boolean;
  /** The role grants the menu's export button (defaults to yes). */
  canExport?: boolean;
  onImported: () => void;
}

/** Export (honours the current search) and import buttons of the list toolbar. */
export function ExcelActions({ code, query, menu, canImport, canExport = true, onImported }: ExcelActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [blocked, guard] = useClickGuard();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const exportNow = () => guard(() => {
    setExporting(true);
    const body = {
      ...(query && Object.keys(query.filters).length ? { filters: query.filters } : {}),
      ...(query?.sort.length ? { sort: query.sort } : {}),
      ...(menu ? { menu } : {}),
    };
    exportRecords(code, body)
      .then((name) => void message.success(t('fnx.excel.exported', { name })), () => undefined)
      .finally(() => setExporting(false));
  });
  return (
    <>
      {canExport && (
        <Button icon={<ExportOutlined />} onClick={exportNow} loading={exporting} disabled={blocked && !exporting} data-testid="list-export">
          {t('fnx.excel.export')}
        </Button>
      )}
      {canImport && (
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="list-import">{t('fnx.excel.import')}</Button>
      )}
      <ImportDialog code={code} open={importing} onClose={() => setImporting(false)} onImported={onImported} />
    </>
  );
}
