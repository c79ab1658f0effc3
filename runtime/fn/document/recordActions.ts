import { isDocumentLocked } from '../../../engine/index';
import type { RecordRow } from '../../api';

/**
 * Whether a list row offers edit and delete: never while its document state
 * locks it (the server refuses those too), and a record handed back to its
 * initiator (recalled, rejected) is changed by the initiator only. The
 * server's data scope still decides; this only avoids offering a refusal.
 */
export function rowActions(row: RecordRow, userId: string | number | undefined): { edit: boolean; delete: boolean } {
  const state = row.docState ?? 'draft';
  if (isDocumentLocked(state)) return { edit: false, delete: false };
  const returned = state === 'recalled' || state === 'rejected';
  const mine = userId !== undefined && String(row.createdBy) === String(userId);
  // A recalled record's process is still open: it is canceled before the record can go.
  return { edit: !returned || mine, delete: state !== 'recalled' };
}
