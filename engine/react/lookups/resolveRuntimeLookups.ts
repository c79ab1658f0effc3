import type { LookupOption, LookupRef } from '../services';

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node };

/** The lookup a node still needs at run time: `x-lookup` the server left, `x-component-props.lookup`, or a department picker's default. */
export function runtimeLookupOf(node: Node): LookupRef | undefined {
  if (Array.isArray(node.enum) && node.enum.length) return undefined;
  const props = node['x-component-props'] as { lookup?: LookupRef } | undefined;
  const ref = (node['x-lookup'] as LookupRef | undefined) ?? props?.lookup;
  if (ref?.dict || ref?.enum) return ref;
  return node['x-component'] === 'DepartmentPicker' ? { dict: 'department' } : undefined;
}

/** Every lookup a schema needs at run time, keyed `dict:<typeCode>` / `enum:<className>`. */
export function collectRuntimeLookups(node: Node | undefined, found = new Map<string, LookupRef>()): Map<string, LookupRef> {
  if (!node) return found;
  const ref = runtimeLookupOf(node);
  if (ref) found.set(lookupKey(ref), ref);
  for (const child of Object.values(node.properties ?? {})) collectRuntimeLookups(child, found);
  if (node.items && !Array.isArray(node.items)) collectRuntimeLookups(node.items, found);
  return found;
}

export const lookupKey = (ref: LookupRef) => (ref.dict ? `dict:${ref.dict}` : `enum:${ref.enum}`);

/** A copy of the schema with the loaded options put into `enum` where a lookup was needed. */
export function applyRuntimeLookups(node: Node, loaded: Map<string, LookupOption[]>): Node {
  const out: Node = { ...node };
  const ref = runtimeLookupOf(node);
  if (ref) {
    out.enum = loaded.get(lookupKey(ref)) ?? [];
    delete out['x-lookup'];
  }
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, applyRuntimeLookups(v, loaded)]));
  }
  if (node.items && !Array.isArray(node.items)) out.items = applyRuntimeLookups(node.items, loaded);
  return out;
}
