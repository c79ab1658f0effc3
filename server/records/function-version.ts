import type { FunctionVersion, TenantData } from '../data';
import { createRecordValidator, type Lookups, type PackFunction, type Violation } from '../engine';
import { errors } from '../errors';

/** A function version with its definition typed. */
export interface LoadedFunction extends FunctionVersion {
  fn: PackFunction;
  lookupsOf: Lookups;
}

function toLoaded(v: FunctionVersion): LoadedFunction {
  return { ...v, fn: v.definition as PackFunction, lookupsOf: (v.lookups ?? {}) as Lookups };
}

/** The current version of a function of the caller's tenant; 404 when the tenant has no such function. */
export async function loadCurrentFunction(data: TenantData, code: string): Promise<LoadedFunction> {
  const v = await data.packs.currentVersion(code);
  if (!v) throw errors.functionNotFound(code);
  return toLoaded(v);
}

export async function loadFunctionVersion(data: TenantData, fnId: number, version: number): Promise<LoadedFunction> {
  const v = await data.packs.functionVersion(fnId, version);
  if (!v) throw errors.recordNotFound();
  return toLoaded(v);
}

type Validator = (data: unknown) => Violation[];
const validators = new Map<string, Validator>();
const MAX_CACHED = 500;

/** Versions are immutable, so a compiled validator can be kept per (tenant, function, version). */
export function validatorFor(tenantId: string, f: LoadedFunction): Validator {
  const key = `${tenantId}\u0000${f.fnId}\u0000${f.version}`;
  let v = validators.get(key);
  if (!v) {
    if (validators.size >= MAX_CACHED) validators.clear();
    v = createRecordValidator(f.fn, f.lookupsOf);
    validators.set(key, v);
  }
  return v;
}
