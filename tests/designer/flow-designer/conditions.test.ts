import { describe, expect, it } from 'vitest';
import {
  changeOperator, conditionFields, createCondition, fromInputNumber, toInputNumber, userFields,
} from '../../../designer/flow-designer/model';
import { overtimeFunction } from './fixtures';

describe('condition fields and values', () => {
  it('offers the form\'s comparable top-level fields with their value kind', () => {
    const fields = conditionFields(overtimeFunction());
    expect(fields.map((f) => [f.key, f.kind])).toEqual([['hours', 'number'], ['amount', 'money'], ['requester', 'user'], ['kind', 'select']]);
    expect(fields.find((f) => f.key === 'kind')!.options).toEqual([{ label: 'Weekday', value: 'weekday' }, { label: 'holiday', value: 'holiday' }]);
    expect(userFields(overtimeFunction()).map((f) => f.key)).toEqual(['requester']);
  });

  it('starts a condition with the kind\'s first operator and a value of the right shape', () => {
    const [hours, , requester] = conditionFields(overtimeFunction());
    expect(createCondition(hours)).toEqual({ field: 'hours', op: 'eq' });
    expect(createCondition(requester)).toEqual({ field: 'requester', op: 'in', value: [] });
    const c = { field: 'hours', op: 'gt' as const, value: 8 };
    expect(changeOperator(c, 'lte')).toEqual({ field: 'hours', op: 'lte', value: 8 });
    expect(changeOperator(c, 'between')).toEqual({ field: 'hours', op: 'between', value: [null, null] });
    expect(changeOperator(c, 'isEmpty')).toEqual({ field: 'hours', op: 'isEmpty' });
  });

  it('shows money in yuan and stores integer cents', () => {
    expect(toInputNumber('money', 123450)).toBe(1234.5);
    expect(fromInputNumber('money', 1234.5)).toBe(123450);
    expect(fromInputNumber('money', 0.1 + 0.2)).toBe(30);
    expect(toInputNumber('number', 8)).toBe(8);
    expect(fromInputNumber('number', 8)).toBe(8);
    expect(fromInputNumber('money', null)).toBeUndefined();
    expect(toInputNumber('money', undefined)).toBeNull();
  });
});
