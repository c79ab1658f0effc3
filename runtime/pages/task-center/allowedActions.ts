import type { ProcessDetail } from '../../api';

export type DrawerAction = 'approve' | 'reject' | 'addSign' | 'transfer' | 'recall' | 'resubmit' | 'markRead';

/**
 * The actions the drawer offers, from the process state and the caller's
 * place in it (spec 001 section 4): an approver with a pending task approves,
 * rejects, adds signers or transfers; the initiator recalls while in approval
 * and resubmits while it waits for submission; a CC recipient marks it read.
 */
export function allowedActions(detail: ProcessDetail, userId: number | string | undefined, ccUnread: boolean): DrawerAction[] {
  const { instance, viewer } = detail;
  const out: DrawerAction[] = [];
  if (viewer.role === 'approver' && viewer.taskId !== null && instance.state === 'inApproval') {
    out.push('approve', 'reject', 'addSign', 'transfer');
  }
  const isInitiator = userId !== undefined && String(instance.initiatorId) === String(userId);
  if (isInitiator && instance.state === 'inApproval') out.push('recall');
  if (isInitiator && instance.state === 'toSubmit') out.push('resubmit');
  if (viewer.role === 'cc' && ccUnread) out.push('markRead');
  return out;
}
