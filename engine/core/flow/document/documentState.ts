/** The life cycle of a record of a function with a flow (DESIGN.md section 7). */
export const DOCUMENT_STATES = ['draft', 'inApproval', 'approved', 'rejected', 'canceled', 'recalled', 'abnormal'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** States in which a record's values change only through its flow, and it cannot be deleted. */
export const LOCKED_DOCUMENT_STATES: readonly DocumentState[] = ['inApproval', 'approved', 'abnormal'];

/** Whether `value` is a document state. */
export function isDocumentState(value: unknown): value is DocumentState {
  return typeof value === 'string' && (DOCUMENT_STATES as readonly string[]).includes(value);
}

/** Whether a record in `state` is locked against edits and deletes through the record API. */
export function isDocumentLocked(state: string): boolean {
  return (LOCKED_DOCUMENT_STATES as readonly string[]).includes(state);
}

/**
 * A record's document state from its latest process: none = draft; a
 * process handed back to its initiator (`toSubmit`) is `rejected` when a
 * rejection will resume at a node, else `recalled` (recall, forced return);
 * an intervention counts as canceled.
 */
export function documentStateOf(latest: { state: string; resumeNodeId: string | null } | null | undefined): DocumentState {
  if (!latest) return 'draft';
  switch (latest.state) {
    case 'initializing': case 'inApproval': return 'inApproval';
    case 'approved': return 'approved';
    case 'rejected': return 'rejected';
    case 'canceled': case 'interventionEnded': return 'canceled';
    case 'abnormal': return 'abnormal';
    case 'toSubmit': return latest.resumeNodeId ? 'rejected' : 'recalled';
    default: return 'draft';
  }
}
