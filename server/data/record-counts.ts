import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db';
import { departmentMembers, type RecordScope, type ScopeKind } from './record-scope';

/**
 * Totals of list pages (issue 20 item 4). An unfiltered page reads its total from
 * `fn_record_counts` (migration 021, exact: kept by triggers in the writing
 * transaction) whenever the caller's scope is decided by the creator alone; any other
 * count stops at a bound and says so, so no count a user starts walks a whole
 * function on the event loop.
 */

/** Counts of filtered pages stop here (or at the end of the page asked for, when further). */
export const COUNT_BOUND = 2_000;

/** A creator's reach as a condition on `created_by`, or undefined when it needs more than the creator. */
function reach(tenantId: string, scope: RecordScope, kinds: readonly ScopeKind[]): Expression<SqlBool> | undefined {
  if (kinds.includes('all')) return sql<SqlBool>`1 = 1`;
  if (kinds.includes('involved')) return undefined;
  const parts: Expression<SqlBool>[] = [];
  if (kinds.includes('own')) {
    if (scope.ownerField !== undefined) return undefined;
    parts.push(sql<SqlBool>`created_by = ${scope.userId}`);
  }
  if (kinds.includes('department')) parts.push(sql<SqlBool>`(created_by = ${scope.userId} OR created_by IN (${departmentMembers(tenantId, scope.userId)}))`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` OR `)})` : sql<SqlBool>`1 = 0`;
}

/**
 * The scope (with a menu view's narrowing) as a condition on the counter rows'
 * `created_by`: exactly the records `scopePredicate` reaches, or undefined when the
 * creator does not decide it (involved, an owner field): then the records are counted.
 */
export function creatorScope(tenantId: string, scope: RecordScope | undefined): Expression<SqlBool> | undefined {
  if (!scope) return sql<SqlBool>`1 = 1`;
  const parts = [reach(tenantId, scope, scope.kinds)];
  if (scope.narrow) {
    parts.push(reach(tenantId, scope, scope.narrow.kinds));
    if (scope.narrow.others) parts.push(scope.ownerField === undefined ? sql<SqlBool>`created_by <> ${scope.userId}` : undefined);
  }
  if (parts.some((p) => p === undefined)) return undefined;
  return sql<SqlBool>`(${sql.join(parts as Expression<SqlBool>[], sql` AND `)})`;
}

/** The query summing a function's live records inside a creator condition (and document states) from the counters. */
export function countedTotalQuery(tenantId: string, fnId: number, creator: Expression<SqlBool>, docStates?: string[]) {
  const states = docStates?.length ? sql<SqlBool>`doc_state IN (${sql.join(docStates)})` : sql<SqlBool>`1 = 1`;
  return sql<{ n: number | string | null }>`SELECT SUM(n) AS n FROM fn_record_counts
    WHERE tenant_id = ${tenantId} AND fn_id = ${fnId} AND ${creator} AND ${states}`;
}

export async function countedTotal(db: Kysely<DB>, tenantId: string, fnId: number, creator: Expression<SqlBool>, docStates?: string[]): Promise<number> {
  const r = await countedTotalQuery(tenantId, fnId, creator, docStates).execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
