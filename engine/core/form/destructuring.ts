import type { FormSchema } from '../pack/index';

const ARRAY_KEY = /^\[([^\]]*)\]$/;
const OBJECT_KEY = /^\{([^}]*)\}$/;

/**
 * The form values a Formily destructuring key writes: `[startDate,endDate]`
 * stores the field's two-item value as `startDate` and `endDate`;
 * `{from:startDate,to:endDate}` stores `value.from` as `startDate` and so on.
 * Undefined for an ordinary key.
 */
export function destructuredNames(key: string): string[] | undefined {
  const array = ARRAY_KEY.exec(key.trim());
  if (array) return array[1].split(',').map((s) => s.trim()).filter(Boolean);
  const object = OBJECT_KEY.exec(key.trim());
  if (object) {
    return object[1].split(',').map((s) => s.trim()).filter(Boolean).map((pair) => {
      const [from, to] = pair.split(':').map((s) => s.trim());
      return to || from;
    });
  }
  return undefined;
}

const WHOLE_VALUE_KEYS = ['properties', 'items', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'enum', 'const', 'default'];

/** The schema of one destructured part: the node's own rules, the type of one item. */
export function destructuredPart(node: FormSchema): FormSchema {
  const part: FormSchema = { ...node };
  for (const key of WHOLE_VALUE_KEYS) delete part[key];
  const itemType = node.items?.type;
  part.type = typeof itemType === 'string' ? itemType : node.type === 'array' || node.type === 'object' ? 'string' : node.type;
  return part;
}
