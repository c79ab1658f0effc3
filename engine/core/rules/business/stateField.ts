import type { PackFunction } from '../../pack/index';
import { isEmptyValue } from './model';
import type { RuleViolation } from './check';

type Values = Record<string, unknown>;

/**
 * Keeps a function's state field out of users' hands: a new record starts at
 * `initial`, an update keeps the stored value. A different value sent is a
 * `readOnly` violation (answered with the values as they must be stored).
 */
export function guardStateField(fn: Pick<PackFunction, 'stateField'>, values: Values, previous?: Values): { values: Values; violation?: RuleViolation } {
  const config = fn.stateField;
  if (!config) return { values };
  const field = config.field;
  const must = previous ? previous[field] : config.initial;
  const sent = values[field];
  const out = { ...values, [field]: must };
  if (must === undefined) delete out[field];
  if (!isEmptyValue(sent) && sent !== must) return { values: out, violation: { path: field, kind: 'readOnly' } };
  return { values: out };
}
