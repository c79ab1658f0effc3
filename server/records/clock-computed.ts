import type { StoredRecord, TenantData } from '../data';
import { applyComputed, ComputedFieldError, computesFromClock, type FormSchema } from '../engine';
import type { LoadedFunction } from './function-version';

/**
 * The records with their clock-reading `x-compute` values (`today()`, `now()`) as they are
 * today rather than when last saved: a task open past its date reads as delayed on the day
 * after, saved or not. Each record is computed with its own function version's form; a
 * version without such a value leaves its records as stored (and one that fails to compute).
 */
/** Whether a form reads the clock, per form object: versions are parsed once and shared (server/data/version-cache.ts). */
const readsClock = new WeakMap<FormSchema, boolean>();
function formReadsClock(form: FormSchema): boolean {
  let yes = readsClock.get(form);
  if (yes === undefined) readsClock.set(form, (yes = computesFromClock(form)));
  return yes;
}

/** `read.clock` is set when some record's values were computed from the clock (an answer that may not be kept). */
export async function withClockComputed(t: TenantData, f: LoadedFunction, records: StoredRecord[], read?: { clock: boolean }): Promise<StoredRecord[]> {
  const forms = new Map<number, FormSchema | null>();
  const formOf = async (version: number): Promise<FormSchema | null> => {
    if (!forms.has(version)) {
      const form = version === f.version ? f.fn.form : ((await t.packs.functionVersion(f.fnId, version))?.definition as { form?: FormSchema } | undefined)?.form;
      forms.set(version, form && formReadsClock(form) ? form : null);
    }
    return forms.get(version)!;
  };
  const out: StoredRecord[] = [];
  for (const r of records) {
    const form = await formOf(r.fnVersion);
    if (!form || !r.data || typeof r.data !== 'object') {
      out.push(r);
      continue;
    }
    if (read) read.clock = true;
    try {
      out.push({ ...r, data: applyComputed(form, r.data as Record<string, unknown>) });
    } catch (e) {
      if (!(e instanceof ComputedFieldError)) throw e;
      out.push(r);
    }
  }
  return out;
}
