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
  const size = JSON.stringify(values).length;
  if (size > recordLimits.maxRecordChars) {
    return { values, violations: [{ path: '', rule: 'recordTooLarge', params: { limit: recordLimits.maxRecordChars } }] };
  }
  return { values, violations: [] };
}
