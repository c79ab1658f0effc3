import { createForm } from '@formily/core';
import { Skeleton } from 'antd';
import React, { useEffect, useMemo } from 'react';
import { SchemaFormView, toSubmitValues } from '../../../engine/react/index';
import type { FieldPermission } from '../../api';
import { useRecordMeta } from '../../fn';
import { currentLanguage } from '../../i18n';
import { toPermittedSchema } from './permittedSchema';

export interface RecordViewProps {
  functionCode: string;
  /** The function version the record was written with (its own form, not the current one). */
  functionVersion?: number;
  record: Record<string, unknown>;
  permissions: Record<string, FieldPermission>;
  /** Receives a reader of the form's values as the server takes them, so the drawer can send edits. */
  onValues?: (read: () => Record<string, unknown>) => void;
}

/** The record rendered by the engine under the node's field permissions (its own chunk: Formily loads on demand). */
export default function RecordView({ functionCode, functionVersion, record, permissions, onValues }: RecordViewProps) {
  const meta = useRecordMeta(functionCode, functionVersion);
  const form = useMemo(() => createForm({ initialValues: record }), [record]);
  const permitted = useMemo(
    () => (meta ? { ...meta, form: toPermittedSchema(meta.form as never, permissions) } : null),
    [meta, permissions],
  );
  useEffect(() => onValues?.(() => toSubmitValues(form) as Record<string, unknown>), [form, onValues]);
  if (!permitted) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="tc-record" data-testid="drawer-record">
      <SchemaFormView meta={permitted} form={form} lang={currentLanguage()} />
    </div>
  );
}
