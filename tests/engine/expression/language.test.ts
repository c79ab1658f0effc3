import { describe, expect, it, vi } from 'vitest';
import { ExpressionError, compileExpression, evaluateExpression } from '@engine';

// The evaluator is engine core: it must run where React is absent.
vi.mock('react', () => {
  throw new Error('engine core must not import react');
});

const codeOf = (src: string, scope: object = {}): string | undefined => {
  try {
    evaluateExpression(src, scope);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError);
    return (error as ExpressionError).code;
  }
};

describe('literals and operators', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['7 % 4 - 10 / 4', 0.5],
    ["'a' + 1", 'a1'],
    ["\"double\" + 'single'", 'doublesingle'],
    ['-2 + +3', 1],
    ['!0', true],
    ['1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 4', false],
    ["1 == '1'", true],
    ["1 === '1'", false],
    ['1 != 2', true],
    ['null !== undefined', true],
    ['null ?? 5', 5],
    ['0 ?? 5', 0],
    ['0 || 5', 5],
    ["'' && x", ''],
    ['true ? 1 : 2', 1],
    ['false ? 1 : 0 ? 2 : 3', 3],
    ['[1, 2, 3][1]', 2],
    ['[]', []],
    ['undefined', undefined],
    ['null', null],
    ['1e3 + .5', 1000.5],
  ])('%s', (src, expected) => {
    expect(evaluateExpression(src, {})).toEqual(expected);
  });

  it('short-circuits logical operators', () => {
    expect(evaluateExpression('ok || boom()', { ok: 1, boom: () => { throw new Error('ran'); } })).toBe(1);
    expect(evaluateExpression('false && boom()', {})).toBe(false);
    expect(evaluateExpression('false ? boom() : 2', {})).toBe(2);
  });

  it('compares objects by identity, without coercing them', () => {
    const obj = { valueOf: () => 1 };
    expect(evaluateExpression('a == 1', { a: [1] })).toBe(false);
    expect(evaluateExpression('a == a', { a: obj })).toBe(true);
    expect(codeOf('a < 2', { a: obj })).toBe('type');
    expect(codeOf('-a', { a: [] })).toBe('type');
  });
});

describe('variables, members and calls', () => {
  const scope = { $values: { amount: 12, items: [{ qty: 2 }] }, $deps: [3], rate: 0.5, label: 'x' };

  it('reads scope variables and nested members', () => {
    expect(evaluateExpression('$values.amount * rate', scope)).toBe(6);
    expect(evaluateExpression("$values['items'][0].qty + $deps[0]", scope)).toBe(5);
    expect(evaluateExpression('$values.items.length', scope)).toBe(1);
    expect(evaluateExpression('$values?.missing?.deeper', scope)).toBeUndefined();
  });

  it('allows property names that are keywords', () => {
    expect(evaluateExpression('o.class + o.new', { o: { class: 1, new: 2 } })).toBe(3);
  });

  it('keeps undefined a constant', () => {
    expect(evaluateExpression('undefined', { undefined: 1 })).toBeUndefined();
  });

  it('calls functions the host put in the scope', () => {
    const double = vi.fn((n: number) => n * 2);
    expect(evaluateExpression('double($values.amount)', { ...scope, double })).toBe(24);
    expect(double).toHaveBeenCalledWith(12);
    expect(double.mock.contexts[0]).toBeUndefined();
  });

  it('prefers built-ins to scope functions of the same name', () => {
    expect(evaluateExpression('sum(1, 2)', { sum: () => 'shadowed' })).toBe(3);
  });

  it('refuses unknown functions when called', () => {
    const compiled = compileExpression('nope(1)');
    expect(() => compiled({})).toThrow(ExpressionError);
    expect(codeOf('nope(1)')).toBe('unknown-function');
    expect(codeOf('label(1)', scope)).toBe('unknown-function');
  });
});

describe('syntax errors', () => {
  it.each(['', '   ', '1 +', '(1', "'open", 'a b', '1;2', '[1,,2]', '/re/', '{a: 1}', 'a ? b'])(
    '%j is a syntax error',
    (src) => {
      expect(codeOf(src)).toBe('syntax');
    },
  );

  it('reports the position jsep gives', () => {
    expect(() => compileExpression('1 + * 2')).toThrow(/Expression syntax error/);
  });
});
