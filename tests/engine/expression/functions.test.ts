import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpressionError, evaluateExpression, expressionFunctions } from '../../../engine/core/expression';

const lines = [{ amount: 1050 }, { amount: null }, { amount: '200' }, {}, { amount: NaN }, { amount: -50 }];
const run = (src: string, scope: object = {}) => evaluateExpression(src, { lines, ...scope });

describe('aggregates', () => {
  it.each([
    ["sum(lines, 'amount')", 1200],
    ['sum([1, 2, null, 3])', 6],
    ['sum(1, 2, 3)', 6],
    ['sum([])', 0],
    ['sum(missing)', 0],
    ['count(lines)', 6],
    ['count(missing)', 0],
    ["min(lines, 'amount')", -50],
    ["max(lines, 'amount')", 1050],
    ['max(3, 9, 4)', 9],
    ['min([])', null],
    ["avg(lines, 'amount')", 400],
    ['avg([])', null],
  ])('%s', (src, expected) => {
    expect(run(src)).toEqual(expected);
  });

  it('rejects a key that is not text', () => {
    expect(() => run('sum(lines, 1)')).toThrow(ExpressionError);
  });
});

describe('numbers', () => {
  it.each([
    ['round(1.005, 2)', 1.01],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(1234.5678, -2)', 1200],
    ['round(-0.4)', 0],
    ["round('3.14159', 3)", 3.142],
    ['round(null)', null],
    ['abs(-4)', 4],
    ["abs('x')", null],
  ])('%s', (src, expected) => {
    expect(run(src)).toEqual(expected);
  });

  it('refuses odd digit counts', () => {
    expect(() => run('round(1, 0.5)')).toThrow(ExpressionError);
    expect(() => run('round(1, 16)')).toThrow(ExpressionError);
  });
});

describe('text and collections', () => {
  it.each([
    ["len('hello')", 5],
    ['len([1, 2])', 2],
    ['len(null)', 0],
    ["includes([1, 'a'], 'a')", true],
    ['includes([1, 2], 3)', false],
    ["includes('invoice', 'voice')", true],
    ["includes(null, 'x')", false],
    ['isEmpty(null)', true],
    ["isEmpty('')", true],
    ['isEmpty([])', true],
    ['isEmpty(obj)', true],
    ['isEmpty(0)', false],
    ["isEmpty(' ')", false],
    ["concat('a', 1, null, true)", 'a1true'],
    ['concat([1], 2, [3, [4]])', [1, 2, 3, [4]]],
  ])('%s', (src, expected) => {
    expect(run(src, { obj: {} })).toEqual(expected);
  });

  it('refuses values it cannot measure', () => {
    expect(() => run('len(5)')).toThrow(ExpressionError);
    expect(() => run('includes(5, 5)')).toThrow(ExpressionError);
  });
});

describe('dates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["daysBetween('2024-01-01', '2024-01-05')", 4],
    ["daysBetween('2024-03-05', '2024-03-01')", -4],
    ["daysBetween('2024-02-28', '2024-03-01')", 2],
    ["daysBetween('2024-03-30T23:59:00Z', '2024-03-31 00:01:00')", 1],
    ["daysBetween('2024-02-30', '2024-03-01')", null],
    ["daysBetween('soon', '2024-03-01')", null],
    ["daysBetween(null, '2024-03-01')", null],
  ])('%s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('counts days for Date objects by their calendar date', () => {
    expect(run('daysBetween(a, b)', { a: new Date(2024, 0, 1, 23), b: new Date(2024, 0, 3, 1) })).toBe(2);
  });

  it('gives today as local YYYY-MM-DD', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 6, 9, 12));
    expect(run('today()')).toBe('2024-07-09');
    expect(run('daysBetween(today(), "2024-07-19")')).toBe(10);
  });
});

describe('catalogue', () => {
  it('documents every built-in once', () => {
    const names = expressionFunctions.map((fn) => fn.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['sum', 'count', 'min', 'max', 'avg', 'round', 'abs',
      'len', 'includes', 'isEmpty', 'concat', 'daysBetween', 'today']));
    for (const fn of expressionFunctions) {
      expect(fn.signature).toContain(fn.name);
      expect(fn.summary.length).toBeGreaterThan(0);
      expect(Object.isFrozen(fn)).toBe(true);
    }
  });
});
