import type { AutoApprove } from './types';

/**
 * Whether a resolved approver passes by themselves under a node's
 * auto-approve rule: they started the instance, or (with `approvedBefore`)
 * they already approved an earlier node of it. Execution and simulation
 * both ask this.
 */
export function autoApproves(
  rule: AutoApprove | undefined, userId: number, initiatorId: number, approvedElsewhere: (userId: number) => boolean,
): boolean {
  if (rule?.initiatorIsApprover && userId === initiatorId) return true;
  return !!rule?.approvedBefore && approvedElsewhere(userId);
}
