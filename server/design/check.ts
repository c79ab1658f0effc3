import {
  functionConfigProblems, validatePack, validateFlow, unconfiguredNodeIds, type ConfigProblemCode, type PackFunction,
} from '../engine';
import type { PackFieldError } from '../packs';

export interface TenantLookups {
  enums: Record<string, { code: string; name: string }[]>;
  dicts: Record<string, { code: string; name: string }[]>;
}

const err = (fields: string, message: string): PackFieldError => ({ fields, fieldStr: fields, message });

/** The text of each engine config problem (the designer shows `designer.panels.errors.<code>` for the same codes). */
const CONFIG_MESSAGES: Record<ConfigProblemCode, string> = {
  required: 'is required',
  padding: 'padding length must be a whole number from 0 to 20',
  integer: 'must be a whole number',
  step: 'must be a whole number of at least 1',
  unique: 'is already used by another related form',
  unknownField: 'names a field the function does not have',
  identifier: 'is not a valid identifier',
};

/** Serial rules, buttons and related forms (the parts the pack meta-schema leaves open): the engine's rules, shared with the designer. */
function configChecks(fn: PackFunction): PackFieldError[] {
  return functionConfigProblems(fn).map((p) => err(p.path, CONFIG_MESSAGES[p.code]));
}

/**
 * Validates a function design the way a pack function is validated (meta-schema
 * and cross-references, against the tenant's lookups), paths relative to the
 * function. The flow is left to `flowProblems` so that a draft may hold an unfinished one.
 */
export function checkFunctionDesign(fn: unknown, lookups: TenantLookups): PackFieldError[] {
  const f = (fn ?? {}) as PackFunction;
  const { flow, ...withoutFlow } = f;
  const pack = { id: 'design', version: '1.0.0', name: 'design', menus: [], functions: [withoutFlow], lookups };
  const problems = validatePack(pack).map((e) => {
    const at = e.path.startsWith('/functions/0') ? e.path.slice('/functions/0'.length) : e.path;
    return err(at || '/', e.message);
  });
  if (flow !== undefined && (flow === null || typeof flow !== 'object' || Array.isArray(flow))) problems.push(err('/flow', 'must be an object'));
  return problems.length ? problems : configChecks(f);
}

/** Problems of the function's flow (none without a flow) and the unfinished nodes they name. */
export function flowProblems(fn: PackFunction) {
  if (fn.flow === undefined) return { problems: [], nodes: [] as string[] };
  const problems = validateFlow(fn.flow, { fields: fn.fields.map((x) => x.identifier) });
  return { problems: problems.map((p) => ({ nodeId: p.nodeId, path: `/flow${p.path}`, code: p.code, message: p.message })), nodes: unconfiguredNodeIds(problems) };
}
