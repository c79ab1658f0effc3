import type { CustomField, FormSchema, PackFunction } from '../../../engine/index';
import { applyToValueNode, readFieldProps, setKey, type FieldChanges } from './fieldProps';
import { checkIdentifier, checkTitle } from './naming';
import { dropSearchOf, renameFieldReferences } from './references';
import { childMap, columnField, getNode, renameEntry, scopeKeys, updateNode, withChildMap, type NodePath } from './tree';

type Fn = PackFunction;

export interface UpdateParams { path: NodePath; changes: FieldChanges }

/** The path of the field at `path` once its identifier is `to` (a column's key follows its field's when it was `c_<field>`). */
export function pathAfterRename(fn: Fn, path: NodePath, to: string): NodePath {
  const props = readFieldProps(fn, path);
  if (!props || props.identifier === to) return path;
  const own = path[path.length - 1];
  if (props.kind !== 'column') return [...path.slice(0, -1), to];
  const table = path.slice(0, -1);
  const renamed = own === `c_${props.identifier}` && !scopeKeys(fn.form, table).has(`c_${to}`);
  return renamed ? [...table, `c_${to}`] : path;
}

function setColumnProps(column: FormSchema, patch: Record<string, unknown>): FormSchema {
  let props = (column['x-component-props'] ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) props = setKey(props, k, v);
  return { ...column, 'x-component-props': props };
}

function declared(fields: CustomField[], identifier: string, update: (f: CustomField) => CustomField): CustomField[] {
  return fields.map((f) => (f.identifier === identifier ? update(f) : f));
}

/**
 * `field.update`: the property panel's changes to one field, sub-table or
 * column. A title or identifier that is empty, malformed or already used in its
 * scope is refused (the function comes back unchanged); the panel shows why.
 */
export function updateField(fn: Fn, { path, changes }: UpdateParams): Fn {
  const props = readFieldProps(fn, path);
  if (!props) return fn;
  const title = changes.title !== undefined && changes.title !== props.title ? changes.title.trim() : undefined;
  const identifier = changes.identifier !== undefined && changes.identifier !== props.identifier ? changes.identifier : undefined;
  if (title !== undefined && checkTitle(fn, path, title)) return fn;
  if (identifier !== undefined && checkIdentifier(fn, path, identifier)) return fn;
  const { title: _t, identifier: _i, searchable, unique, width, ...valueChanges } = changes;
  const isColumn = props.kind === 'column';
  const own = path[path.length - 1];

  let form = updateNode(fn.form, path, (node) => {
    if (!isColumn) {
      let out = applyToValueNode(node, valueChanges);
      if (title !== undefined) out = typeof node.title === 'string' || !(node['x-component-props'] as { title?: unknown })?.title ? { ...out, title } : setColumnProps(out, { title });
      return out;
    }
    const [key, field] = columnField(node)!;
    let out: FormSchema = { ...node, properties: { ...node.properties, [key]: applyToValueNode(field, valueChanges) } };
    if (title !== undefined) out = setColumnProps(out, { title });
    if ('width' in changes) out = setColumnProps(out, { width });
    if (identifier !== undefined) out = { ...out, properties: renameEntry(out.properties!, key, identifier) };
    return out;
  });
  // A change to what is already there records nothing.
  if (JSON.stringify(form) === JSON.stringify(fn.form)) form = fn.form;

  let fields = fn.fields;
  if (!isColumn && title !== undefined) fields = declared(fields, props.identifier, (f) => ({ ...f, name: title }));
  if (!isColumn && searchable !== undefined && searchable !== props.searchable) {
    fields = declared(fields, props.identifier, ({ searchable: _s, ...f }) => (searchable ? { ...f, searchable: true } : f));
  }
  if (!isColumn && unique !== undefined && unique !== props.unique) {
    fields = declared(fields, props.identifier, ({ unique: _u, ...f }) => (unique ? { ...f, unique: true } : f));
  }
  if (identifier !== undefined) {
    const next = pathAfterRename(fn, path, identifier);
    const parent = path.slice(0, -1);
    if (next[next.length - 1] !== own) {
      form = updateNode(form, parent, (c) => withChildMap(c, renameEntry(childMap(c), own, next[next.length - 1], getNode(form, path))));
    }
    if (!isColumn) fields = declared(fields, props.identifier, (f) => ({ ...f, identifier }));
  }

  if (JSON.stringify(fields) === JSON.stringify(fn.fields)) fields = fn.fields;
  let out: Fn = form === fn.form && fields === fn.fields ? fn : { ...fn, form, fields };
  if (!isColumn && searchable === false && props.searchable) out = dropSearchOf(out, props.identifier);
  if (!isColumn && identifier !== undefined) out = renameFieldReferences(out, props.identifier, identifier);
  return out;
}
