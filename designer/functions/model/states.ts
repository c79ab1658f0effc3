import type { FunctionRow, FunctionState } from '../../api';

/** Tag colours of the publication states (spec 001 section 4). */
export const STATE_COLOURS: Record<FunctionState, string> = {
  published: 'success',
  notPublished: 'default',
  updatePending: 'warning',
  disabled: 'error',
};

export const FUNCTION_STATES = Object.keys(STATE_COLOURS) as FunctionState[];

export type RowAction = 'design' | 'publish' | 'versions' | 'scopes' | 'enable' | 'disable' | 'copy' | 'revoke' | 'export' | 'delete';

/** The actions that make sense for a row, in display order. */
export function rowActions(row: Pick<FunctionRow, 'state' | 'hasDraft' | 'version' | 'enabled'>): RowAction[] {
  const out: RowAction[] = ['design'];
  if (row.hasDraft) out.push('publish');
  if (row.version !== null) out.push('versions', 'scopes');
  if (row.version !== null) out.push(row.state === 'disabled' ? 'enable' : 'disable');
  out.push('copy');
  if (row.state === 'updatePending') out.push('revoke');
  out.push('export', 'delete');
  return out;
}
