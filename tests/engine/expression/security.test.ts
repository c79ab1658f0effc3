import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpressionError, evaluateExpression, expressionLimits } from '../../../engine/core/expression';
import payloads from './fixtures/escape-payloads.json';
import { createHostileScope, snapshotPrototypes } from './scope-fixture';

interface Payload { src: string; expect: string; value?: unknown }

const nested = (open: string, close: string, n: number) => open.repeat(n) + '1' + close.repeat(n);

/** Payloads too long or too deep to write out by hand. */
const generated: Payload[] = [
  { src: '1+'.repeat(expressionLimits.maxLength / 2) + '1', expect: 'limit' },
  { src: 'a'.repeat(expressionLimits.maxLength + 1), expect: 'limit' },
  { src: '-'.repeat(200) + '1', expect: 'limit' },
  { src: '!'.repeat(1990) + '1', expect: 'limit' },
  { src: nested('[', ']', 100), expect: 'limit' },
  { src: nested('abs(', ')', 100), expect: 'limit' },
  { src: '$values' + '.a'.repeat(100), expect: 'limit' },
  { src: Array(100).fill('1').join('+'), expect: 'limit' },
  { src: nested('(', ')', 990), expect: 'harmless', value: 1 },
  { src: nested('[', ']', 990), expect: 'limit' },
  { src: 'true ? '.repeat(200) + '1' + ' : 0'.repeat(200), expect: 'limit' },
];

function run(payload: Payload): { value?: unknown; error?: unknown } {
  try {
    return { value: evaluateExpression(payload.src, createHostileScope()) };
  } catch (error) {
    return { error };
  }
}

describe('escape payloads', () => {
  let before: ReturnType<typeof snapshotPrototypes>;
  beforeAll(() => { before = snapshotPrototypes(); });

  it.each([...(payloads as Payload[]), ...generated].map((p) => [p.src.slice(0, 60), p] as const))(
    '%s',
    (_, payload) => {
      const { value, error } = run(payload);
      if (payload.expect === 'harmless') {
        expect(error).toBeUndefined();
        expect(typeof value).not.toBe('function');
        // JSON cannot say undefined; a null in the fixture stands for either.
        if ('value' in payload) expect(value ?? null).toEqual(payload.value);
        return;
      }
      expect(error).toBeInstanceOf(ExpressionError);
      if (payload.expect !== 'error') expect((error as ExpressionError).code).toBe(payload.expect);
    },
  );

  afterAll(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(snapshotPrototypes()).toEqual(before);
  });
});

describe('after the corpus', () => {
  it('leaves prototypes unpolluted', () => {
    for (const payload of payloads as Payload[]) run(payload);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.getPrototypeOf(createHostileScope().$values)).toBe(Object.prototype);
  });
});

describe('property reads', () => {
  const scope = createHostileScope();

  it('reads own data of plain objects and arrays, and length', () => {
    expect(evaluateExpression("$values.amount + $deps[1] + $deps['length']", scope)).toBe(9);
    expect(evaluateExpression('lines[1].amount', scope)).toBe(250);
    expect(evaluateExpression('$values.missing', scope)).toBeUndefined();
    expect(evaluateExpression('$deps[7]', scope)).toBeUndefined();
  });

  it('refuses getters on plain objects but reads own getters of host objects', () => {
    const plain = Object.defineProperty({}, 'x', { get: () => 1, enumerable: true });
    expect(() => evaluateExpression('o.x', { o: plain })).toThrow(ExpressionError);
    class Model { constructor() { Object.defineProperty(this, 'x', { get: () => 2 }); } }
    expect(evaluateExpression('m.x', { m: new Model() })).toBe(2);
  });

  it('refuses getters that hand out functions', () => {
    class Model { get fn() { return () => 1; } }
    const own = Object.defineProperty(new Model(), 'own', { get: () => () => 1 });
    expect(() => evaluateExpression('m.fn', { m: own })).toThrow(ExpressionError);
    expect(() => evaluateExpression('m.own', { m: own })).toThrow(ExpressionError);
  });

  it('uses own scope properties only', () => {
    const inherited = Object.create({ secret: 1 });
    expect(evaluateExpression('secret', inherited)).toBeUndefined();
    expect(evaluateExpression('hasOwnProperty', {})).toBeUndefined();
    expect(evaluateExpression('toString == null && valueOf == null', {})).toBe(true);
  });

  it('treats member access on null and undefined as undefined', () => {
    expect(evaluateExpression('missing.deep.path', {})).toBeUndefined();
    expect(evaluateExpression('n?.x', { n: null })).toBeUndefined();
  });

  it('refuses keys that are neither text nor numbers', () => {
    expect(() => evaluateExpression('$deps[[0]]', scope)).toThrow(ExpressionError);
    expect(() => evaluateExpression('$deps[true]', scope)).toThrow(ExpressionError);
  });

  it('wraps errors thrown by host code', () => {
    const boom = () => { throw new TypeError('boom'); };
    const error = (() => { try { evaluateExpression('boom()', { boom }); } catch (e) { return e; } })();
    expect(error).toBeInstanceOf(ExpressionError);
    expect((error as ExpressionError).code).toBe('runtime');
    expect((error as ExpressionError).cause).toBeInstanceOf(TypeError);
  });
});
