import React from 'react';
import { ArrayTable } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import type { ArrayField } from '@formily/core';

type ArrayTableProps = React.ComponentProps<typeof ArrayTable>;

const DEFAULT_PAGE_SIZE = 10;

/**
 * ArrayTable that shows its pager only when the rows outgrow one page (Formily's
 * shows it for a single row too). An explicit `pagination` prop wins.
 */
const SubTableBase = observer((props: ArrayTableProps) => {
  const field = useField<ArrayField>();
  const rows = Array.isArray(field?.value) ? field.value.length : 0;
  const explicit = props.pagination;
  const pageSize = typeof explicit === 'object' && explicit?.pageSize ? explicit.pageSize : DEFAULT_PAGE_SIZE;
  const pagination = explicit ?? (rows > pageSize ? { pageSize } : false);
  return <ArrayTable {...props} pagination={pagination} />;
});

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
