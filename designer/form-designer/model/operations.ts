import type { FieldType, FormSchema, PackFunction } from '../../../engine/index';
import { columnNode, fieldNode, fieldTypeOf, gridNode, type PaletteKind, type TableTexts } from './fieldKinds';
import { IDENTIFIER } from './naming';
import { titleOf } from './outline';
import { dropFieldReferences } from './references';
import {
  canHold, columnKey, containerKind, declaredKeysIn, insertDeclared, isWithin, mapIndex,
} from './structure';
import {
  childMap, columnField, getNode, insertEntry, isInTable, kindOf, removeEntry, scopeKeys, updateNode, withChildMap, type NodePath,
} from './tree';

type Fn = PackFunction;

export interface AddParams {
  kind: PaletteKind;
  /** The container: [] for the form, a grid's or a sub-table's path. */
  parent: NodePath;
  /** Canvas index in the container; the end when left out. */
  index?: number;
  /** The new node's key (a field's identifier), e.g. from `nextKey`. */
  key: string;
  title: string;
  texts?: TableTexts;
}

export interface MoveParams { from: NodePath; to: NodePath; index: number }
export interface RemoveParams { path: NodePath }
export interface DuplicateParams { path: NodePath; key: string; title: string }

const DEFAULT_TEXTS: TableTexts = { addRow: 'Add', operations: 'Operations' };

function insertInto(form: FormSchema, parent: NodePath, key: string, node: FormSchema, index: number | undefined): FormSchema {
  const kind = containerKind(form, parent)!;
  return updateNode(form, parent, (c) => withChildMap(c, insertEntry(childMap(c), key, node, mapIndex(c, kind, index))));
}

/**
 * `field.add`: a new field (or grid) in a container. Refused (the function comes
 * back unchanged) when the container cannot hold it or the key is taken or invalid.
 */
export function addNode(fn: Fn, p: AddParams): Fn {
  const container = containerKind(fn.form, p.parent);
  const kind = p.kind === 'grid' ? 'grid' : p.kind === 'subTable' ? 'subTable' : 'field';
  if (!container || !canHold(container, { kind, type: p.kind }) || !IDENTIFIER.test(p.key)) return fn;
  if (scopeKeys(fn.form, p.parent).has(p.key)) return fn;
  if (p.kind === 'grid') return { ...fn, form: insertInto(fn.form, p.parent, p.key, gridNode(), p.index) };
  const type = p.kind as FieldType;
  if (container === 'table') {
    const column = columnNode(type, p.key, p.title);
    return { ...fn, form: insertInto(fn.form, p.parent, columnKey(fn.form, p.parent, p.key), column, p.index) };
  }
  if (fn.fields.some((f) => f.identifier === p.key)) return fn;
  const form = insertInto(fn.form, p.parent, p.key, fieldNode(type, p.title, p.texts ?? DEFAULT_TEXTS), p.index);
  return { ...fn, form, fields: insertDeclared(fn.fields, { name: p.title, type, identifier: p.key }, form) };
}

/** `field.remove`: the node and what it holds; declared fields and the references to them go too. */
export function removeNode(fn: Fn, { path }: RemoveParams): Fn {
  const node = path.length ? getNode(fn.form, path) : undefined;
  if (!node) return fn;
  const key = path[path.length - 1];
  const form = updateNode(fn.form, path.slice(0, -1), (c) => withChildMap(c, removeEntry(childMap(c), key)));
  if (isInTable(fn.form, path)) return { ...fn, form };
  const gone = new Set(declaredKeysIn(node, key));
  const fields = fn.fields.some((f) => gone.has(f.identifier)) ? fn.fields.filter((f) => !gone.has(f.identifier)) : fn.fields;
  return dropFieldReferences({ ...fn, form, fields }, gone);
}

/** A form-level field turned into a column (its title goes to the column) and back. */
function toColumn(form: FormSchema, table: NodePath, key: string, node: FormSchema): [string, FormSchema] {
  const { title, 'x-decorator-props': _layout, ...field } = node;
  const column: FormSchema = {
    type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: title ?? key, width: 160 }, properties: { [key]: field },
  };
  return [columnKey(form, table, key), column];
}

function fromColumn(column: FormSchema): [string, FormSchema] {
  const [key, field] = columnField(column)!;
  return [key, { type: field.type, title: titleOf(column) ?? key, ...field }];
}

/**
 * `field.move`: to canvas index `index` of container `to` (the index the node
 * has afterwards). Crossing into or out of a sub-table turns the field into a
 * column or back, and undeclares or declares it. Refused when the target cannot
 * hold the node, when it would go into itself, or when its key is taken there.
 */
export function moveNode(fn: Fn, { from, to, index }: MoveParams): Fn {
  const node = from.length ? getNode(fn.form, from) : undefined;
  const container = containerKind(fn.form, to);
  if (!node || !container || isWithin(to, from)) return fn;
  const fromTable = isInTable(fn.form, from);
  const moving = kindOf(node, fromTable);
  const inner = moving === 'column' ? columnField(node)! : undefined;
  const type = fieldTypeOf(inner ? inner[1] : node, fn.fields.find((f) => f.identifier === from[from.length - 1])?.type);
  if (!canHold(container, { kind: moving, type })) return fn;
  const oldKey = from[from.length - 1];
  const sameParent = from.slice(0, -1).join('/') === to.join('/');
  const removed = updateNode(fn.form, from.slice(0, -1), (c) => withChildMap(c, removeEntry(childMap(c), oldKey)));
  const toTable = container === 'table';
  if (sameParent || (fromTable && toTable)) {
    if (sameParent) return { ...fn, form: insertInto(removed, to, oldKey, node, index) };
    const taken = scopeKeys(removed, to);
    if (taken.has(inner![0])) return fn;
    return { ...fn, form: insertInto(removed, to, taken.has(oldKey) ? columnKey(removed, to, inner![0]) : oldKey, node, index) };
  }
  if (toTable) {
    if (scopeKeys(removed, to).has(oldKey)) return fn;
    const [key, column] = toColumn(removed, to, oldKey, node);
    const gone = new Set([oldKey]);
    const form = insertInto(removed, to, key, column, index);
    return dropFieldReferences({ ...fn, form, fields: fn.fields.filter((f) => f.identifier !== oldKey) }, gone);
  }
  if (fromTable) {
    const [key, field] = fromColumn(node);
    if (scopeKeys(removed, to).has(key) || fn.fields.some((f) => f.identifier === key)) return fn;
    const form = insertInto(removed, to, key, field, index);
    return { ...fn, form, fields: insertDeclared(fn.fields, { name: String(field.title), type, identifier: key }, form) };
  }
  return { ...fn, form: insertInto(removed, to, oldKey, node, index) };
}

/** `field.duplicate`: a copy right after the original, under a new key and title. */
export function duplicateNode(fn: Fn, { path, key, title }: DuplicateParams): Fn {
  const node = path.length ? getNode(fn.form, path) : undefined;
  if (!node || !IDENTIFIER.test(key)) return fn;
  const parent = path.slice(0, -1);
  const inTable = isInTable(fn.form, path);
  const kind = kindOf(node, inTable);
  if (kind !== 'field' && kind !== 'subTable' && kind !== 'column') return fn;
  if (scopeKeys(fn.form, parent).has(key)) return fn;
  const at = Object.keys(childMap(getNode(fn.form, parent)!)).indexOf(path[path.length - 1]) + 1;
  const insertAt = (form: FormSchema, k: string, n: FormSchema) =>
    updateNode(form, parent, (c) => withChildMap(c, insertEntry(childMap(c), k, n, at)));
  if (kind === 'column') {
    const [, field] = columnField(node)!;
    const copy: FormSchema = { ...node, 'x-component-props': { ...(node['x-component-props'] as object), title }, properties: { [key]: field } };
    return { ...fn, form: insertAt(fn.form, columnKey(fn.form, parent, key), copy) };
  }
  const original = fn.fields.find((f) => f.identifier === path[path.length - 1]);
  if (fn.fields.some((f) => f.identifier === key)) return fn;
  const form = insertAt(fn.form, key, { ...node, title });
  const entry = { ...(original ?? { type: fieldTypeOf(node) }), name: title, identifier: key };
  return { ...fn, form, fields: insertDeclared(fn.fields, entry, form) };
}
