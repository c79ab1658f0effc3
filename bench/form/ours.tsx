import React from 'react';
import { createFormRenderer } from '../../engine/react';
import {
  type BenchSize, TABLE_COLUMNS, columnKey, fieldKey, isNumberField, tableRows, targetCell,
} from './sizes';

const TABLE = 'rows';

function fieldSchema(i: number, title: string): Record<string, unknown> {
  return isNumberField(i)
    ? { type: 'number', title, 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' }
    : { type: 'string', title, 'x-decorator': 'FormItem', 'x-component': 'Input' };
}

/** A pack-style Formily schema: N flat fields, or an ArrayTable of 50 columns. */
function formSchema(size: BenchSize): Record<string, unknown> {
  if (size !== 'table50') {
    const properties = Object.fromEntries(Array.from({ length: size }, (_, i) => [fieldKey(i), fieldSchema(i, `Field ${i}`)]));
    return { type: 'object', properties };
  }
  const columns = Array.from({ length: TABLE_COLUMNS }, (_, c) => [`col_${c}`, {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title: `Column ${c}`, width: 120 },
    properties: { [columnKey(c)]: { ...fieldSchema(c, ''), title: undefined } },
  }]);
  return {
    type: 'object',
    properties: {
      [TABLE]: {
        type: 'array',
        title: 'Rows',
        'x-decorator': 'FormItem',
        'x-component': 'ArrayTable',
        // All 50 rows on one page, as @rjsf/core shows them (SubTable pages by 10 otherwise).
        'x-component-props': { pagination: { pageSize: 50 } },
        items: { type: 'object', properties: Object.fromEntries(columns) },
      },
    },
  };
}

/** Our engine's form for `size`, exactly as a runtime page renders a function's form. */
export function createOursForm(size: BenchSize): React.ReactElement {
  const renderer = createFormRenderer({ form: formSchema(size), code: 'bench' }, 'en-US');
  const form = renderer.createForm(size === 'table50' ? { [TABLE]: tableRows() } : {});
  return <renderer.View form={form} />;
}

/** The input keystrokes go to (FormItem stamps `field-<data path>`). */
export function oursTarget(size: BenchSize): HTMLInputElement | null {
  const { row, key } = targetCell(size);
  const path = row === undefined ? key : `${TABLE}.${row}.${key}`;
  return document.querySelector(`[data-testid="field-${path}"] input`);
}
