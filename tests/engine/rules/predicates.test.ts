import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError } from '@engine';

const lines = [{ quantity: 2, price: 100 }, { quantity: 0, price: 50 }, { quantity: 7, price: 10 }];

describe('row aggregates and predicates', () => {
  it('any, all and count take a row condition; $ is the record', () => {
    const scope = { lines, max: 5, $: { max: 5 } };
    expect(evaluateExpression("any(lines, 'quantity <= 0')", scope)).toBe(true);
    expect(evaluateExpression("all(lines, 'price > 0')", scope)).toBe(true);
    expect(evaluateExpression("all(lines, 'quantity > 0')", scope)).toBe(false);
    expect(evaluateExpression("count(lines, 'quantity > $.max')", scope)).toBe(1);
    expect(evaluateExpression('count(lines)', scope)).toBe(3);
    expect(evaluateExpression("sum(lines, 'price')", scope)).toBe(160);
    expect(evaluateExpression("min(lines, 'quantity') == 0 && max(lines, 'quantity') == 7 && len(lines) == 3", scope)).toBe(true);
    expect(evaluateExpression('any([0, 0, 1]) && !all([1, 0])', {})).toBe(true);
    expect(evaluateExpression("all(missing, 'x')", {})).toBe(true);
  });

  it('compares dates, money and text', () => {
    expect(evaluateExpression("'2026-01-02' > '2026-01-01' && 150000 <= 200000 && 'abc' < 'abd'", {})).toBe(true);
    expect(evaluateExpression('now() > today()', {})).toBe(true);
  });

  it('a predicate spends the outer step budget', () => {
    const rows = Array.from({ length: 9000 }, (_, i) => ({ n: i }));
    expect(() => evaluateExpression("count(rows, 'n + n + n + n + n + n + n + n + n + n + n + n + n > 0 && n + n + n > 0')", { rows }))
      .toThrow(ExpressionError);
  });

  it('refuses a non-text condition and non-array rows', () => {
    expect(() => evaluateExpression('any(lines, 3)', { lines })).toThrow(ExpressionError);
    expect(() => evaluateExpression("all(5, 'x')", {})).toThrow(ExpressionError);
  });
});
