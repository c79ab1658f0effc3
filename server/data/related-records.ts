import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB, Dialect } from '../db';
import { fnIdPredicate, isFieldIdentifier, type FieldKind } from './json-field';
import type { StoredRecord } from './records';
import { scopePredicate, type RecordScope } from './record-scope';
import { tenantFilter } from './tenant-filter';

/** SQL reading `data.<a>` or `data.<a>.<b>` (identifiers checked before they reach SQL text). */
function pathExpression(dialect: Dialect, path: string[], kind: FieldKind) {
  if (!path.length || path.length > 2 || !path.every(isFieldIdentifier)) throw new Error(`bad field path ${path.join('.')}`);
  if (dialect === 'sqlite') return sql.raw(`json_extract(data, '$.${path.join('.')}')`);
  const text = path.length === 1 ? `(data->>'${path[0]}')` : `(data->'${path[0]}'->>'${path[1]}')`;
  return sql.raw(kind === 'number' ? `(${text}::numeric)` : text);
}

/**
 * SQL true when `data.<field>` references record `id`: a related-record value is
 * kept as the plain id or as `{fn, id}` (pickers keep either), so both match.
 */
function referencePredicate(dialect: Dialect, field: string, id: number) {
  if (!isFieldIdentifier(field)) throw new Error(`bad field ${field}`);
  if (dialect === 'sqlite') return sql<boolean>`(${sql.raw(`json_extract(data, '$.${field}')`)} = ${id} OR ${sql.raw(`json_extract(data, '$.${field}.id')`)} = ${id})`;
  const text = sql.raw(`(CASE WHEN jsonb_typeof(data->'${field}') = 'object' THEN data->'${field}'->>'id' ELSE data->>'${field}' END)`);
  return sql<boolean>`${text} = ${String(id)}`;
}

/** Reads across functions of one tenant: related forms and related-record checks. */
export function createRelatedRecordData(db: Kysely<DB>, dialect: Dialect, tenantId: string) {
  const decode = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data);
  /** Records of `fnId` (inside `scope` when given) where `match` holds, newest first, at most `limit`. */
  const select = async (match: RawBuilder<boolean>, fnId: number, limit: number, scope?: RecordScope): Promise<StoredRecord[]> => {
    let q = db.selectFrom('fn_records')
      .leftJoin('users', 'users.id', 'fn_records.created_by')
      .select(['fn_records.id', 'fn_records.fn_version', 'fn_records.created_at', 'fn_records.updated_at', 'fn_records.created_by',
        'fn_records.data', 'fn_records.doc_state', 'fn_records.deleted_at', 'users.full_name'])
      .where('fn_records.tenant_id', '=', tenantId).where(fnIdPredicate(fnId)).where('fn_records.deleted_at', 'is', null)
      .where(match);
    if (scope) q = q.where(scopePredicate(tenantId, scope, dialect));
    const rows = await q.orderBy('fn_records.created_at', 'desc').orderBy('fn_records.id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id, fnVersion: r.fn_version, createdAt: r.created_at, updatedAt: r.updated_at,
      createdBy: r.created_by, createdByName: r.full_name, docState: r.doc_state, deletedAt: r.deleted_at, data: decode(r.data),
    }));
  };
  return {
    /** Records of `fnId` (inside `scope` when given) whose `path` value equals `value`, newest first, at most `limit`. */
    async byField(fnId: number, path: string[], kind: FieldKind, value: string | number, limit: number, scope?: RecordScope): Promise<StoredRecord[]> {
      return select(sql<boolean>`${pathExpression(dialect, path, kind)} = ${value}`, fnId, limit, scope);
    },

    /** Records of `fnId` (inside `scope` when given) whose related-record field `field` holds record `id` (plain or `{fn, id}`). */
    async byReference(fnId: number, field: string, id: number, limit: number, scope?: RecordScope): Promise<StoredRecord[]> {
      return select(referencePredicate(dialect, field, id), fnId, limit, scope);
    },

    /** The ids among `ids` that are records of `fnId` in this tenant. */
    async existing(fnId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.selectFrom('fn_records').select('id').where(tenantFilter(dialect, 'tenant_id', tenantId)).where(fnIdPredicate(fnId))
        .where('deleted_at', 'is', null).where('id', 'in', ids).execute();
      return new Set(rows.map((r) => Number(r.id)));
    },
  };
}
