import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../db';
import { isFieldIdentifier } from './json-field';

/** Which of a function's records one action may reach (DESIGN.md section 7, docs/records.md). */
export type ScopeKind = 'own' | 'involved' | 'department' | 'all';
export const SCOPE_KINDS: readonly ScopeKind[] = ['own', 'involved', 'department', 'all'];

/** The scopes a user holds for one action on one function; empty reaches nothing. */
export interface RecordScope {
  userId: number;
  kinds: readonly ScopeKind[];
  /** No menu opens the function for the user: the scope comes from their tasks and copies only. */
  taskOnly?: boolean;
  /** A user field whose user holds the record as their own too (the function's `ownerField`; reading only). */
  ownerField?: string;
  /**
   * A menu view's narrowing (docs/packs.md "Menu views"): only records these kinds also
   * reach (any of them), and with `others` none of the user's own. It never widens the scope.
   */
  narrow?: { kinds: readonly ScopeKind[]; others?: boolean };
}

/**
 * The records a user takes part in: they started a process of the record,
 * hold or held a task of it that reached them (not one still waiting its
 * turn), or were copied on it. Built from the user's side (their processes,
 * tasks and copies, each through its index) as a set of record ids, so a list
 * or count never tests every record of the function: SQLite looks the ids up
 * by rowid; PostgreSQL gets an array, which it can also OR with other indexes.
 */
export function involvedPredicate(tenantId: string, userId: number, dialect: Dialect): Expression<SqlBool> {
  const ids = sql`SELECT pi.record_id FROM process_instances pi WHERE pi.tenant_id = ${tenantId} AND pi.initiator_id = ${userId}
    UNION SELECT pi.record_id FROM process_tasks pt JOIN process_instances pi ON pi.id = pt.instance_id
      WHERE pt.tenant_id = ${tenantId} AND pt.assignee_id = ${userId} AND pt.state <> 'waiting'
    UNION SELECT pi.record_id FROM process_cc pc JOIN process_instances pi ON pi.id = pc.instance_id
      WHERE pc.tenant_id = ${tenantId} AND pc.user_id = ${userId}`;
  return dialect === 'sqlite'
    ? sql<SqlBool>`fn_records.id IN (${ids})`
    : sql<SqlBool>`fn_records.id = ANY (ARRAY(${ids}))`;
}

/**
 * The members of the user's department and of every department below it
 * (migration 008's tree), as a subquery of user ids. UNION drops repeats, so
 * a cycle in the tree ends the recursion.
 */
export function departmentMembers(tenantId: string, userId: number) {
  return sql<number>`SELECT ut.user_id FROM user_tenants ut WHERE ut.tenant_id = ${tenantId} AND ut.department_id IN (
      WITH RECURSIVE dept(id) AS (
        SELECT d.id FROM departments d JOIN user_tenants me ON me.department_id = d.id
          WHERE d.tenant_id = ${tenantId} AND me.tenant_id = ${tenantId} AND me.user_id = ${userId}
        UNION SELECT c.id FROM departments c JOIN dept ON c.parent_id = dept.id WHERE c.tenant_id = ${tenantId})
      SELECT id FROM dept)`;
}

/** Records of the user's department and those below it (the creator's membership places a record), plus the user's own. */
function departmentPredicate(tenantId: string, userId: number): Expression<SqlBool> {
  return sql<SqlBool>`(fn_records.created_by = ${userId} OR fn_records.created_by IN (${departmentMembers(tenantId, userId)}))`;
}

/** The user's own records: those they created, and those whose owner field names them. */
function ownPredicate(dialect: Dialect, scope: RecordScope): Expression<SqlBool> {
  const field = scope.ownerField;
  if (field === undefined) return sql<SqlBool>`fn_records.created_by = ${scope.userId}`;
  if (!isFieldIdentifier(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
  // Compared as text on PostgreSQL, so a stray non-numeric value never breaks the query.
  const owner = dialect === 'sqlite'
    ? sql<SqlBool>`${sql.raw(`json_extract(fn_records.data, '$.${field}')`)} = ${scope.userId}`
    : sql<SqlBool>`${sql.raw(`(fn_records.data->>'${field}')`)} = ${String(scope.userId)}`;
  return sql<SqlBool>`(fn_records.created_by = ${scope.userId} OR ${owner})`;
}

/** Whether a record's owner field names the user (see `RecordScope.ownerField`). */
export function ownsRecord(scope: RecordScope, record: { createdBy: number; data?: unknown }): boolean {
  if (record.createdBy === scope.userId) return true;
  if (scope.ownerField === undefined || !record.data || typeof record.data !== 'object') return false;
  return (record.data as Record<string, unknown>)[scope.ownerField] === scope.userId;
}

function reachPredicate(tenantId: string, scope: RecordScope, kinds: readonly ScopeKind[], dialect: Dialect): Expression<SqlBool> {
  if (kinds.includes('all')) return sql<SqlBool>`1 = 1`;
  const parts: Expression<SqlBool>[] = [];
  if (kinds.includes('own')) parts.push(ownPredicate(dialect, scope));
  if (kinds.includes('involved')) parts.push(involvedPredicate(tenantId, scope.userId, dialect));
  if (kinds.includes('department')) parts.push(departmentPredicate(tenantId, scope.userId));
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` OR `)})` : sql<SqlBool>`1 = 0`;
}

/** The SQL condition on `fn_records` a scope stands for (the user's reach, and a view's narrowing of it). */
export function scopePredicate(tenantId: string, scope: RecordScope, dialect: Dialect): Expression<SqlBool> {
  const reach = reachPredicate(tenantId, scope, scope.kinds, dialect);
  if (!scope.narrow) return reach;
  const parts = [reach, reachPredicate(tenantId, scope, scope.narrow.kinds, dialect)];
  if (scope.narrow.others) parts.push(sql<SqlBool>`NOT ${ownPredicate(dialect, scope)}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}
