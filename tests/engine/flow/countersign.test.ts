import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countersignOutcome, methodOutcome, nextSequentialAssignee, orSignOutcome, requiredApprovals, sequentialOutcome,
} from '@engine';

// A valid tally: 1-40 assignees, some approved, some rejected, the rest undecided.
const tallyArb = fc.integer({ min: 1, max: 40 }).chain((assigned) => fc.integer({ min: 0, max: assigned }).chain((approved) =>
  fc.integer({ min: 0, max: assigned - approved }).map((rejected) => ({ assigned, approved, rejected }))));
const percentArb = fc.integer({ min: 1, max: 100 });

// Brute force: try every way the undecided assignees could still vote.
function oracle({ assigned, approved, rejected, percent }: { assigned: number; approved: number; rejected: number; percent: number }) {
  const reached = (n: number) => n * 100 >= percent * assigned;
  if (reached(approved)) return 'pass';
  const remaining = assigned - approved - rejected;
  for (let k = 0; k <= remaining; k += 1) if (reached(approved + k)) return 'pending';
  return 'reject';
}

describe('countersignOutcome', () => {
  it('uses exact integer arithmetic at the threshold', () => {
    expect(requiredApprovals(3, 60)).toBe(2);
    expect(requiredApprovals(5, 60)).toBe(3);
    expect(requiredApprovals(10, 33)).toBe(4);
    expect(requiredApprovals(7, 100)).toBe(7);
    expect(countersignOutcome({ assigned: 5, approved: 3, rejected: 0, percent: 60 })).toBe('pass');
    expect(countersignOutcome({ assigned: 5, approved: 2, rejected: 2, percent: 60 })).toBe('pending');
    expect(countersignOutcome({ assigned: 5, approved: 2, rejected: 3, percent: 60 })).toBe('reject');
    expect(countersignOutcome({ assigned: 2, approved: 1, rejected: 1, percent: 50 })).toBe('pass');
  });

  it('matches the brute-force oracle and is never both pass and reject (property)', () => {
    fc.assert(fc.property(tallyArb, percentArb, (tally, percent) => {
      const outcome = countersignOutcome({ ...tally, percent });
      const { assigned, approved, rejected } = tally;
      const remaining = assigned - approved - rejected;
      expect(outcome === 'pass').toBe(approved * 100 >= percent * assigned);
      expect(outcome === 'reject').toBe((approved + remaining) * 100 < percent * assigned);
      expect(outcome).toBe(oracle({ ...tally, percent }));
      expect(approved >= requiredApprovals(assigned, percent)).toBe(outcome === 'pass');
      expect(requiredApprovals(assigned, percent)).toBe(Math.ceil((percent * assigned) / 100));
    }), { numRuns: 2000 });
  });

  it('never changes its mind once decided, whatever votes follow (property)', () => {
    const votesArb = fc.integer({ min: 1, max: 12 }).chain((assigned) => fc.tuple(fc.constant(assigned), fc.array(fc.boolean(), { minLength: assigned, maxLength: assigned })));
    fc.assert(fc.property(votesArb, percentArb, ([assigned, votes], percent) => {
      let approved = 0;
      let rejected = 0;
      let decided: string | null = null;
      for (const yes of votes) {
        if (yes) approved += 1; else rejected += 1;
        const outcome = countersignOutcome({ assigned, approved, rejected, percent });
        if (decided) expect(outcome).toBe(decided);
        else if (outcome !== 'pending') decided = outcome;
      }
      expect(decided).not.toBeNull();
    }));
  });

  it('throws on tallies that cannot happen', () => {
    expect(() => countersignOutcome({ assigned: 2, approved: 2, rejected: 1, percent: 50 })).toThrow(RangeError);
    expect(() => countersignOutcome({ assigned: 0, approved: 0, rejected: 0, percent: 50 })).toThrow(RangeError);
    expect(() => countersignOutcome({ assigned: 2, approved: 1, rejected: 0, percent: 0 })).toThrow(RangeError);
    expect(() => countersignOutcome({ assigned: 2, approved: 0.5, rejected: 0, percent: 50 })).toThrow(RangeError);
  });
});

describe('or-sign and sequential', () => {
  it('or-sign passes on the first approval and rejects when everyone rejected', () => {
    expect(orSignOutcome({ assigned: 3, approved: 1, rejected: 2 })).toBe('pass');
    expect(orSignOutcome({ assigned: 3, approved: 0, rejected: 2 })).toBe('pending');
    expect(orSignOutcome({ assigned: 3, approved: 0, rejected: 3 })).toBe('reject');
  });

  it('sequential walks the assignees in order; one rejection rejects', () => {
    const people = ['user:bob', 'user:carol', 'user:dave'];
    expect(nextSequentialAssignee(people, 0)).toBe('user:bob');
    expect(nextSequentialAssignee(people, 2)).toBe('user:dave');
    expect(nextSequentialAssignee(people, 3)).toBeNull();
    expect(sequentialOutcome({ assigned: 3, approved: 2, rejected: 0 })).toBe('pending');
    expect(sequentialOutcome({ assigned: 3, approved: 3, rejected: 0 })).toBe('pass');
    expect(sequentialOutcome({ assigned: 3, approved: 1, rejected: 1 })).toBe('reject');
  });

  it('methodOutcome dispatches on the method', () => {
    const tally = { assigned: 2, approved: 1, rejected: 0 };
    expect(methodOutcome({ kind: 'countersign', percent: 50 }, tally)).toBe('pass');
    expect(methodOutcome({ kind: 'countersign', percent: 51 }, tally)).toBe('pending');
    expect(methodOutcome({ kind: 'orSign' }, tally)).toBe('pass');
    expect(methodOutcome({ kind: 'sequential' }, tally)).toBe('pending');
    expect(() => methodOutcome({ kind: 'vote' } as never, tally)).toThrow(TypeError);
  });
});
