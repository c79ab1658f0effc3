import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, expressionLimits } from '../../../engine/index';

const thrown = (run: () => unknown): ExpressionError => {
  try {
    run();
  } catch (e) {
    return e as ExpressionError;
  }
  throw new Error('expected the evaluation to throw');
};

describe('expression result limits', () => {
  const half = 'x'.repeat(expressionLimits.maxTextLength / 2 + 1);

  it('refuses text longer than maxTextLength from concat and from +', () => {
    for (const source of ['concat(a, a)', 'a + a']) {
      const e = thrown(() => evaluateExpression(source, { a: half }));
      expect(e).toBeInstanceOf(ExpressionError);
      expect(e.code).toBe('limit');
      expect(e.messageKey).toBe('limitResult');
    }
    expect(evaluateExpression('len(concat(a, "y"))', { a: half })).toBe(half.length + 1);
  });

  it('refuses arrays longer than maxArrayLength', () => {
    const rows = Array.from({ length: expressionLimits.maxArrayLength / 2 + 1 }, (_, i) => i);
    expect(thrown(() => evaluateExpression('concat(rows, rows)', { rows })).messageKey).toBe('limitResult');
  });
});
