import React from 'react';
import type { Form } from '@formily/core';
import { createFormRenderer, firstColumnCount, revealField, subTablePageSize } from '../../engine/react';
import {
  type BenchSize, TABLE_COLUMNS, TABLE_ROWS, expectedInputs, columnKey, fieldKey, isNumberField, isTable, tableRows, targetCell,
} from './sizes';

const TABLE = 'rows';
const COLUMN_WIDTH = 120;

function fieldSchema(i: number, title: string): Record<string, unknown> {
  return isNumberField(i)
    ? { type: 'number', title, 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' }
    : { type: 'string', title, 'x-decorator': 'FormItem', 'x-component': 'Input' };
}

const CHOICES = [{ label: 'Alpha', value: 'a' }, { label: 'Beta', value: 'b' }];

/** A cell of `table50p`: columns 1, 5, 9 ... dates, 3, 7, 11 ... choice lists, the rest as in `table50`. */
function cellSchema(size: BenchSize, c: number): Record<string, unknown> {
  if (size === 'table50p' && c % 4 === 1) return { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' };
  if (size === 'table50p' && c % 4 === 3) return { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: CHOICES };
  return { ...fieldSchema(c, ''), title: undefined };
}

/** A pack-style Formily schema: N flat fields, or an ArrayTable of 50 columns. */
function formSchema(size: BenchSize): Record<string, unknown> {
  if (!isTable(size)) {
    const properties = Object.fromEntries(Array.from({ length: size }, (_, i) => [fieldKey(i), fieldSchema(i, `Field ${i}`)]));
    return { type: 'object', properties };
  }
  const columns = Array.from({ length: TABLE_COLUMNS }, (_, c) => [`col_${c}`, {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title: `Column ${c}`, width: COLUMN_WIDTH },
    properties: { [columnKey(c)]: cellSchema(size, c) },
  }]);
  return {
    type: 'object',
    properties: {
      [TABLE]: {
        type: 'array',
        title: 'Rows',
        'x-decorator': 'FormItem',
        'x-component': 'ArrayTable',
        // Asks for all 50 rows on one page, as @rjsf/core shows them; SubTable caps a page at
        // PAGE_CELL_BUDGET cells (4 rows of 50 columns) and mounts only that page.
        'x-component-props': { pagination: { pageSize: 50 } },
        items: { type: 'object', properties: Object.fromEntries(columns) },
      },
    },
  };
}

/** Our engine's form for `size`, exactly as a runtime page renders a function's form. */
export function createOursForm(size: BenchSize): { element: React.ReactElement; form: Form } {
  const renderer = createFormRenderer({ form: formSchema(size), code: 'bench' }, 'en-US');
  const form = renderer.createForm(isTable(size) ? { [TABLE]: tableRows() } : {});
  return { element: <renderer.View form={form} />, form };
}

/** Waits up to a second for an element matching `selector`. */
async function appears(selector: string): Promise<void> {
  for (let i = 0; i < 50 && !document.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 20));
}

/** The input keystrokes go to (FormItem stamps `field-<data path>`), mounted first if its group is not yet. */
export async function oursTarget(size: BenchSize, form: Form): Promise<HTMLInputElement | null> {
  const { row, key } = targetCell(size);
  const path = row === undefined ? key : `${TABLE}.${row}.${key}`;
  // revealField turns a sub-table to the row's page and brings the column in.
  await revealField(form, path);
  const cell = `[data-testid="field-${path}"]`;
  await appears(`${cell} input, ${cell} [data-cell-display]`);
  // A wide sub-table's cell shows text until focused, as Tab or a click would.
  document.querySelector<HTMLElement>(`${cell} [data-cell-display]`)?.focus();
  await appears(`${cell} input`);
  return document.querySelector<HTMLInputElement>(`${cell} input`);
}

/** Inputs our form mounts at first: a sub-table shows one page of rows and the columns that fill a wide screen (the flat forms fill the screen first). */
export function oursExpectedInputs(size: BenchSize): number {
  if (!isTable(size)) return expectedInputs(size);
  const columns = firstColumnCount(Array.from({ length: TABLE_COLUMNS }, () => COLUMN_WIDTH));
  return Math.min(TABLE_ROWS, subTablePageSize(TABLE_ROWS, TABLE_COLUMNS)) * columns;
}
