import { evaluateExpression, isExpressionText, stripExpressionBraces } from '../../expression/index';
import type { FieldType } from '../../pack/index';
import type { Condition, ConditionGroup } from '../types';
import { applyOperator } from './compare';
import { inferKind, valueKindOf, type ValueKind } from './operators';

/** What conditions need besides the form values. */
export interface ConditionContext {
  /** The initiator's user id, the value of the special field `$initiator`. */
  initiatorId?: string;
  /** Pack field types by identifier; without one a field's kind is inferred from the condition. */
  fieldTypes?: Readonly<Record<string, FieldType>>;
}

/** Form values by field identifier (money in integer cents, dates as ISO strings). */
export type FormValues = Readonly<Record<string, unknown>>;

const UNREADABLE = Symbol('unreadable');

function own(obj: unknown, key: string): unknown {
  return obj !== null && typeof obj === 'object' && Object.prototype.hasOwnProperty.call(obj, key)
    ? (obj as Record<string, unknown>)[key]
    : undefined;
}

/** The value a condition tests: `$initiator`, a field, or a dotted path into an object field. */
export function conditionValue(field: string, values: FormValues, ctx: ConditionContext): unknown {
  if (field === '$initiator') return ctx.initiatorId;
  if (Object.prototype.hasOwnProperty.call(values, field)) return values[field];
  return field.split('.').reduce<unknown>((obj, key) => own(obj, key), values);
}

// Expression text is run by the engine's safe evaluator; a failing
// expression makes the condition false instead of throwing.
function expectedValue(value: unknown, values: FormValues, ctx: ConditionContext): unknown {
  const one = (v: unknown): unknown => {
    if (!isExpressionText(v)) return v;
    try {
      return evaluateExpression(stripExpressionBraces(v), { ...values, $initiator: ctx.initiatorId });
    } catch {
      return UNREADABLE;
    }
  };
  if (Array.isArray(value)) {
    const list = value.map(one);
    return list.includes(UNREADABLE) ? UNREADABLE : list;
  }
  return one(value);
}

/** Whether one condition holds. Never throws: anything malformed is false. */
export function evaluateCondition(condition: Condition, values: FormValues, ctx: ConditionContext = {}): boolean {
  if (!condition || typeof condition.field !== 'string' || typeof condition.op !== 'string') return false;
  const actual = conditionValue(condition.field, values ?? {}, ctx);
  const expected = expectedValue(condition.value, values ?? {}, ctx);
  if (expected === UNREADABLE) return false;
  const type = ctx.fieldTypes && Object.prototype.hasOwnProperty.call(ctx.fieldTypes, condition.field)
    ? ctx.fieldTypes[condition.field]
    : undefined;
  const kind: ValueKind = condition.field === '$initiator' ? 'user'
    : type ? valueKindOf(type) : inferKind(condition.field, condition.op, actual, expected);
  return applyOperator(kind, condition.op, actual, expected);
}

/**
 * Whether any group holds (groups are OR-ed). Within a group `and` needs every
 * condition and `or` any. An empty group, or no groups, never holds.
 */
export function evaluateConditions(
  groups: readonly ConditionGroup[],
  values: FormValues,
  ctx: ConditionContext = {},
): boolean {
  if (!Array.isArray(groups)) return false;
  return groups.some((group) => {
    const conditions = Array.isArray(group?.conditions) ? group.conditions : [];
    if (conditions.length === 0) return false;
    const holds = (c: Condition) => evaluateCondition(c, values, ctx);
    return group.relation === 'or' ? conditions.some(holds) : conditions.every(holds);
  });
}
