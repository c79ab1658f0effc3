import type { FormSchema } from '../pack/index';
import { resolveLookup, type Lookups } from './recordValidator';

/** One choice of a field: the stored code and its label in the reader's language. */
export interface FieldChoice { code: string; label: string }

/**
 * The choices of a field, from its lookup (`x-lookup`) or its in-place option
 * list (`enum` of values or `{label, value}`), labels through `text` (a pack
 * locale); undefined for a field without choices. Excel sheets and task-card
 * summaries both show codes through this.
 */
export function fieldChoices(schema: FormSchema, lookups: Lookups, text: (name: string) => string): FieldChoice[] | undefined {
  const items = schema['x-lookup'] ? resolveLookup(lookups, schema['x-lookup']) : undefined;
  if (items) return items.map((i) => ({ code: i.code, label: text(i.name) }));
  if (!Array.isArray(schema.enum)) return undefined;
  return schema.enum.map((e: unknown) => {
    const o = e && typeof e === 'object' ? (e as { label?: unknown; value?: unknown }) : { label: e, value: e };
    return { code: String(o.value), label: text(String(o.label ?? o.value)) };
  });
}
