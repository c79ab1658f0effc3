import type { FunctionVersion, TenantData } from '../data';
import { createRecordValidator, type Lookups, type PackFunction, type Violation } from '../engine';
import { errors } from '../errors';
import { companyDictionaries, lookupsStamp, type OwnDictionary } from '../lookups';

/** A function version with its definition typed. */
export interface LoadedFunction extends FunctionVersion {
  fn: PackFunction;
  lookupsOf: Lookups;
}

const PACK_LANGS = ['zh-CN', 'en-US', 'ru-RU'] as const;

/**
 * A version's lookups with the company's own dictionaries as they stand now in place of the
 * ones it was published with: an item added, renamed or disabled in system settings reaches
 * forms, lists, validation and Excel on the next load, without publishing again. Item names
 * become keys of the version's locales, filled per language.
 */
export function withCompanyDictionaries(v: FunctionVersion, own: ReadonlyMap<string, OwnDictionary>): FunctionVersion {
  const snapshot = (v.lookups ?? {}) as Lookups;
  const codes = Object.keys(snapshot.dicts ?? {}).filter((code) => own.has(code));
  if (!codes.length) return v;
  const dicts = { ...snapshot.dicts };
  const locales: Record<string, Record<string, string>> = Object.fromEntries(PACK_LANGS.map((l) => [l, { ...v.locales?.[l] }]));
  for (const code of codes) {
    const d = own.get(code)!;
    dicts[code] = d.enabled ? d.items.map((i) => {
      const key = `@dict:${code}:${i.code}`;
      for (const l of PACK_LANGS) locales[l][key] = i.names[l] || i.names['zh-CN'] || i.names['en-US'] || i.code;
      return { code: i.code, name: key, ...(i.parent ? { parent: i.parent } : {}) };
    }) : [];
  }
  return { ...v, lookups: { ...snapshot, dicts }, locales };
}

async function toLoaded(data: TenantData, v: FunctionVersion): Promise<LoadedFunction> {
  const live = withCompanyDictionaries(v, await companyDictionaries(data));
  return { ...live, fn: live.definition as PackFunction, lookupsOf: (live.lookups ?? {}) as Lookups };
}

/** The current version of a function of the caller's tenant; 404 when the tenant has no such function. */
export async function loadCurrentFunction(data: TenantData, code: string): Promise<LoadedFunction> {
  const v = await data.packs.currentVersion(code);
  if (!v) throw errors.functionNotFound(code);
  return toLoaded(data, v);
}

export async function loadFunctionVersion(data: TenantData, fnId: number, version: number): Promise<LoadedFunction> {
  const v = await data.packs.functionVersion(fnId, version);
  if (!v) throw errors.recordNotFound();
  return toLoaded(data, v);
}

type Validator = (data: unknown) => Violation[];
const validators = new Map<string, Validator>();
const MAX_CACHED = 500;

/** Versions are immutable, so a compiled validator is kept per (tenant, function, version) until the company's dictionaries change. */
export function validatorFor(tenantId: string, f: LoadedFunction): Validator {
  const key = `${tenantId}\u0000${f.fnId}\u0000${f.version}\u0000${lookupsStamp(tenantId)}`;
  let v = validators.get(key);
  if (!v) {
    if (validators.size >= MAX_CACHED) validators.clear();
    v = createRecordValidator(f.fn, f.lookupsOf);
    validators.set(key, v);
  }
  return v;
}
