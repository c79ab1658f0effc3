import type { ExecutableGraph, GraphNode } from '../compile/graph';
import type { FieldPermissions } from '../types';

/** A node's own field permissions; a CC node never makes a field editable. */
export function nodePermissions(node: GraphNode | undefined): FieldPermissions {
  if (!node || node.type === 'route') return {};
  const perms: FieldPermissions = { ...(node.config.fieldPermissions ?? {}) };
  if (node.type === 'cc') for (const k of Object.keys(perms)) if (perms[k] === 'editable') perms[k] = 'visible';
  return perms;
}

/** The same permissions with every `editable` turned into `visible`. */
export function readOnlyPermissions(perms: FieldPermissions): FieldPermissions {
  const out: FieldPermissions = {};
  for (const [k, v] of Object.entries(perms)) out[k] = v === 'editable' ? 'visible' : v;
  return out;
}

/** How a user takes part in one running flow instance. */
export interface ProcessReader {
  /** The node of the user's pending task, if any. */
  pendingNodeId?: string | null;
  /** Nodes of the user's other (received) tasks, oldest first. */
  taskNodeIds: readonly string[];
  /** Nodes that copied the process to the user, oldest first. */
  ccNodeIds: readonly string[];
  isInitiator: boolean;
  /** The process waits for the initiator to resubmit (the start node's editable fields are editable). */
  waitingForInitiator: boolean;
}

/** Which node's permissions a user reads a process with, and why. */
export interface ReaderAccess {
  role: 'approver' | 'participant' | 'initiator' | 'cc' | 'none';
  nodeId: string | null;
  perms: FieldPermissions;
}

/**
 * The one rule for what a process's user may see and write of its record:
 * their pending task's node (editable fields stay editable), else the node
 * of their latest task, else the start node for the initiator (editable only
 * while the process waits for resubmission), else the latest CC node, all
 * read-only. `none` when the user takes no part (the caller decides whether
 * another right, such as an administrator's, lets them read it).
 */
export function readerAccess(graph: ExecutableGraph, reader: ProcessReader): ReaderAccess {
  const at = (id: string) => nodePermissions(graph.nodes[id]);
  if (reader.pendingNodeId) return { role: 'approver', nodeId: reader.pendingNodeId, perms: at(reader.pendingNodeId) };
  const lastTask = reader.taskNodeIds[reader.taskNodeIds.length - 1];
  if (lastTask) return { role: 'participant', nodeId: lastTask, perms: readOnlyPermissions(at(lastTask)) };
  const start = at(graph.startId);
  if (reader.isInitiator) return { role: 'initiator', nodeId: graph.startId, perms: reader.waitingForInitiator ? start : readOnlyPermissions(start) };
  const lastCc = reader.ccNodeIds[reader.ccNodeIds.length - 1];
  if (lastCc) return { role: 'cc', nodeId: lastCc, perms: readOnlyPermissions(at(lastCc)) };
  return { role: 'none', nodeId: null, perms: readOnlyPermissions(start) };
}
