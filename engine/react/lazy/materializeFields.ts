import type { Form, GeneralField } from '@formily/core';
import { FormPath } from '@formily/core';
import { Schema } from '@formily/react';

type Address = GeneralField['address'];

/** Which schema nodes to create; an ancestor of a wanted node is always created. */
export type WantedNode = (node: Schema) => boolean;

/** Bounds the walk: a schema nested deeper than this is left to the renderer. */
const MAX_DEPTH = 32;

/** ArrayTable's and SubTableCards' rows: each column's fields at `<array>.<row>.<key>`, columns themselves skipped. */
const isTableArray = (node: Schema) => String(node['x-component'] ?? '') === 'ArrayTable';
/** A column of a sub-table's rows (`ArrayTable.Column`). */
export const isTableColumn = (node: Schema) => String(node['x-component'] ?? '').endsWith('.Column');
/** An array's row schema (its `items`, or the first of them). */
export const rowSchemaOf = (node: Schema): Schema | undefined => {
  const items = Array.isArray(node.items) ? node.items[0] : node.items;
  return items instanceof Schema ? items : undefined;
};

function wants(node: Schema, wanted: WantedNode | undefined, depth = 0): boolean {
  if (!wanted || wanted(node)) return true;
  if (depth > MAX_DEPTH) return false;
  let hit = false;
  node.mapProperties((child) => { hit = hit || wants(child, wanted, depth + 1); });
  const items = rowSchemaOf(node);
  return hit || (!!items && wants(items, wanted, depth + 1));
}

function walkRows(form: Form, node: Schema, address: Address, scope: Record<string, unknown>, wanted: WantedNode | undefined, depth: number) {
  const items = rowSchemaOf(node);
  if (!items || !isTableArray(node)) return;
  const rows = form.getValuesIn(address);
  if (!Array.isArray(rows)) return;
  rows.forEach((record, index) => {
    // The same names a row's ExpressionScope (Formily's RecordScope) gives its cells.
    const rowScope = { ...scope, $record: record, $index: index, $records: rows };
    items.mapProperties((column) => {
      if (isTableColumn(column)) walk(form, column, address.concat(index), rowScope, wanted, depth + 1);
    });
  });
}

function walk(form: Form, node: Schema, basePath: Address | undefined, scope: Record<string, unknown>, wanted: WantedNode | undefined, depth: number) {
  if (depth > MAX_DEPTH) return;
  node.mapProperties((child, name) => {
    if (child['x-slot-node'] || !wants(child, wanted)) return;
    const address = basePath ? basePath.concat(name) : FormPath.parse(String(name));
    // An existing field (mounted, or made before) is kept; only its subtree is walked.
    const existing = form.fields[address.toString()];
    const props = existing ? undefined : { ...child.toFieldProps({ scope }), name, basePath } as Parameters<Form['createField']>[0];
    if (child.type === 'object') walk(form, child, (existing ?? form.createObjectField(props!)).address, scope, wanted, depth + 1);
    else if (child.type === 'void') walk(form, child, (existing ?? form.createVoidField(props!)).address, scope, wanted, depth + 1);
    else if (child.type === 'array') walkRows(form, child, (existing ?? form.createArrayField(props!)).address, scope, wanted, depth + 1);
    else if (!existing) form.createField(props!);
  });
}

/**
 * Creates in `form` the field models of `schema` that no mounted component has created yet,
 * exactly where `RecursionField` (and ArrayTable's rows) would create them, so validation,
 * defaults and reactions cover fields whose group is not on screen. `wanted` limits it to
 * some nodes (and their ancestors). Fields that already exist are left as they are.
 */
export function materializeFields(form: Form, schema: Schema, wanted?: WantedNode, scope: Record<string, unknown> = {}): void {
  walk(form, schema, undefined, scope, wanted, 0);
}
