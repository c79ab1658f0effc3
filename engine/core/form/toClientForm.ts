import { lookupOptions, type FormSchema } from '../pack/index';
import { resolveLookup, type Lookups } from '../validation/index';
import { resolveTexts } from './resolveTexts';

function attachLookups(node: FormSchema, lookups: Lookups, locale: Record<string, string>): FormSchema {
  const out: FormSchema = { ...node };
  if (node['x-lookup']) {
    const items = resolveLookup(lookups, node['x-lookup']) ?? [];
    out.enum = lookupOptions(items, (name) => locale[name] ?? name);
    delete out['x-lookup'];
  }
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, attachLookups(v, lookups, locale)]));
  }
  if (node.items) out.items = attachLookups(node.items, lookups, locale);
  return out;
}

/** The form as the browser renders it: lookups turned into `enum` options, texts in one language. */
export function toClientForm(form: FormSchema, lookups: Lookups, locale: Record<string, string>): FormSchema {
  return resolveTexts(attachLookups(form, lookups, locale), locale);
}
