import type { FormSchema } from '../pack/index';
import { destructuredNames, destructuredPart } from './destructuring';

/** A value-bearing property of an object node, with the title a person sees for it. */
export interface DataField {
  key: string;
  schema: FormSchema;
  title?: string;
}

function titleOf(node: FormSchema): string | undefined {
  if (typeof node.title === 'string') return node.title;
  const props = node['x-component-props'] as { title?: unknown } | undefined;
  return typeof props?.title === 'string' ? props.title : undefined;
}

/**
 * The data properties of an object node. Void nodes (grids, table columns) hold
 * no value, so their children belong to the enclosing object; a void column's
 * title names the field inside it.
 */
export function dataFields(node: FormSchema, inheritedTitle?: string): DataField[] {
  const out: DataField[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const parts = destructuredNames(key);
    if (child.type === 'void') {
      out.push(...dataFields(child, titleOf(child)));
    } else if (parts) {
      // Formily stores a destructured value as separate fields, each validated with the node's rules.
      for (const part of parts) out.push({ key: part, schema: destructuredPart(child), title: titleOf(child) ?? inheritedTitle });
    } else {
      out.push({ key, schema: child, title: titleOf(child) ?? inheritedTitle });
    }
  }
  return out;
}

/** Calls `visit` for every node of a schema tree, depth first, with its JSON pointer. */
export function walkSchema(node: FormSchema, visit: (node: FormSchema, pointer: string) => void, pointer = ''): void {
  visit(node, pointer);
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    walkSchema(child, visit, `${pointer}/properties/${escapePointer(key)}`);
  }
  if (node.items && typeof node.items === 'object') walkSchema(node.items, visit, `${pointer}/items`);
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Money components hold integer cents. */
export function isMoneyField(schema: FormSchema): boolean {
  const c = schema['x-component'];
  return c === 'MoneyInput' || c === 'MoneyText';
}
