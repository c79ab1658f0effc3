import type { PageAnswer } from '../../api';
import { pageAbnormal, pageAllProcesses, pageCc, pageMine, pagePending, pageReviewed, type ProcessRow } from '../../api/bpm';

const SOURCE_SIZE = 100;

/** The processes an administrator can reach without a tenant-wide list: theirs, reviewed, copied, pending, abnormal. */
async function reachableProcesses(): Promise<ProcessRow[]> {
  const q = { current: 1, size: SOURCE_SIZE };
  const pages = await Promise.all([pageAbnormal(q, true), pagePending(q), pageMine(q), pageReviewed(q), pageCc(q)]
    .map((p) => p.then((a) => a.records, () => [] as ProcessRow[])));
  const byId = new Map<number, ProcessRow>();
  for (const row of pages.flat()) {
    if (!byId.has(row.processInstanceId)) byId.set(row.processInstanceId, { ...row, taskId: undefined, read: undefined });
  }
  return [...byId.values()].sort((a, b) => String(b.startedAt ?? '').localeCompare(String(a.startedAt ?? '')));
}

/**
 * Every instance of the tenant for process management. API.md names no such
 * list yet: when `selectAllProcessByPage` is not answered, the page lists the
 * processes the administrator can reach (and says so).
 */
export async function loadProcesses(q: { current: number; size: number }): Promise<PageAnswer<ProcessRow> & { partial: boolean }> {
  try {
    return { ...(await pageAllProcesses(q)), partial: false };
  } catch {
    const all = await reachableProcesses();
    const start = (q.current - 1) * q.size;
    return { records: all.slice(start, start + q.size), total: all.length, partial: true };
  }
}

/** Spec 001 section 4: forced return and change of approver only while in approval or abnormal. */
export const isOperable = (row: ProcessRow): boolean => row.state === 'inApproval' || row.state === 'abnormal';
