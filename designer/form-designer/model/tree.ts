import type { FormSchema } from '../../../engine/index';

/**
 * Where a node sits in the form schema: the property keys from the root. Below
 * a sub-table the next key names one of its `items.properties` (a column).
 */
export type NodePath = readonly string[];

/** What a schema node is to the designer. */
export type NodeKind = 'field' | 'grid' | 'subTable' | 'column' | 'void';

export const toId = (path: NodePath): string => path.join('/');
export const fromId = (id: string): string[] => (id ? id.split('/') : []);

export function isSubTable(node: FormSchema): boolean {
  return node.type === 'array' && !!node.items && typeof node.items === 'object' && !Array.isArray(node.items) && node.items.type === 'object';
}

export const isGrid = (node: FormSchema): boolean => node.type === 'void' && node['x-component'] === 'FormGrid';
export const isColumn = (node: FormSchema): boolean => node.type === 'void' && node['x-component'] === 'ArrayTable.Column';

/** The value field a sub-table column holds (its first non-void child), with its key. */
export function columnField(column: FormSchema): [string, FormSchema] | undefined {
  return Object.entries(column.properties ?? {}).find(([, child]) => child.type !== 'void');
}

/** The kind of `node`; `inTable` says its parent is a sub-table. */
export function kindOf(node: FormSchema, inTable: boolean): NodeKind {
  if (inTable) return isColumn(node) && columnField(node) ? 'column' : 'void';
  if (isGrid(node)) return 'grid';
  if (node.type === 'void') return 'void';
  return isSubTable(node) ? 'subTable' : 'field';
}

/** The children the designer walks: a sub-table's columns, else the node's properties. */
export function childMap(node: FormSchema): Record<string, FormSchema> {
  return (isSubTable(node) ? node.items!.properties : node.properties) ?? {};
}

export function withChildMap(node: FormSchema, map: Record<string, FormSchema>): FormSchema {
  if (isSubTable(node)) return { ...node, items: { ...node.items!, properties: map } };
  return { ...node, properties: map };
}

export function getNode(form: FormSchema, path: NodePath): FormSchema | undefined {
  let node: FormSchema | undefined = form;
  for (const key of path) {
    if (!node) return undefined;
    const map = childMap(node);
    node = Object.hasOwn(map, key) ? map[key] : undefined;
  }
  return node;
}

/** A copy of `form` with the node at `path` replaced by `update(node)`; ancestors are copied, the rest is shared. */
export function updateNode(form: FormSchema, path: NodePath, update: (node: FormSchema) => FormSchema): FormSchema {
  if (!path.length) return update(form);
  const [key, ...rest] = path;
  const map = childMap(form);
  if (!Object.hasOwn(map, key)) throw new Error(`form designer: no node "${key}"`);
  return withChildMap(form, { ...map, [key]: updateNode(map[key], rest, update) });
}

/** Whether the node at `path` is a column of a sub-table (its parent is a sub-table). */
export function isInTable(form: FormSchema, path: NodePath): boolean {
  if (!path.length) return false;
  const parent = getNode(form, path.slice(0, -1));
  return !!parent && path.length > 1 && isSubTable(parent);
}

/** The path of the sub-table whose columns hold `path`, if any. */
export function tableOf(form: FormSchema, path: NodePath): NodePath | undefined {
  for (let i = path.length - 1; i > 0; i -= 1) {
    const at = path.slice(0, i);
    const node = getNode(form, at);
    if (node && isSubTable(node)) return at;
  }
  return undefined;
}

/** Object entries with `key` placed at `index` (existing entries keep their order). */
export function insertEntry(map: Record<string, FormSchema>, key: string, value: FormSchema, index?: number): Record<string, FormSchema> {
  const entries = Object.entries(map).filter(([k]) => k !== key);
  const at = index === undefined ? entries.length : Math.max(0, Math.min(index, entries.length));
  entries.splice(at, 0, [key, value]);
  return Object.fromEntries(entries);
}

export function removeEntry(map: Record<string, FormSchema>, key: string): Record<string, FormSchema> {
  return Object.fromEntries(Object.entries(map).filter(([k]) => k !== key));
}

/** Renames `from` to `to` keeping the entry's place. */
export function renameEntry(map: Record<string, FormSchema>, from: string, to: string, value = map[from]): Record<string, FormSchema> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => (k === from ? [to, value] : [k, v])));
}

/** Every property key of a tree, sub-table internals included when `intoTables`. */
export function allKeys(node: FormSchema, intoTables: boolean, out: Set<string> = new Set()): Set<string> {
  for (const [key, child] of Object.entries(childMap(node))) {
    out.add(key);
    if (!isSubTable(child) || intoTables) allKeys(child, intoTables, out);
  }
  return out;
}

/**
 * The keys a new or renamed node under `parent` must not reuse: the whole form
 * outside sub-tables, or, inside a sub-table, that table's own tree.
 */
export function scopeKeys(form: FormSchema, parent: NodePath): Set<string> {
  const parentNode = getNode(form, parent);
  const table = parentNode && isSubTable(parentNode) ? parent : tableOf(form, parent);
  if (table) {
    const items = getNode(form, table)!.items!;
    return allKeys(items, true);
  }
  return allKeys(form, false);
}
