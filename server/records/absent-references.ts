import type { TenantData } from '../data';
import { optionalReferenceTargets, type PackFunction } from '../engine';

/** The targets of a function's optional references (`x-reference.optional`) the tenant has not installed. */
export async function absentTargets(t: TenantData, fn: Pick<PackFunction, 'form'>): Promise<Set<string>> {
  const absent = new Set<string>();
  for (const code of optionalReferenceTargets(fn)) {
    if (!(await t.packs.findFunction(code))) absent.add(code);
  }
  return absent;
}
