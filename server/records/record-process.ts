import type { StoredRecord } from '../data';
import { isDocumentLocked } from '../engine';
import { instanceViews } from '../workflow';
import { scopeFor } from './access';
import type { Caller, ScopedFunction } from './service';

/**
 * The record's process as its detail shows it (state, current node and
 * approvers; null for a draft), and which record actions the caller is
 * offered now: edit and delete only when the state does not lock the record,
 * the record is inside the caller's scope for them, and, while a process
 * waits for its initiator, only for the initiator.
 */
export async function recordProcess(c: Caller, f: ScopedFunction, record: StoredRecord) {
  const inst = await c.data.workflow.instances.latestOfRecord(f.fnId, record.id);
  const live = inst && ['initializing', 'toSubmit', 'inApproval', 'abnormal'].includes(inst.state) ? inst : undefined;
  const within = async (action: 'edit' | 'delete') => {
    const scope = await scopeFor(c.data, c.userId, f.fn, action);
    return scope.kinds.length > 0 && !!(await c.data.records.get(f.fnId, record.id, { scope }));
  };
  const open = !isDocumentLocked(record.docState);
  const actions = {
    edit: open && (!live || live.initiator_id === c.userId) && (await within('edit')),
    delete: open && !live && (await within('delete')),
    submit: open && !!f.fn.flow && record.createdBy === c.userId && !live,
    resubmit: !!live && live.state === 'toSubmit' && live.initiator_id === c.userId,
  };
  if (!inst) return { process: null, actions };
  const [view] = await instanceViews(c.data, [inst], c.lang);
  return {
    process: {
      processInstanceId: view.processInstanceId, applicationNo: view.applicationNo, state: view.state, stateText: view.stateText,
      docState: record.docState, currentNodes: view.currentNodes, currentNodeName: view.currentNodeName,
      currentApprovers: view.currentApprovers, initiatorId: view.initiatorId, submittedAt: view.submittedAt, endedAt: view.endedAt,
    },
    actions,
  };
}
