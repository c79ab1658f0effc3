import { describe, expect, it } from 'vitest';
import {
  ExpressionError,
  compileExpression,
  expressionErrorMessages,
  expressionLimits,
  isExpressionText,
  stripExpressionBraces,
} from '../../../engine/core/expression';
import { LruCache } from '../../../engine/core/expression/cache';

describe('compileExpression', () => {
  it('compiles once and evaluates against many scopes', () => {
    const total = compileExpression("sum(lines, 'amount') * rate");
    expect(total({ lines: [{ amount: 2 }], rate: 3 })).toBe(6);
    expect(total({ lines: [], rate: 3 })).toBe(0);
    expect(compileExpression("sum(lines, 'amount') * rate")).toBe(total);
  });

  it('tolerates a missing scope', () => {
    expect(compileExpression('a ?? 1')(undefined as never)).toBe(1);
  });

  it('enforces the length and depth limits', () => {
    const tooLong = ' '.repeat(expressionLimits.maxLength) + '1';
    expect(() => compileExpression(tooLong)).toThrow(expect.objectContaining({ code: 'limit' }));
    const deepest = '-'.repeat(expressionLimits.maxDepth - 1) + '1';
    expect(compileExpression(deepest)({})).toBe(-1);
    expect(() => compileExpression('-' + deepest)).toThrow(expect.objectContaining({ code: 'limit' }));
  });

  it('throws coded, catalogued errors', () => {
    const error = (() => { try { compileExpression('constructor'); } catch (e) { return e; } })();
    expect(error).toBeInstanceOf(ExpressionError);
    expect(error).toMatchObject({
      name: 'ExpressionError',
      code: 'forbidden',
      messageKey: 'forbiddenName',
      params: ['constructor'],
      message: 'Access to "constructor" is not allowed',
    });
    expect(expressionErrorMessages.forbiddenName).toContain('{0}');
  });

  it('does not cache text that fails', () => {
    expect(() => compileExpression('1 +')).toThrow(ExpressionError);
    expect(() => compileExpression('1 +')).toThrow(ExpressionError);
  });
});

describe('LruCache', () => {
  it('forgets the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('keeps the order through repeated reads of the newest entry, a stored undefined and a clear', () => {
    const cache = new LruCache<string, number | undefined>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('u', undefined);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('u')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    // b is the oldest now (a and u were read after it): a new entry forgets b only.
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('u'), cache.get('a'), cache.get('c')]).toEqual([undefined, 1, 3]);
    cache.set('d', 4);
    expect(cache.get('u')).toBeUndefined();
    expect(cache.size).toBe(3);
    cache.clear();
    cache.set('e', 5);
    expect([cache.get('a'), cache.get('e'), cache.size]).toEqual([undefined, 5, 1]);
  });

  it('stays within the configured size for compiled expressions', () => {
    for (let i = 0; i < expressionLimits.cacheSize + 50; i += 1) compileExpression(`${i} + 1`);
    expect(compileExpression('1 + 1')({})).toBe(2);
  });

  it('rejects a capacity below one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});

describe('Formily expression text', () => {
  it.each([
    ['{{ $self.value }}', true, '$self.value'],
    ['  {{a +\n b}} ', true, 'a +\n b'],
    ['{{}}', true, ''],
    ['total: {{a}}', false, 'total: {{a}}'],
    ['{ a }', false, '{ a }'],
  ])('%j', (text, isExpression, inner) => {
    expect(isExpressionText(text)).toBe(isExpression);
    expect(stripExpressionBraces(text)).toBe(inner);
  });

  it('is false for non-text values', () => {
    expect(isExpressionText(42)).toBe(false);
    expect(isExpressionText(null)).toBe(false);
  });
});
