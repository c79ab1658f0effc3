import { fieldTypeOf } from '../../fields/index';
import type { FieldType } from '../../pack/index';
import type { ConditionOp } from '../types';

/** How a condition compares a field: the field's value kind. */
export type ValueKind = 'number' | 'money' | 'text' | 'date' | 'select' | 'user';

const emptiness = ['isEmpty', 'notEmpty'] as const;

/**
 * The operators each value kind accepts. `isEmpty`/`notEmpty` work for every
 * kind; an operator outside its kind's list never matches.
 */
export const operatorsByKind: Readonly<Record<ValueKind, readonly ConditionOp[]>> = {
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', ...emptiness],
  money: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', ...emptiness],
  text: ['eq', 'ne', 'contains', 'notContains', 'startsWith', 'in', 'notIn', ...emptiness],
  date: ['before', 'after', 'on', 'between', ...emptiness],
  select: ['in', 'notIn', 'eq', ...emptiness],
  user: ['in', 'notIn', ...emptiness],
};

/** Every operator of any kind. */
export const conditionOperators: ReadonlySet<string> = new Set(Object.values(operatorsByKind).flat());

/** Whether `op` is an operator of any kind. */
export function isConditionOp(op: unknown): op is ConditionOp {
  return typeof op === 'string' && conditionOperators.has(op);
}

/** The value kind of a field type, as its descriptor says (text for an unknown type). */
export function valueKindOf(type: FieldType | string): ValueKind {
  return fieldTypeOf(type)?.valueKind ?? 'text';
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The kind of a condition whose field type is not known: `$initiator` is a
 * user, date operators mean dates, order operators mean numbers, and
 * equality follows the values' own types.
 */
export function inferKind(field: string, op: string, actual: unknown, expected: unknown): ValueKind {
  if (field === '$initiator') return 'user';
  switch (op) {
    case 'before': case 'after': case 'on': return 'date';
    case 'gt': case 'gte': case 'lt': case 'lte': return 'number';
    case 'between':
      return Array.isArray(expected) && expected.every((v) => typeof v === 'string' && DAY.test(v)) ? 'date' : 'number';
    case 'in': case 'notIn': return 'select';
    case 'eq': case 'ne':
      return typeof actual === 'number' || typeof expected === 'number' ? 'number' : 'text';
    default: return 'text';
  }
}
