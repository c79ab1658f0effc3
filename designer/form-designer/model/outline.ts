import type { FieldType, FormSchema, PackFunction } from '../../../engine/index';
import { fieldTypeOf } from './fieldKinds';
import { childMap, columnField, kindOf, toId, type NodeKind, type NodePath } from './tree';

/** A node as the canvas shows it. */
export interface CanvasNode {
  /** The path joined with `/` (drag-and-drop ids, selection). */
  id: string;
  path: NodePath;
  key: string;
  kind: NodeKind;
  /** Value fields, sub-tables and columns: the field type and identifier (a column's is the field inside it). */
  type?: FieldType;
  identifier?: string;
  /** As written: an i18n key of the pack or a literal. */
  title?: string;
  required?: boolean;
  /** Containers (grids, other void groups, sub-tables): what they hold, sub-tables their value columns only. */
  children?: CanvasNode[];
}

/** A node's title: `title`, else `x-component-props.title` (how columns and some packs name things). */
export function titleOf(node: FormSchema): string | undefined {
  if (typeof node.title === 'string') return node.title;
  const props = node['x-component-props'] as { title?: unknown } | undefined;
  return typeof props?.title === 'string' ? props.title : undefined;
}

function outlineOf(container: FormSchema, at: NodePath, inTable: boolean, declared: Map<string, FieldType>): CanvasNode[] {
  const out: CanvasNode[] = [];
  for (const [key, node] of Object.entries(childMap(container))) {
    const path = [...at, key];
    const kind = kindOf(node, inTable);
    const base = { id: toId(path), path, key, kind };
    if (kind === 'column') {
      const [fieldKey, field] = columnField(node)!;
      out.push({ ...base, identifier: fieldKey, type: fieldTypeOf(field), title: titleOf(node), required: field.required === true });
    } else if (kind === 'void' && inTable) {
      continue; // index, sort handle and operation columns stay where the table keeps them
    } else if (kind === 'field' || kind === 'subTable') {
      const type = fieldTypeOf(node, declared.get(key));
      out.push({
        ...base, identifier: key, type, title: titleOf(node), required: node.required === true,
        ...(kind === 'subTable' ? { children: outlineOf(node, path, true, declared) } : {}),
      });
    } else {
      out.push({ ...base, title: titleOf(node), children: outlineOf(node, path, false, declared) });
    }
  }
  return out;
}

/** The canvas tree of a function's form: top-level nodes in order, containers with their children. */
export function formOutline(fn: PackFunction): CanvasNode[] {
  const declared = new Map(fn.fields.map((f) => [f.identifier, f.type]));
  return outlineOf(fn.form, [], false, declared);
}

/** Every node of an outline, depth first. */
export function flattenOutline(nodes: CanvasNode[]): CanvasNode[] {
  return nodes.flatMap((n) => [n, ...flattenOutline(n.children ?? [])]);
}

/** The node with this id in an outline. */
export function findInOutline(nodes: CanvasNode[], id: string): CanvasNode | undefined {
  return flattenOutline(nodes).find((n) => n.id === id);
}

/** The value fields that share a naming scope with `path`: the form's (outside tables), or one table's columns. */
export function scopeFields(fn: PackFunction, path: NodePath): CanvasNode[] {
  const all = flattenOutline(formOutline(fn));
  const self = all.find((n) => toId(n.path) === toId(path));
  if (self?.kind === 'column') {
    const table = toId(path.slice(0, -1));
    return all.filter((n) => n.kind === 'column' && toId(n.path.slice(0, -1)) === table);
  }
  return all.filter((n) => n.kind === 'field' || n.kind === 'subTable');
}
