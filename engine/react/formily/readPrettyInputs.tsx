import React from 'react';
import { Tag } from 'antd';
import { Password as FormilyPassword, SelectTable as FormilySelectTable, Transfer as FormilyTransfer } from '@formily/antd-v5';
import { connect, mapReadPretty, useField } from '@formily/react';
import type { Field } from '@formily/core';

const MASK = '••••••';

/** A stored password reads as a mask, never as its text. */
function PasswordText({ value }: { value?: unknown }) {
  return <span className="engine-password">{value ? MASK : '-'}</span>;
}

type Item = { key?: unknown; value?: unknown; title?: unknown; label?: unknown; name?: unknown };

function labelsOf(value: unknown, source: unknown, keyOf: (i: Item) => unknown): React.ReactNode {
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  if (!values.length) return '-';
  const items = Array.isArray(source) ? (source as Item[]) : [];
  return values.map((v) => {
    const hit = items.find((i) => keyOf(i) === v);
    return <Tag key={String(v)} bordered={false} color="blue">{String(hit?.title ?? hit?.label ?? hit?.name ?? v)}</Tag>;
  });
}

/** Formily's Password, whose read-only view would show the text itself, masked. */
export const Password = connect(FormilyPassword, mapReadPretty(PasswordText));

function TransferText({ value, dataSource }: { value?: unknown; dataSource?: unknown }) {
  const field = useField<Field>();
  return <span>{labelsOf(value, field?.dataSource ?? dataSource, (i) => i.value ?? i.key)}</span>;
}

/** Formily's Transfer with a read-only view: the labels of the chosen items (from `enum`, as Formily's Transfer reads them). */
export const Transfer = connect(FormilyTransfer, mapReadPretty(TransferText));

/** Formily's SelectTable with a read-only view: the chosen rows by their name. */
export const SelectTable = Object.assign(
  connect(FormilySelectTable, mapReadPretty(({ value, dataSource, rowKey, primaryKey }: { value?: unknown; dataSource?: unknown; rowKey?: string; primaryKey?: string }) => (
    <span>{labelsOf(value, dataSource, (i) => (i as Record<string, unknown>)[primaryKey ?? rowKey ?? 'key'])}</span>
  ))),
  { Column: FormilySelectTable.Column },
);
