import type { RecordScope, ScopeKind, StoredRecord, TenantData } from '../data';
import { ownsRecord, SCOPE_KINDS } from '../data';
import { readerAccess, visibleRecord, type ExecutableGraph, type FieldPermissions } from '../engine';
import { loadMenuAccess, mayPress } from '../menus';
import { loadFunctionVersion } from './function-version';

/** What a caller may do with a function's records (DESIGN.md section 7). */
export type RecordAction = 'view' | 'create' | 'edit' | 'delete' | 'export' | 'import';
export const RECORD_ACTIONS: readonly RecordAction[] = ['view', 'create', 'edit', 'delete', 'export', 'import'];

/**
 * Scopes a staff member holds when no role of theirs says otherwise: reading
 * reaches their own records and those they take part in; writing only their
 * own (an approver changes a record through the flow, never the record API).
 */
export const DEFAULT_SCOPES: Record<RecordAction, readonly ScopeKind[]> = {
  view: ['own', 'involved'], export: ['own', 'involved'],
  create: ['own'], edit: ['own'], delete: ['own'], import: ['own'],
};

const isScopeKind = (v: string): v is ScopeKind => (SCOPE_KINDS as readonly string[]).includes(v);

/**
 * The caller's scope for one action on a function: administrators all;
 * otherwise what their roles grant on the function (the defaults when no role
 * mentions it), if a menu opens the function for them. Without a menu a user
 * still reads the records they take part in (a task or a copy), and nothing else.
 */
export async function scopeFor(
  t: TenantData, userId: number, fn: { code: string; permissionRequired?: boolean; ownerField?: string }, action: RecordAction,
): Promise<RecordScope> {
  const scope = await reachOf(t, userId, fn, action);
  // Whom a record is about reads it as their own (a payslip's employee); writing stays the creator's.
  return fn.ownerField !== undefined && (action === 'view' || action === 'export') ? { ...scope, ownerField: fn.ownerField } : scope;
}

async function reachOf(
  t: TenantData, userId: number, fn: { code: string; permissionRequired?: boolean }, action: RecordAction,
): Promise<RecordScope> {
  const access = await loadMenuAccess(t, userId);
  if (access.isAdmin) return { userId, kinds: ['all'] };
  const hasMenu = fn.permissionRequired === false || access.menus.some((m) => m.function_code === fn.code);
  if (!hasMenu) return { userId, kinds: action === 'view' ? ['involved'] : [], taskOnly: true };
  // The menu's buttons (role screen): a role may open a function and not create, delete, export or import there.
  if (fn.permissionRequired !== false && !mayPress(access, fn.code, action)) return { userId, kinds: [] };
  const granted = (await t.scopes.ofUser(userId, fn.code, action)).filter(isScopeKind);
  return { userId, kinds: granted.length ? granted : DEFAULT_SCOPES[action] };
}

/**
 * The record as the caller may read it. Whoever reaches it through their own
 * rights (creator, department, all) sees every field; someone who reaches it
 * only through a process (a task or a copy) sees it with that node's field
 * permissions (engine `readerAccess`), so hidden values are never sent.
 */
export async function fieldViewOf(t: TenantData, scope: RecordScope, record: StoredRecord): Promise<FieldPermissions | null> {
  if (record.createdBy === scope.userId || scope.kinds.includes('all') || (scope.kinds.includes('own') && ownsRecord(scope, record))) return null;
  if (scope.kinds.includes('department') && (await t.records.inDepartment(scope.userId, record.createdBy))) return null;
  const inst = await t.workflow.instances.latestInvolving(record.id, scope.userId);
  if (!inst) return {};
  const [tasks, cc] = await Promise.all([t.workflow.tasks.ofInstance(inst.id), t.workflow.cc.ofUser(inst.id, scope.userId)]);
  const mine = tasks.filter((x) => x.assignee_id === scope.userId && x.state !== 'waiting');
  const access = readerAccess(JSON.parse(inst.graph) as ExecutableGraph, {
    pendingNodeId: mine.find((x) => x.state === 'pending')?.node_id ?? null,
    taskNodeIds: mine.map((x) => x.node_id),
    ccNodeIds: cc.map((x) => x.node_id),
    isInitiator: inst.initiator_id === scope.userId,
    waitingForInitiator: inst.state === 'toSubmit',
  });
  return access.perms;
}

/** The record's values the caller may read, and the node permissions that cut them (null: all of it; see `fieldViewOf`). */
export async function readRecord(t: TenantData, scope: RecordScope, record: StoredRecord): Promise<{ record: StoredRecord; perms: FieldPermissions | null }> {
  const perms = await fieldViewOf(t, scope, record);
  if (perms === null) return { record, perms };
  return { record: { ...record, data: visibleRecord((record.data ?? {}) as Record<string, unknown>, perms) }, perms };
}

/** The record's values the caller may read (see `fieldViewOf`). */
export async function visibleRecordOf(t: TenantData, scope: RecordScope, record: StoredRecord): Promise<StoredRecord> {
  return (await readRecord(t, scope, record)).record;
}

/** `visibleRecordOf` for a page of records. */
export function visibleRecords(t: TenantData, scope: RecordScope, records: StoredRecord[]): Promise<StoredRecord[]> {
  return Promise.all(records.map((r) => visibleRecordOf(t, scope, r)));
}

/** At most this many records holding one file are looked at. */
const FILE_HOLDERS_LIMIT = 20;

/**
 * Whether a user may download a file: its uploader may; anyone else only
 * through a record that holds it, inside their view scope, in a field their
 * node does not hide. A file no readable record shows is "not found".
 */
export async function canReadFile(t: TenantData, userId: number, file: { id: string; created_by: number }): Promise<boolean> {
  if (file.created_by === userId) return true;
  for (const r of await t.records.holding(file.id, FILE_HOLDERS_LIMIT)) {
    const f = await loadFunctionVersion(t, r.fnId, r.fnVersion);
    const scope = await scopeFor(t, userId, f.fn, 'view');
    if (!scope.kinds.length || !(await t.records.get(r.fnId, r.id, { scope }))) continue;
    if (JSON.stringify((await visibleRecordOf(t, scope, r)).data ?? {}).includes(file.id)) return true;
  }
  return false;
}
