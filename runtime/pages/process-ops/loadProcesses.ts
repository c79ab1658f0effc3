import type { PageAnswer } from '../../api';
import { pageAbnormal, pageAllProcesses, type ProcessRow } from '../../api/bpm';

/**
 * Every instance of the tenant for process management. API.md names no such
 * list yet, so when `selectAllProcessByPage` is not answered the page shows
 * the abnormal ones (the instances operations care about most) and says so.
 */
export async function loadProcesses(q: { current: number; size: number }): Promise<PageAnswer<ProcessRow> & { partial: boolean }> {
  try {
    return { ...(await pageAllProcesses(q)), partial: false };
  } catch {
    return { ...(await pageAbnormal(q)), partial: true };
  }
}

/** Spec 001 section 4: forced return and change of approver only while in approval or abnormal. */
export const isOperable = (row: ProcessRow): boolean => row.state === 'inApproval' || row.state === 'abnormal';
