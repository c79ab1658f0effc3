import { accessOf } from '../../../engine/index';
import type { FieldPermission } from '../../api';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; type?: string };

/**
 * A function's form schema as one node may see it: hidden fields are dropped,
 * and so are hidden sub-table columns (`lines.amount`, engine `accessOf`:
 * a column inherits its table's access); editable ones stay editable, every
 * other data field (visible, computed or unlisted) reads pretty. Void layout
 * nodes (a grid, a table column) keep their place; one left with no field is
 * dropped too.
 */
export function toPermittedSchema(schema: Schema, permissions: Record<string, FieldPermission>): Schema {
  const walk = (node: Schema, table: string | null): Schema | null => {
    const out: Schema = { ...node };
    if (node.properties) {
      const props: Record<string, Schema> = {};
      for (const [key, child] of Object.entries(node.properties)) {
        if (child.type !== 'void') {
          const perm = accessOf(permissions, table ? `${table}.${key}` : key);
          if (perm === 'hidden') continue;
          const kept: Schema = { ...child, 'x-pattern': perm === 'editable' ? 'editable' : 'readPretty' };
          // The columns of a sub-table answer to `table.column` entries.
          if (!table && child.items && typeof child.items === 'object') kept.items = walk(child.items, key) ?? { type: 'object', properties: {} };
          props[key] = kept;
          continue;
        }
        const kept = walk(child, table);
        if (kept) props[key] = kept;
      }
      if (node.type === 'void' && !Object.keys(props).length && hasData(node)) return null;
      out.properties = props;
    }
    return out;
  };
  return walk(schema, null) ?? { type: 'object', properties: {} };
}

/** Whether a layout node holds any data field (a column of only an index and a sort handle holds none). */
function hasData(node: Schema): boolean {
  return Object.values(node.properties ?? {}).some((c) => c.type !== 'void' || hasData(c));
}

/** Whether any field of the record is editable at this node. */
export const hasEditable = (permissions: Record<string, FieldPermission>): boolean =>
  Object.values(permissions).some((p) => p === 'editable');
