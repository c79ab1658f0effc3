import type { FieldPermission } from '../../api';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; type?: string };

/**
 * A function's form schema as one node may see it: hidden fields are dropped,
 * editable ones stay editable, every other data field (visible, computed or
 * unlisted) reads pretty. Void layout nodes keep their place; a layout node
 * left with no field is dropped too.
 */
export function toPermittedSchema(schema: Schema, permissions: Record<string, FieldPermission>): Schema {
  const walk = (node: Schema): Schema | null => {
    const out: Schema = { ...node };
    if (node.properties) {
      const props: Record<string, Schema> = {};
      for (const [key, child] of Object.entries(node.properties)) {
        const isData = child.type !== 'void';
        if (isData) {
          const perm = permissions[key] ?? 'visible';
          if (perm === 'hidden') continue;
          props[key] = { ...child, 'x-pattern': perm === 'editable' ? 'editable' : 'readPretty' };
          continue;
        }
        const kept = walk(child);
        if (kept) props[key] = kept;
      }
      if (node.type === 'void' && node.properties && !Object.keys(props).length && Object.keys(node.properties).length) return null;
      out.properties = props;
    }
    return out;
  };
  return walk(schema) ?? { type: 'object', properties: {} };
}

/** Whether any field of the record is editable at this node. */
export const hasEditable = (permissions: Record<string, FieldPermission>): boolean =>
  Object.values(permissions).some((p) => p === 'editable');
