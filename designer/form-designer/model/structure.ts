import type { CustomField, FormSchema, PackFunction } from '../../../engine/index';
import { dataFields } from '../../../engine/index';
import { paletteEntry } from './fieldKinds';
import { childMap, getNode, isColumn, isGrid, isSubTable, kindOf, scopeKeys, type NodePath } from './tree';

/** Where a node may go: the root, a grid (or another void group), or a sub-table (columns). */
export type ContainerKind = 'root' | 'group' | 'table';

export function containerKind(form: FormSchema, path: NodePath): ContainerKind | null {
  if (!path.length) return 'root';
  const node = getNode(form, path);
  if (!node) return null;
  if (isSubTable(node)) return 'table';
  if (node.type === 'void' && !isColumn(node) && node.properties) return 'group';
  return isGrid(node) ? 'group' : null;
}

/** Whether a node of this kind (and field type) may live in a container of that kind. */
export function canHold(container: ContainerKind, moving: { kind: string; type?: string }): boolean {
  if (container === 'root') return true;
  if (container === 'group') return moving.kind === 'field' || moving.kind === 'subTable' || moving.kind === 'column';
  return (moving.kind === 'field' || moving.kind === 'column') && !!paletteEntry(moving.type ?? '')?.inTable;
}

/** Value columns of a table's column map, by position in the map. */
const valuePositions = (map: Record<string, FormSchema>) =>
  Object.values(map).flatMap((n, i) => (kindOf(n, true) === 'column' ? [i] : []));

const isOperations = (column: FormSchema) =>
  Object.values(column.properties ?? {}).some((c) => /^ArrayTable\.(Remove|MoveUp|MoveDown|Copy)$/.test(String(c['x-component'])));

/**
 * The position in a container's map for canvas index `index`. The canvas lists
 * every child of the root and of groups, but only the value columns of a table:
 * a new column goes before the column at that index, else after the last value
 * column, else before the operations column.
 */
export function mapIndex(container: FormSchema, kind: ContainerKind, index: number | undefined): number {
  const map = childMap(container);
  const size = Object.keys(map).length;
  if (kind !== 'table') return index === undefined ? size : Math.min(index, size);
  const values = valuePositions(map);
  if (index !== undefined && index < values.length) return values[index];
  if (values.length) return values[values.length - 1] + 1;
  const ops = Object.values(map).findIndex(isOperations);
  return ops >= 0 ? ops : size;
}

/** A free column key for the field `key` in a table (`c_<key>`, else `c_<key>_2` ...). */
export function columnKey(form: FormSchema, table: NodePath, key: string): string {
  const taken = scopeKeys(form, table);
  if (!taken.has(`c_${key}`)) return `c_${key}`;
  for (let n = 2; ; n += 1) if (!taken.has(`c_${key}_${n}`)) return `c_${key}_${n}`;
}

/** The value keys a subtree declares at form level (sub-table columns are not declared). */
export function declaredKeysIn(node: FormSchema, key: string): string[] {
  if (node.type !== 'void') return [key];
  return dataFields(node).map((d) => d.key);
}

/** `fields` with `entry` placed before the next declared field in form order (else at the end). */
export function insertDeclared(fields: CustomField[], entry: CustomField, form: FormSchema): CustomField[] {
  const order = dataFields(form).map((d) => d.key);
  const after = order.slice(order.indexOf(entry.identifier) + 1);
  const at = fields.findIndex((f) => after.includes(f.identifier));
  const out = fields.filter((f) => f.identifier !== entry.identifier);
  out.splice(at < 0 ? out.length : at, 0, entry);
  return out;
}

/** Whether `inner` lies at or under `outer`. */
export const isWithin = (inner: NodePath, outer: NodePath) => outer.length <= inner.length && outer.every((k, i) => inner[i] === k);

/** Renames a declared field (and keeps its other settings). */
export function renameDeclared(fn: PackFunction, from: string, changes: Partial<CustomField>): CustomField[] {
  return fn.fields.map((f) => (f.identifier === from ? { ...f, ...changes } : f));
}
