import React from 'react';
import type { EnumOption } from '../../api';
import { formatYuan } from '../../../engine/index';

/** How a list cell shows a value of a given field type. */
export function renderCell(type: string | undefined, value: unknown, options: EnumOption[]): React.ReactNode {
  if (value === undefined || value === null || value === '') return <span className="cell-empty">-</span>;
  if (type === 'money') return <span className="cell-money">{formatYuan(Number(value))}</span>;
  if (options.length) {
    const values = Array.isArray(value) ? value : [value];
    return values.map((v) => options.find((o) => o.value === v)?.label ?? String(v)).join(', ');
  }
  if (Array.isArray(value)) return value.join(' ~ ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
