import { validatePack, type Pack } from '../engine';
import { isFieldIdentifier } from '../data';

/** One entry of `reqFieldErrorList` for a pack: `fields` is a JSON pointer into the pack. */
export interface PackFieldError {
  fields: string;
  fieldStr: string;
  message: string;
}

/**
 * Validates a pack with the engine (meta-schema and cross-references) and
 * re-checks, defensively, every identifier that will reach SQL.
 */
export function checkPack(pack: unknown): PackFieldError[] {
  const problems = validatePack(pack).map((e) => ({ fields: e.path, fieldStr: e.path || '/', message: e.message }));
  if (problems.length) return problems;
  const p = pack as Pack;
  p.functions.forEach((fn, i) => {
    fn.fields.forEach((f, j) => {
      if (!isFieldIdentifier(f.identifier)) {
        const at = `/functions/${i}/fields/${j}/identifier`;
        problems.push({ fields: at, fieldStr: at, message: 'is not a valid identifier' });
      }
    });
  });
  return problems;
}

/** Compares dotted versions numerically (`1.10.0` > `1.9.3`); pre-release tags are ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[-+]/)[0].split('.').map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}
