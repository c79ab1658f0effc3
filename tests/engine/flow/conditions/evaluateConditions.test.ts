import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateConditions, type Condition, type ConditionContext } from '@engine';

const holds = (field: string, op: string, value: unknown, values: Record<string, unknown>, ctx: ConditionContext = {}) =>
  evaluateCondition({ field, op, value } as Condition, values, ctx);

describe('evaluateCondition by value kind', () => {
  it('compares numbers as numbers, not text', () => {
    const v = { n: 10, s: '9.5' };
    expect([holds('n', 'gt', 9, v), holds('n', 'gt', '9', v), holds('s', 'lt', 10, v), holds('n', 'gt', 10, v)]).toEqual([true, true, true, false]);
    expect([holds('n', 'gte', 10, v), holds('n', 'lte', 10, v), holds('n', 'lt', 10, v)]).toEqual([true, true, false]);
    expect([holds('n', 'eq', 10, v), holds('n', 'ne', 10, v), holds('n', 'ne', 11, v)]).toEqual([true, false, true]);
    expect([holds('n', 'between', [10, 12], v), holds('n', 'between', [11, 12], v), holds('n', 'between', 10, v)]).toEqual([true, false, false]);
    expect(holds('n', 'gt', 'abc', v)).toBe(false);
  });

  it('compares money as integer cents', () => {
    const ctx = { fieldTypes: { total: 'money' as const } };
    expect(holds('total', 'gte', 500000, { total: 500000 }, ctx)).toBe(true);
    expect(holds('total', 'gt', 500000, { total: 500001 }, ctx)).toBe(true);
    expect(holds('total', 'eq', 30, { total: 10 + 20 }, ctx)).toBe(true);
    expect(holds('total', 'contains', '5', { total: 5 }, ctx)).toBe(false);
  });

  it('compares text', () => {
    const v = { t: 'Beijing office' };
    expect([holds('t', 'eq', 'Beijing office', v), holds('t', 'ne', 'x', v), holds('t', 'contains', 'jing', v)]).toEqual([true, true, true]);
    expect([holds('t', 'notContains', 'jing', v), holds('t', 'startsWith', 'Bei', v), holds('t', 'in', ['a', 'Beijing office'], v)]).toEqual([false, true, true]);
    expect([holds('t', 'notIn', ['a'], v), holds('t', 'isEmpty', undefined, v), holds('t', 'notEmpty', undefined, v)]).toEqual([true, false, true]);
    expect([holds('x', 'isEmpty', undefined, { x: '  ' }), holds('x', 'isEmpty', undefined, {}), holds('x', 'isEmpty', undefined, { x: [] })]).toEqual([true, true, true]);
  });

  it('compares dates as ISO calendar days', () => {
    const v = { d: '2024-03-05', dt: '2024-03-05T23:59:00+08:00' };
    expect([holds('d', 'before', '2024-03-06', v), holds('d', 'after', '2024-03-04', v), holds('d', 'on', '2024-03-05', v)]).toEqual([true, true, true]);
    expect([holds('dt', 'on', '2024-03-05', v), holds('d', 'between', ['2024-03-01', '2024-03-05'], v), holds('d', 'before', '2024-03-05', v)]).toEqual([true, true, false]);
    expect([holds('d', 'after', 'yesterday', v), holds('d', 'on', '2024-13-01', { d: '2024-13-01' })]).toEqual([false, false]);
    const ctx = { fieldTypes: { d: 'date' as const } };
    expect(holds('d', 'between', ['2024-03-01', '2024-03-31'], v, ctx)).toBe(true);
  });

  it('tests selections, single and multiple', () => {
    const ctx = { fieldTypes: { vehicle: 'select' as const, tags: 'checkbox' as const } };
    expect(holds('vehicle', 'in', ['train', 'car'], { vehicle: 'train' }, ctx)).toBe(true);
    expect(holds('vehicle', 'notIn', ['train'], { vehicle: 'plane' }, ctx)).toBe(true);
    expect(holds('vehicle', 'eq', 'plane', { vehicle: 'plane' }, ctx)).toBe(true);
    expect(holds('tags', 'in', ['b'], { tags: ['a', 'b'] }, ctx)).toBe(true);
    expect(holds('tags', 'eq', ['b', 'a'], { tags: ['a', 'b'] }, ctx)).toBe(true);
    expect(holds('vehicle', 'gt', 'a', { vehicle: 'b' }, ctx)).toBe(false);
  });

  it('tests users, including the initiator', () => {
    const ctx = { initiatorId: 'user:alice', fieldTypes: { owner: 'user' as const } };
    expect(holds('$initiator', 'in', ['user:alice', 'user:bob'], {}, ctx)).toBe(true);
    expect(holds('$initiator', 'notIn', ['user:alice'], {}, ctx)).toBe(false);
    expect(holds('owner', 'in', ['user:bob'], { owner: 'user:bob' }, ctx)).toBe(true);
    expect(holds('$initiator', 'eq', 'user:alice', {}, ctx)).toBe(false);
    expect(holds('$initiator', 'in', ['user:alice'], {}, {})).toBe(false);
  });

  it('fails conditions on an empty value except the emptiness tests', () => {
    for (const op of ['ne', 'notIn', 'notContains', 'lt']) expect(holds('x', op, op === 'notIn' ? ['a'] : 'a', {})).toBe(false);
  });

  it('evaluates expression values with the safe evaluator', () => {
    expect(holds('days', 'lte', '{{ limit * 2 }}', { days: 6, limit: 3 })).toBe(true);
    expect(holds('days', 'gt', '{{ limit * 2 }}', { days: 6, limit: 3 })).toBe(false);
    expect(holds('days', 'gt', '{{ constructor.constructor("return 1")() }}', { days: 6 })).toBe(false);
    expect(holds('days', 'gt', '{{ 1 + }}', { days: 6 })).toBe(false);
  });

  it('never throws, and an unknown operator is false', () => {
    expect(holds('n', 'approx', 1, { n: 1 })).toBe(false);
    expect(holds('n', 'toString', 1, { n: 1 })).toBe(false);
    fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (field, op, value, values) => {
      expect(typeof evaluateCondition({ field, op, value } as Condition, values as never)).toBe('boolean');
    }));
  });
});

describe('evaluateConditions', () => {
  const big = { field: 'n', op: 'gt', value: 5 } as const;
  const odd = { field: 'odd', op: 'eq', value: 'yes' } as const;
  it('joins conditions by the group relation and ORs the groups', () => {
    expect(evaluateConditions([{ relation: 'and', conditions: [big, odd] }], { n: 7, odd: 'no' })).toBe(false);
    expect(evaluateConditions([{ relation: 'or', conditions: [big, odd] }], { n: 7, odd: 'no' })).toBe(true);
    expect(evaluateConditions([{ relation: 'and', conditions: [odd] }, { relation: 'and', conditions: [big] }], { n: 7 })).toBe(true);
  });

  it('never matches without conditions', () => {
    expect(evaluateConditions([], { n: 7 })).toBe(false);
    expect(evaluateConditions([{ relation: 'and', conditions: [] }], { n: 7 })).toBe(false);
    expect(evaluateConditions(null as never, { n: 7 })).toBe(false);
  });
});
