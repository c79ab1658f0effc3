import type { FormSchema } from '../pack/index';
import { applyComputed, ComputedFieldError } from '../form/index';
import type { Violation } from './types';

/** Bounds on what one record may hold, whatever its schema says. */
export const recordLimits = Object.freeze({
  /** Largest stored record, in characters of its JSON text. */
  maxRecordChars: 1_000_000,
  /** Max length of a text field whose schema gives none. */
  defaultTextMaxLength: 10_000,
});

/**
 * Recomputes the `x-compute` fields and checks the stored size: the values to
 * validate and write, or the violations (code 14) that refuse the record:
 * a failing expression names its field, an oversize record the root.
 */
export function computeRecordValues(form: FormSchema, data: Record<string, unknown>): { values: Record<string, unknown>; violations: Violation[] } {
  let values: Record<string, unknown>;
  try {
    values = applyComputed(form, data);
  } catch (e) {
    if (!(e instanceof ComputedFieldError)) throw e;
    return { values: data, violations: [{ path: e.path, rule: 'computeFailed', params: { detail: e.cause.message, failure: { messageKey: e.cause.messageKey, params: e.cause.params } } }] };
  }
  // The bound spares most records the JSON text (an import checks tens of thousands); only one near the limit is measured.
  if (jsonLengthBound(values, recordLimits.maxRecordChars) > recordLimits.maxRecordChars && JSON.stringify(values).length > recordLimits.maxRecordChars) {
    return { values, violations: [{ path: '', rule: 'recordTooLarge', params: { limit: recordLimits.maxRecordChars } }] };
  }
  return { values, violations: [] };
}

/**
 * At least the length of `JSON.stringify(value)` (every character of a string counted as its
 * longest escape), or Infinity once past `limit`: one walk without building the text, its work
 * bounded by `limit` and its nesting by an explicit stack.
 */
export function jsonLengthBound(value: unknown, limit: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') total += v.length * 6 + 2;
    else if (typeof v === 'number' || typeof v === 'bigint') total += 24;
    else if (v === null || typeof v !== 'object') total += 5;
    else if (Array.isArray(v)) {
      total += 2 + v.length;
      for (const item of v) stack.push(item);
    } else {
      for (const key in v) {
        if (!Object.prototype.hasOwnProperty.call(v, key)) continue;
        total += key.length * 6 + 4;
        stack.push((v as Record<string, unknown>)[key]);
      }
      total += 2;
    }
    if (total > limit) return Infinity;
  }
  return total;
}
