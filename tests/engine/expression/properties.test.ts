import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluateExpression } from '@engine';
import { BINARY_OPS, type RefNode, print, reference } from './reference-interpreter';
import { createHostileScope, snapshotPrototypes } from './scope-fixture';

const { tree } = fc.letrec<{ tree: RefNode; leaf: RefNode }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', maxDepth: 7 },
    tie('leaf'),
    fc.record({ kind: fc.constant('unary' as const), op: fc.constantFrom('-', '+', '!'), arg: tie('tree') }),
    fc.record({
      kind: fc.constant('binary' as const),
      op: fc.constantFrom(...BINARY_OPS),
      left: tie('tree'),
      right: tie('tree'),
    }),
    fc.record({ kind: fc.constant('cond' as const), test: tie('tree'), then: tie('tree'), else: tie('tree') }),
  ),
  leaf: fc.oneof(
    fc.nat(1000).map((value) => ({ kind: 'num' as const, value })),
    fc.nat(100_000).map((value) => ({ kind: 'num' as const, value: value / 100 })),
    fc.boolean().map((value) => ({ kind: 'bool' as const, value })),
    fc.constantFrom(null, undefined).map((value) => ({ kind: 'nullish' as const, value })),
  ),
}));

const TOKENS = [
  'a', 'b', '$values', '$form', '$self', 'lines', 'fmt', 'leak', 'evil', 'sum', 'concat', 'constructor',
  '__proto__', 'prototype', 'toString', 'this', 'new', 'process', "'amount'", "'__pro'", "'to__'", '1', '0',
  '.', '?.', '[', ']', '(', ')', ',', '+', '-', '*', '!', '?', ':', '&&', '||', '??', '==', '=', ' ', "'", '`',
];

const sourceText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 30 }).map((tokens) => tokens.join('')),
);

describe('properties', () => {
  it('agrees with a reference interpreter on arithmetic and comparisons', () => {
    fc.assert(
      fc.property(tree, (node) => {
        expect(Object.is(evaluateExpression(print(node), {}), reference(node))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('fails on random text with ExpressionError only, and pollutes nothing', () => {
    const before = snapshotPrototypes();
    fc.assert(
      fc.property(sourceText, (src) => {
        try {
          expect(typeof evaluateExpression(src, createHostileScope())).not.toBe('function');
        } catch (error) {
          if (!(error instanceof ExpressionError)) throw error;
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
    expect(snapshotPrototypes()).toEqual(before);
  });

  it("sums cents exactly: sum(lines, 'amount') equals the reduce", () => {
    const cents = fc.integer({ min: -1_000_000_00, max: 1_000_000_00 });
    const line = fc.record({ amount: fc.option(cents, { nil: undefined }), note: fc.string({ maxLength: 5 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const expected = lines.reduce((total, l) => total + (l.amount ?? 0), 0);
        expect(evaluateExpression("sum(lines, 'amount')", { lines })).toBe(expected);
        expect(evaluateExpression('sum(amounts)', { amounts: lines.map((l) => l.amount) })).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
