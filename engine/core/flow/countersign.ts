import type { ApprovalMethod } from './types';

/** Where an approver node stands. */
export type NodeOutcome = 'pass' | 'reject' | 'pending';

/** The decisions so far on one approver node. */
export interface ApprovalTally {
  /** Assignees of the node (at least 1; an empty node follows its emptyApprover policy instead). */
  assigned: number;
  approved: number;
  rejected: number;
}

function checkTally({ assigned, approved, rejected }: ApprovalTally): void {
  const whole = [assigned, approved, rejected].every((n) => Number.isSafeInteger(n) && n >= 0);
  if (!whole || assigned < 1 || approved + rejected > assigned) {
    throw new RangeError(`invalid approval tally: assigned ${assigned}, approved ${approved}, rejected ${rejected}`);
  }
}

function checkPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new RangeError(`countersign percent must be a whole number 1-100, got ${percent}`);
  }
}

/**
 * Approvals a countersign of `percent` needs among `assigned` assignees:
 * ceil(percent * assigned / 100), in integers so that 3 x 60% is exactly 2.
 */
export function requiredApprovals(assigned: number, percent: number): number {
  checkPercent(percent);
  return Math.floor((percent * assigned + 99) / 100);
}

/**
 * Countersign: passes once approved * 100 >= percent * assigned; rejects as
 * soon as even approvals from every undecided assignee could not get there;
 * pending otherwise. Throws on a tally that cannot happen.
 */
export function countersignOutcome(tally: ApprovalTally & { percent: number }): NodeOutcome {
  checkTally(tally);
  checkPercent(tally.percent);
  const { assigned, approved, rejected, percent } = tally;
  const target = percent * assigned;
  if (approved * 100 >= target) return 'pass';
  const remaining = assigned - approved - rejected;
  return (approved + remaining) * 100 < target ? 'reject' : 'pending';
}

/** Or-sign: the first approval passes; rejection by every assignee rejects. */
export function orSignOutcome(tally: ApprovalTally): NodeOutcome {
  checkTally(tally);
  if (tally.approved >= 1) return 'pass';
  return tally.rejected >= tally.assigned ? 'reject' : 'pending';
}

/** Sequential: one rejection rejects; the node passes when the last assignee approves. */
export function sequentialOutcome(tally: ApprovalTally): NodeOutcome {
  checkTally(tally);
  if (tally.rejected > 0) return 'reject';
  return tally.approved >= tally.assigned ? 'pass' : 'pending';
}

/** The outcome of a node under its approval method. */
export function methodOutcome(method: ApprovalMethod, tally: ApprovalTally): NodeOutcome {
  switch (method.kind) {
    case 'countersign': return countersignOutcome({ ...tally, percent: method.percent });
    case 'orSign': return orSignOutcome(tally);
    case 'sequential': return sequentialOutcome(tally);
    default: throw new TypeError(`unknown approval method ${JSON.stringify((method as { kind?: unknown }).kind)}`);
  }
}

/**
 * The sequential assignee whose turn it is after `approved` approvals, in the
 * order resolved for the node, or null when everyone has approved.
 */
export function nextSequentialAssignee<T>(assignees: readonly T[], approved: number): T | null {
  if (!Number.isSafeInteger(approved) || approved < 0) throw new RangeError(`invalid approval count ${approved}`);
  return approved < assignees.length ? assignees[approved] : null;
}
