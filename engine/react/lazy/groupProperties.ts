import { Schema, type ISchema } from '@formily/react';

/** Forms with more fields than this mount their top-level fields in groups as they near the screen. */
export const LAZY_FIELD_THRESHOLD = 80;
/** Fields per group (a container counts its fields; a sub-table counts as a whole group). */
export const GROUP_WEIGHT = 20;
const ARRAY_WEIGHT = GROUP_WEIGHT;
const MAX_DEPTH = 32;

/** Fields a node stands for on screen. */
export function weightOf(node: Schema, depth = 0): number {
  if (node.type === 'array') return ARRAY_WEIGHT;
  if (node.type !== 'object' && node.type !== 'void') return 1;
  if (depth > MAX_DEPTH) return 1;
  let sum = 0;
  node.mapProperties((child) => { sum += weightOf(child, depth + 1); });
  return Math.max(sum, 1);
}

export interface PropertyGroup {
  /** Top-level property names, in display order. */
  names: string[];
  weight: number;
  /** A root-like schema holding only these properties (rendered at the form's root). */
  schema: Schema;
}

/**
 * The root's properties in display order, cut into groups of about `GROUP_WEIGHT` fields;
 * null when the form is small enough to render whole (it then renders exactly as before).
 */
export function groupProperties(root: Schema, threshold = LAZY_FIELD_THRESHOLD): PropertyGroup[] | null {
  const ordered = Schema.getOrderProperties(root);
  const weights = ordered.map(({ schema }) => weightOf(schema));
  if (weights.reduce((a, b) => a + b, 0) <= threshold) return null;
  const groups: { names: string[]; weight: number }[] = [];
  ordered.forEach(({ key }, i) => {
    const last = groups.at(-1);
    if (last && last.weight + weights[i] <= GROUP_WEIGHT) {
      last.names.push(String(key));
      last.weight += weights[i];
    } else groups.push({ names: [String(key)], weight: weights[i] });
  });
  const json = root.toJSON() as { properties?: Record<string, ISchema> };
  return groups.map((g) => ({
    ...g,
    schema: new Schema({ type: 'object', properties: Object.fromEntries(g.names.map((n) => [n, json.properties?.[n] ?? {}])) }),
  }));
}
