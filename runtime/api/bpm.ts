import { post } from '../request';
import type { PageAnswer } from './types';

/** Instance states of API.md ("Approval"). */
export type InstanceState =
  | 'initializing' | 'toSubmit' | 'inApproval' | 'approved' | 'rejected' | 'canceled' | 'interventionEnded' | 'abnormal';

export const INSTANCE_STATES: InstanceState[] = [
  'initializing', 'toSubmit', 'inApproval', 'approved', 'rejected', 'canceled', 'interventionEnded', 'abnormal',
];

/**
 * One row of the task-centre lists: the process-instance columns of spec 001
 * section 3. Pending rows also carry their task; CC rows their read flag.
 */
export interface ProcessRow {
  processInstanceId: number;
  applicationNo: string;
  title: string;
  functionCode: string;
  /** The function version the record was written with. */
  functionVersion?: number;
  functionName: string;
  currentNodes?: { nodeId: string; nodeName: string }[];
  currentNodeName?: string;
  currentApprovers?: string;
  initiator: string;
  initiatorId?: number;
  startedAt?: string | null;
  submittedAt?: string | null;
  endedAt?: string | null;
  state: InstanceState;
  stateText?: string;
  /** Milliseconds from start to end (or now). */
  totalTime?: number;
  abnormalReason?: string | null;
  taskId?: number;
  nodeId?: string;
  nodeName?: string;
  /** Pending rows: approving at this node needs an opinion. */
  opinionRequired?: boolean;
  receivedAt?: string | null;
  viewedAt?: string | null;
  signPosition?: string | null;
  ccId?: number;
  read?: boolean;
  ccAt?: string | null;
  readAt?: string | null;
  /** Abnormal monitoring: retry attempts and the outcome of the latest. */
  retryCount?: number;
  lastRetryAt?: string | null;
  lastRetryFailed?: boolean | null;
  /** A few of the record's list fields as text (none that a node of the flow hides). */
  summary?: { field: string; label: string; text: string }[];
}

/** One task record of the history (spec 001 section 3 "Task record"). */
export interface TaskRecord {
  taskId: number;
  nodeId: string;
  nodeName: string;
  operatorId: number;
  operator: string;
  state: string;
  operation: string | null;
  opinion: string | null;
  signPosition: string | null;
  receivedAt: string | null;
  viewedAt: string | null;
  operatedAt: string | null;
  timeConsumed: number | null;
}

export type FieldPermission = 'editable' | 'visible' | 'hidden';

export interface ProcessDetail {
  instance: ProcessRow;
  /** Only the fields the caller may see at their node. */
  record: Record<string, unknown>;
  recordId: number;
  fieldPermissions: Record<string, FieldPermission>;
  viewer: { role: 'approver' | 'participant' | 'initiator' | 'cc' | 'admin'; taskId: number | null; nodeId: string | null };
  /** The caller's pending task, if any. */
  currentTask?: CurrentTask | null;
  history: TaskRecord[];
}

export interface CurrentTask {
  taskId: number;
  nodeId: string;
  nodeName: string;
  /** Approving needs an opinion at this node. */
  opinionRequired: boolean;
  /** "Return to node" has an earlier node to go to. */
  canRejectToNode: boolean;
  signPosition: string | null;
}

/** `selectTaskCenterTreeList`: functions with a flow, system and self-built. */
export interface ProcessTreeGroup {
  key: 'system' | 'custom';
  title: string;
  children: { code: string; name: string }[];
}

/** The search every list route takes (filtered on the server). Times: epoch ms. */
export interface ProcessSearchQuery {
  title?: string;
  functionCode?: string;
  initiator?: string;
  state?: InstanceState;
  startFrom?: number;
  startTo?: number;
}

/** Paging, the search, and `read` for CC. */
export interface ProcessQuery extends ProcessSearchQuery {
  current: number;
  size: number;
  read?: boolean;
}

export type AbnormalStatus = 'pending' | 'processed' | 'failed';

/** One line of the process log: a task decision or a process operation. */
export interface ProcessLogEntry {
  id: string;
  kind: 'task' | 'event';
  processInstanceId: number;
  applicationNo: string;
  title: string;
  functionCode: string;
  operatorId: number;
  operator: string;
  /** Task operations (approved, reject:toNode, ...) or submit, resubmit, recall, forcedReturn, cancel, changeApprover, retry, retryFailed. */
  operation: string;
  nodeId: string | null;
  nodeName: string | null;
  opinion: string | null;
  fromUser: string | null;
  toUser: string | null;
  at: string;
}

export interface TurnNode {
  nodeId: string;
  nodeName: string;
}

export interface UserOption {
  id: number | string;
  userName: string;
  fullName: string;
}

export type RejectMode = 'toInitiator' | 'toNode' | 'final';

const bpm = (name: string) => `/api/bpm/${name}`;

export const pagePending = (q: ProcessQuery) => post<PageAnswer<ProcessRow>>(bpm('selectPendingProcessByPage'), q);
export const pageMine = (q: ProcessQuery) => post<PageAnswer<ProcessRow>>(bpm('selectMyProcessByPage'), q);
export const pageReviewed = (q: ProcessQuery) => post<PageAnswer<ProcessRow>>(bpm('selectAlreadyProcessByPage'), q);
export const pageCc = (q: ProcessQuery) => post<PageAnswer<ProcessRow>>(bpm('ccMy'), q);
/** The badge count; silent so a failing badge never toasts. */
export const pendingCount = () => post<number>(bpm('pendingProcessCount'), {}, { silent: true });

export const getProcessDetail = (processInstanceId: number | string) =>
  post<ProcessDetail>(bpm('businessProcessDetailV2'), { processInstanceId });
export const approve = (taskId: number | string, opinion?: string, data?: Record<string, unknown>) =>
  post<unknown>(bpm('approvalPass'), { taskId, ...(opinion ? { opinion } : {}), ...(data ? { data } : {}) });
export const reject = (taskId: number | string, opinion: string, mode: RejectMode, nodeId?: string) =>
  post<unknown>(bpm('auditReject'), { taskId, opinion, mode, ...(mode === 'toNode' ? { nodeId } : {}) });
export const turnNodes = (taskId: number | string) => post<TurnNode[]>(bpm('queryTurnNodeList'), { taskId });
export const addSign = (taskId: number | string, position: 'before' | 'after', userIds: (number | string)[]) =>
  post<unknown>(bpm('addNode'), { taskId, position, userIds });
export const transfer = (taskId: number | string, fromUserId: number | string, toUserId: number | string) =>
  post<unknown>(bpm('changeApprover'), { taskId, fromUserId, toUserId });
export const recall = (processInstanceId: number | string) => post<unknown>(bpm('recall'), { processInstanceId });
export const resubmit = (processInstanceId: number | string, data?: Record<string, unknown>) =>
  post<unknown>(bpm('resubmit'), data ? { processInstanceId, data } : { processInstanceId });
export const markRead = (processInstanceId: number | string) => post<unknown>(bpm('markRead'), { processInstanceId });

export const processTree = () => post<ProcessTreeGroup[]>(bpm('selectTaskCenterTreeList'), {}, { silent: true });
export const exportBpmn = (functionCode: string) => post<{ xml: string }>(bpm('exportBpmn'), { functionCode }, { silent: true });

/** Administrators: every instance of the tenant, newest first, searched on the server. */
export const pageAllProcesses = (q: ProcessQuery) => post<PageAnswer<ProcessRow>>(bpm('selectAllProcessByPage'), q);
/** Administrators: task decisions and process operations, newest first. */
export const pageProcessLog = (q: { current: number; size: number; processInstanceId?: number }) =>
  post<PageAnswer<ProcessLogEntry>>(bpm('processLog'), q);
export const forcedReturn = (processInstanceId: number | string) => post<unknown>(bpm('forcedReturn'), { processInstanceId });
export const cancelProcess = (processInstanceId: number | string) => post<unknown>(bpm('cancel'), { processInstanceId });
/** Abnormal monitoring: `pending` (abnormal now), `processed` / `failed` (outcome of the latest retry). */
export const pageAbnormal = (q: ProcessSearchQuery & { current: number; size: number; status?: AbnormalStatus }, silent = false) =>
  post<PageAnswer<ProcessRow>>(bpm('abnormalList'), q, { silent });
export const retry = (processInstanceId: number | string) => post<unknown>(bpm('retry'), { processInstanceId });
/** Submits a saved record into its function's flow. */
export const submitForApproval = (functionCode: string, id: number | string) =>
  post<{ processInstanceId: number | string }>(`/api/fn/${encodeURIComponent(functionCode)}/submit`, { id });

export const queryUsers = (fullName?: string) =>
  post<PageAnswer<UserOption>>('/api/admin/user/queryUserList', { current: 1, size: 50, ...(fullName ? { fullName } : {}) });
