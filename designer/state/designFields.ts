import { dataFields, type FieldType, type PackFunction } from '../../engine/index';

/** A value-bearing field of the function, as panels and the flow designer offer it. */
export interface DesignField {
  key: string;
  /** The title as written (literal or an i18n key of the pack). */
  title: string;
  type: FieldType | undefined;
  /** Sub-table columns (`lines.amount`) carry their table's key. */
  parent?: string;
}

function walk(fn: PackFunction, node: PackFunction['form'], parent?: string): DesignField[] {
  const typeOf = new Map(fn.fields.map((f) => [f.identifier, f.type]));
  return dataFields(node).flatMap((d) => {
    const key = parent ? `${parent}.${d.key}` : d.key;
    const own: DesignField = { key, title: d.title ?? d.key, type: typeOf.get(d.key), ...(parent ? { parent } : {}) };
    const items = d.schema.items;
    return items && typeof items === 'object' && !parent ? [own, ...walk(fn, items, d.key)] : [own];
  });
}

/** Every field of the form in form order: top-level fields, then each sub-table's columns after their table. */
export function designFields(fn: PackFunction): DesignField[] {
  return walk(fn, fn.form);
}
