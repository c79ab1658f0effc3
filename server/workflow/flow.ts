import type { InstanceRow, TenantData } from '../data';
import { compileFlow, LANGS, nodePermissions, readOnlyPermissions, type ExecutableGraph, type FlowDefinition } from '../engine';
import type { Localized } from '../messages';
import { loadFunctionVersion, type LoadedFunction } from '../records';


/** A text of a function version (a pack locale key or a literal) in each pack language. */
export function localize(f: LoadedFunction, text: string): Localized {
  const out: Localized = {};
  for (const lang of LANGS) out[lang] = f.locales?.[lang]?.[text] ?? text;
  return out;
}

const cache = new Map<string, LoadedFunction>();
const MAX_CACHED = 500;

/** A function version (immutable, so cached per tenant, function and version). Reads through `t`, the caller's transaction. */
export async function functionVersionOf(t: TenantData, fnId: number, version: number): Promise<LoadedFunction> {
  const key = `${t.tenantId}\u0000${fnId}\u0000${version}`;
  let f = cache.get(key);
  if (!f) {
    f = await loadFunctionVersion(t, fnId, version);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, f);
  }
  return f;
}

/** The flow of a function version, compiled; undefined when the version has none. */
export function compileFunctionFlow(f: LoadedFunction): ExecutableGraph | undefined {
  return f.fn.flow ? compileFlow(f.fn.flow as FlowDefinition) : undefined;
}

export const graphOf = (inst: InstanceRow): ExecutableGraph => JSON.parse(inst.graph) as ExecutableGraph;

/** The field permissions a node gives its users (a CC node's are read-only): the engine's one rule. */
export const permissionsOf = nodePermissions;

/** The same permissions with every `editable` turned into `visible` (for a reader who may not write). */
export const readOnly = readOnlyPermissions;

export const fieldIdentifiers = (f: LoadedFunction) => f.fn.fields.map((x) => x.identifier);
export const fieldTypesOf = (f: LoadedFunction) => Object.fromEntries(f.fn.fields.map((x) => [x.identifier, x.type]));
