import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db';

/**
 * Server-side search of the task-centre lists (spec 001 section 3): every set
 * part must hold. `title` matches the application number, the initiator's
 * name or one of `titleFnIds` (functions whose name contains the text; the
 * names live in pack locales, so the caller resolves them).
 */
export interface InstanceFilter {
  title?: string;
  titleFnIds?: number[];
  functionCode?: string;
  initiator?: string;
  state?: string;
  /** Start time range, epoch ms, both inclusive. */
  startFrom?: number;
  startTo?: number;
}

/** Whether a filter restricts anything (an unrestricted list skips the sub-query). */
export const isFilterSet = (f: InstanceFilter | undefined): f is InstanceFilter =>
  !!f && Object.values(f).some((v) => v !== undefined && v !== '');

/** `%needle%` for LIKE, with `!` escaping the wildcards the user typed. */
const pattern = (needle: string) => `%${needle.trim().replace(/[!%_]/g, (c) => `!${c}`)}%`;
/**
 * Case-insensitive "contains". SQLite's lower() folds ASCII only, so the text
 * as typed is tried too (a Cyrillic name typed with its capitals still matches).
 */
const contains = (column: string, needle: string) => sql<SqlBool>`(lower(${sql.ref(column)}) like ${pattern(needle.toLowerCase())} escape '!'
  or ${sql.ref(column)} like ${pattern(needle)} escape '!')`;

/** The filter as one condition on `process_instances` (columns qualified, so it nests in sub-queries). */
export function instanceFilterExpression(db: Kysely<DB>, tenantId: string, f: InstanceFilter) {
  return (eb: ExpressionBuilder<DB, 'process_instances'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    const usersLike = (needle: string) => db.selectFrom('users').select('users.id')
      .where((u) => u.or([contains('users.full_name', needle), contains('users.user_name', needle)]));
    if (f.functionCode) {
      parts.push(eb('process_instances.fn_id', 'in', db.selectFrom('functions').select('functions.id')
        .where('functions.tenant_id', '=', tenantId).where('functions.code', '=', f.functionCode)));
    }
    if (f.initiator?.trim()) parts.push(eb('process_instances.initiator_id', 'in', usersLike(f.initiator)));
    if (f.state) parts.push(eb('process_instances.state', '=', f.state));
    if (f.startFrom !== undefined) parts.push(eb('process_instances.started_at', '>=', f.startFrom));
    if (f.startTo !== undefined) parts.push(eb('process_instances.started_at', '<=', f.startTo));
    if (f.title?.trim()) {
      const any: Expression<SqlBool>[] = [
        contains('process_instances.application_no', f.title),
        eb('process_instances.initiator_id', 'in', usersLike(f.title)),
      ];
      if (f.titleFnIds?.length) any.push(eb('process_instances.fn_id', 'in', f.titleFnIds));
      parts.push(eb.or(any));
    }
    return eb.and(parts);
  };
}

/** Ids of the tenant's instances that pass the filter (for lists of tasks and CC rows). */
export function filteredInstanceIds(db: Kysely<DB>, tenantId: string, f: InstanceFilter) {
  return db.selectFrom('process_instances').select('process_instances.id')
    .where('process_instances.tenant_id', '=', tenantId).where(instanceFilterExpression(db, tenantId, f));
}
