import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluateExpression, expressionLimits } from '../../../engine/core/expression';
import { createHostileScope, snapshotPrototypes } from './scope-fixture';

const lines = [{ amount: 2, qty: 1 }, { amount: 3.5, qty: 4 }, { amount: 10, qty: 0 }];
const run = (src: string, scope: object = { lines, rate: 2 }) => evaluateExpression(src, scope);
const refusal = (src: string, scope: object = { lines }) => {
  try {
    run(src, scope);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError);
    return error as ExpressionError;
  }
  throw new Error(`${src} was not refused`);
};

describe('arrow functions as arguments of the list methods', () => {
  it.each([
    ['lines.reduce((s, r) => s + r.amount, 0)', 15.5],
    ['lines.reduce((s, r) => s + r.amount * r.qty, 0)', 16],
    ['lines.map(r => r.amount * rate)', [4, 7, 20]],
    ['lines.map((r, i) => i)', [0, 1, 2]],
    ['lines.filter((r) => r.qty > 0).map(r => r.amount)', [2, 3.5]],
    ['lines.some(r => r.amount > 5)', true],
    ['lines.every(r => r.amount > 5)', false],
    ['lines.find(r => r.qty === 4).amount', 3.5],
    ['lines.find(r => r.qty === 9)', undefined],
    ['sum(lines.map(r => r.amount))', 15.5],
    ['lines.map(r => lines.filter(q => q.amount < r.amount).length)', [0, 1, 2]],
    ['lines.map(r => r.qty).reduce((a, b) => a + b)', 5],
  ])('%s', (src, value) => {
    expect(run(src)).toEqual(value);
  });

  it('reduce without a start value starts from the first item, as in JavaScript', () => {
    expect(refusal('lines.reduce((a, b) => a + b.qty)').code).toBe('type');
  });

  it('treats a missing list as empty, so totals of an empty form are the start value', () => {
    expect(run('rows.reduce((s, r) => s + r.amount, 0)', {})).toBe(0);
    expect(run('rows.map(r => r.amount)', { rows: null })).toEqual([]);
  });

  it('parameters shadow scope variables only inside the arrow', () => {
    expect(run('lines.map(rate => rate.qty)', { lines, rate: 7 })).toEqual([1, 4, 0]);
    expect(run('lines.map(r => rate)', { lines, rate: 7 })).toEqual([7, 7, 7]);
  });

  it.each([
    ['lines.map(r => r.constructor)', 'forbidden', 'Property "constructor" is not readable'],
    ['lines.map(r => r.__proto__)', 'forbidden', 'Property "__proto__" is not readable'],
    ["lines.map(r => r['__proto__'])", 'forbidden', 'Property "__proto__" is not readable'],
    ['lines.map(r => this)', 'forbidden', 'Access to "this" is not allowed'],
    ['lines.map(constructor => 1)', 'forbidden', 'Access to "constructor" is not allowed'],
    ['lines.map(r => r.amount.constructor)', 'forbidden', 'Property "constructor" is not readable'],
    ['lines.map(r => (q => q))', 'forbidden', 'Arrow functions are allowed only as the argument of a list method'],
    ['x => x', 'forbidden', 'Arrow functions are allowed only as the argument of a list method'],
    ['sum(r => r)', 'forbidden', 'Arrow functions are allowed only'],
    ['lines.toString()', 'forbidden', 'list methods map, filter, some, every, find, reduce can be called'],
    ["lines['map'](r => r)", 'forbidden', 'list methods'],
    ['lines.map(sum)', 'type', 'must be an arrow function'],
    ['rate.map(r => r)', 'type', 'can only be called on a list'],
    ['lines.map(({ a }) => a)', 'syntax', ''],
    ['lines.map((a, a) => a)', 'syntax', 'duplicate arrow parameter'],
  ])('refuses %s', (src, code, message) => {
    const error = refusal(src, { lines, rate: 2 });
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });

  it('globals are not variables: globalThis, window and process read as undefined', () => {
    expect(run('lines.map(r => globalThis)')).toEqual([undefined, undefined, undefined]);
    expect(run('lines.map(r => process)')).toEqual([undefined, undefined, undefined]);
    expect(refusal('lines.map(r => globalThis.constructor)').code).toBe('forbidden');
  });

  it('never hands the arrow to a scope function or host object', () => {
    const seen: unknown[] = [];
    const scope = { lines, keep: (v: unknown) => (seen.push(v), 1) };
    expect(refusal('keep(r => r)', scope).code).toBe('forbidden');
    expect(seen).toEqual([]);
  });

  it('stays inside the step budget', () => {
    const big = Array.from({ length: 1000 }, (_, i) => ({ amount: i }));
    const error = refusal('big.map(a => big.map(b => a.amount + b.amount))', { big });
    expect(error.code).toBe('limit');
    expect(error.message).toContain(String(expressionLimits.maxSteps));
  });

  it('leaves the prototypes of a hostile scope untouched', () => {
    const before = snapshotPrototypes();
    for (const src of ['items.map(x => x.constructor)', 'items.map(x => x.__proto__)', 'items.reduce((a, b) => a, $self)']) {
      try { evaluateExpression(src, { ...createHostileScope(), items: [{}] }); } catch { /* refused */ }
    }
    expect(snapshotPrototypes()).toEqual(before);
  });
});
