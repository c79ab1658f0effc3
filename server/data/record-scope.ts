import { sql, type Expression, type SqlBool } from 'kysely';

/** Which of a function's records one action may reach (DESIGN.md section 7, docs/records.md). */
export type ScopeKind = 'own' | 'involved' | 'department' | 'all';
export const SCOPE_KINDS: readonly ScopeKind[] = ['own', 'involved', 'department', 'all'];

/** The scopes a user holds for one action on one function; empty reaches nothing. */
export interface RecordScope {
  userId: number;
  kinds: readonly ScopeKind[];
  /** No menu opens the function for the user: the scope comes from their tasks and copies only. */
  taskOnly?: boolean;
}

/**
 * The records a user takes part in: they started a process of the record,
 * hold or held a task of it that reached them (not one still waiting its
 * turn), or were copied on it.
 */
export function involvedPredicate(tenantId: string, userId: number): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM process_instances pi WHERE pi.tenant_id = ${tenantId} AND pi.record_id = fn_records.id
    AND (pi.initiator_id = ${userId}
      OR EXISTS (SELECT 1 FROM process_tasks pt WHERE pt.instance_id = pi.id AND pt.assignee_id = ${userId} AND pt.state <> 'waiting')
      OR EXISTS (SELECT 1 FROM process_cc pc WHERE pc.instance_id = pi.id AND pc.user_id = ${userId})))`;
}

/**
 * Records created by the user or anyone reporting to them, directly or not
 * (the supervisor tree is the department until departments exist). UNION
 * drops repeats, so a supervisor cycle ends the recursion.
 */
function departmentPredicate(userId: number): Expression<SqlBool> {
  return sql<SqlBool>`fn_records.created_by IN (WITH RECURSIVE team(id) AS (
    SELECT CAST(${userId} AS integer) UNION SELECT u.id FROM users u JOIN team ON u.supervisor_id = team.id) SELECT id FROM team)`;
}

/** The SQL condition on `fn_records` a scope stands for. */
export function scopePredicate(tenantId: string, scope: RecordScope): Expression<SqlBool> {
  if (scope.kinds.includes('all')) return sql<SqlBool>`1 = 1`;
  const parts: Expression<SqlBool>[] = [];
  if (scope.kinds.includes('own')) parts.push(sql<SqlBool>`fn_records.created_by = ${scope.userId}`);
  if (scope.kinds.includes('involved')) parts.push(involvedPredicate(tenantId, scope.userId));
  if (scope.kinds.includes('department')) parts.push(departmentPredicate(scope.userId));
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` OR `)})` : sql<SqlBool>`1 = 0`;
}
