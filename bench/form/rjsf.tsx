import React from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import {
  type BenchSize, TABLE_COLUMNS, columnKey, fieldKey, isNumberField, isTable, tableRows, targetCell,
} from './sizes';

const TABLE = 'rows';

function fieldSchema(i: number, title?: string): RJSFSchema {
  return { type: isNumberField(i) ? 'number' : 'string', ...(title ? { title } : {}) };
}

/** The same fields as plain JSON Schema; @rjsf/core picks its default widgets. */
function jsonSchema(size: BenchSize): RJSFSchema {
  if (!isTable(size)) {
    return { type: 'object', properties: Object.fromEntries(Array.from({ length: size }, (_, i) => [fieldKey(i), fieldSchema(i, `Field ${i}`)])) };
  }
  const columns = Object.fromEntries(Array.from({ length: TABLE_COLUMNS }, (_, c) => [columnKey(c), fieldSchema(c, `Column ${c}`)]));
  return { type: 'object', properties: { [TABLE]: { type: 'array', title: 'Rows', items: { type: 'object', properties: columns } } } };
}

/** @rjsf/core's Form (ajv8 validator, default widgets), uncontrolled as its docs show. */
export function createRjsfForm(size: BenchSize): React.ReactElement {
  const formData = isTable(size) ? { [TABLE]: tableRows() } : {};
  return <Form schema={jsonSchema(size)} validator={validator} formData={formData} />;
}

/** The input keystrokes go to (rjsf ids: `root_<key>`, `root_<array>_<row>_<key>`). */
export function rjsfTarget(size: BenchSize): HTMLInputElement | null {
  const { row, key } = targetCell(size);
  return document.getElementById(row === undefined ? `root_${key}` : `root_${TABLE}_${row}_${key}`) as HTMLInputElement | null;
}
