import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectBranch, type ConditionGroup, type RouteNode } from '@engine';
import { overtimeFlow } from '../fixtures/flows';

describe('selectBranch', () => {
  const route = () => overtimeFlow().root.next as RouteNode;

  it('routes overtime by hours: over 8 to the countersign, else the default', () => {
    expect(selectBranch(route(), { hours: 9 })?.id).toBe('long');
    expect(selectBranch(route(), { hours: 8 })?.id).toBe('otherwise');
    expect(selectBranch(route(), {})?.id).toBe('otherwise');
  });

  it('tries branches by ascending priority, not list order, and skips the default', () => {
    const r = route();
    r.branches.push({ id: 'urgent', name: 'Urgent', priority: 0, conditionGroups: [{ relation: 'and', conditions: [{ field: 'hours', op: 'gt', value: 4 }] }], child: null });
    expect(selectBranch(r, { hours: 9 })?.id).toBe('urgent');
    r.branches[1].priority = -1; // the default branch is still tried last
    expect(selectBranch(r, { hours: 2 })?.id).toBe('otherwise');
  });

  it('answers null when nothing matches and there is no default (the instance becomes abnormal)', () => {
    const r = route();
    r.branches = r.branches.filter((b) => !b.default);
    expect(selectBranch(r, { hours: 1 })).toBeNull();
    expect(selectBranch({ branches: [] }, {})).toBeNull();
  });

  // Oracle: plain numeric comparisons on field x, written independently of the engine.
  const ops = { gt: (a: number, b: number) => a > b, gte: (a: number, b: number) => a >= b, lt: (a: number, b: number) => a < b,
    lte: (a: number, b: number) => a <= b, eq: (a: number, b: number) => a === b, ne: (a: number, b: number) => a !== b };
  type Op = keyof typeof ops;
  const conditionArb = fc.record({ field: fc.constant('x'), op: fc.constantFrom(...(Object.keys(ops) as Op[])), value: fc.integer({ min: -5, max: 5 }) });
  const groupArb = fc.record({ relation: fc.constantFrom<'and' | 'or'>('and', 'or'), conditions: fc.array(conditionArb, { maxLength: 3 }) });
  const branchesArb = fc.array(fc.record({
    priority: fc.integer({ min: 1, max: 6 }), default: fc.boolean(), conditionGroups: fc.array(groupArb, { maxLength: 3 }),
  }), { maxLength: 6 }).map((bs) => bs.map((b, i) => ({ ...b, id: `b${i}`, name: `B${i}`, child: null })));
  const matches = (groups: ConditionGroup[], x: number) => groups.some((g) => g.conditions.length > 0
    && (g.relation === 'and' ? g.conditions.every((c) => ops[c.op as Op](x, c.value as number)) : g.conditions.some((c) => ops[c.op as Op](x, c.value as number))));

  it('chooses the lowest-priority matching non-default branch, else the default (property)', () => {
    fc.assert(fc.property(branchesArb, fc.integer({ min: -6, max: 6 }), (branches, x) => {
      const candidates = branches.filter((b) => !b.default && matches(b.conditionGroups, x));
      const best = candidates.reduce<(typeof branches)[number] | null>((acc, b) => (!acc || b.priority < acc.priority ? b : acc), null);
      const expected = best ?? branches.find((b) => b.default) ?? null;
      expect(selectBranch({ branches }, { x })?.id ?? null).toBe(expected?.id ?? null);
    }), { numRuns: 500 });
  });
});
