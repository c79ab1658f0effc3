/** A field whose value the form derives from an `x-compute` expression. */
export interface ComputedField {
  /** Data path; `*` stands for each row of an array (`lines.*.subtotal`). */
  path: string;
  expression: string;
}

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  'x-compute'?: unknown;
  [key: string]: unknown;
}

/** Walks a Formily schema and lists every `x-compute` property by data path (void nodes add no segment). */
export function collectComputedFields(schema: SchemaNode | undefined, prefix: string[] = []): ComputedField[] {
  if (!schema) return [];
  const found: ComputedField[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = child.type === 'void' ? prefix : [...prefix, key];
    if (typeof child['x-compute'] === 'string' && child.type !== 'void') {
      found.push({ path: path.join('.'), expression: child['x-compute'] });
    }
    found.push(...collectComputedFields(child, path));
  }
  if (schema.items && !Array.isArray(schema.items)) {
    found.push(...collectComputedFields(schema.items, [...prefix, '*']));
  }
  return found;
}
