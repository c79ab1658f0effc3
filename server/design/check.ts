import { validatePack, validateFlow, unconfiguredNodeIds, type PackFunction } from '../engine';
import { isFieldIdentifier } from '../data';
import type { PackFieldError } from '../packs';

export interface TenantLookups {
  enums: Record<string, { code: string; name: string }[]>;
  dicts: Record<string, { code: string; name: string }[]>;
}

const RESETS = new Set(['never', 'daily', 'monthly', 'yearly']);
const err = (fields: string, message: string): PackFieldError => ({ fields, fieldStr: fields, message });

/** Serial rules, buttons and related forms: the parts the pack meta-schema leaves open. */
function configChecks(fn: PackFunction): PackFieldError[] {
  const out: PackFieldError[] = [];
  const declared = new Set(fn.fields.map((f) => f.identifier));
  (fn.serialRules ?? []).forEach((r, i) => {
    const at = `/serialRules/${i}`;
    if (!declared.has(r?.field)) out.push(err(`${at}/field`, `unknown field "${String(r?.field)}"`));
    if (!Number.isInteger(r?.padding) || r.padding < 0 || r.padding > 20) out.push(err(`${at}/padding`, 'padding length is required (0-20)'));
    if (!RESETS.has(r?.reset)) out.push(err(`${at}/reset`, 'reset rule is required (never, daily, monthly, yearly)'));
    for (const k of r?.formFieldKeywords ?? []) if (!declared.has(k)) out.push(err(`${at}/formFieldKeywords`, `unknown field "${k}"`));
  });
  (fn.buttons ?? []).forEach((b, i) => {
    for (const k of ['name', 'state', 'action', 'dialogTitle', 'colour'] as const) {
      if (b?.[k] === undefined || b[k] === '') out.push(err(`/buttons/${i}/${k}`, 'is required'));
    }
  });
  (fn.relatedForms ?? []).forEach((r, i) => {
    for (const k of ['form', 'currentField', 'associationField'] as const) {
      if (typeof r?.[k] !== 'string' || !r[k]) out.push(err(`/relatedForms/${i}/${k}`, 'is required'));
    }
    if (typeof r?.associationField === 'string' && !isFieldIdentifier(r.associationField)) out.push(err(`/relatedForms/${i}/associationField`, 'is not a valid identifier'));
  });
  return out;
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
