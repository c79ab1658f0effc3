import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, Dialect, OffloadedReads } from '../db';
import { heavyRows } from './heavy-reads';
import { fieldExpressionText, fnIdPredicate, isFieldIdentifier } from './json-field';

/** One figure per group: the number of records, or a numeric field's sum or average. */
export interface AggregateMeasure { op: 'count' | 'sum' | 'avg'; field?: string }

export type WhereValue = string | number | boolean;

/** A fixed condition of a chart: the field equals one of the values, or lies in a range (bounds included). */
export type AggregateWhere =
  | { field: string; values: WhereValue[] }
  | { field: string; from: string | number | null; to: string | number | null };

/** A GROUP BY over one function's live records (server/dashboards). */
export interface AggregateQuery {
  fnId: number;
  /** No group: one row over every record. */
  group?: { field: string; by: 'value' | 'month' | 'year' };
  measures: AggregateMeasure[];
  /** Field equals one of the values, or lies in a range. */
  where: AggregateWhere[];
  /** Further conditions on fn_records (search filters, the caller's scope). */
  conditions: Expression<SqlBool>[];
  /** Most groups returned; one more is read to tell whether some were left out. */
  limit: number;
  /** Read only the function's newest live records, this many (by created_at, then id; see aggregate-window.ts). */
  window?: number;
}

export interface AggregateRow { key: string | null; values: number[] }

/** A chart's groups, and the window they were read from when the function had more live records than the cap (else null). */
export interface AggregateResult { rows: AggregateRow[]; window: number | null }

/** The record's field as SQLite's json_extract and PostgreSQL's `->>` read it; month/year cut the ISO date. */
function groupExpression(dialect: Dialect, group: NonNullable<AggregateQuery['group']>): RawBuilder<unknown> {
  const text = fieldExpressionText(dialect, group.field, 'text');
  if (group.by === 'month') return sql.raw(`substr(${text}, 1, 7)`);
  if (group.by === 'year') return sql.raw(`substr(${text}, 1, 4)`);
  return sql.raw(text);
}

function measureExpression(dialect: Dialect, m: AggregateMeasure): RawBuilder<unknown> {
  if (m.op === 'count') return sql`COUNT(*)`;
  const expr = sql.raw(fieldExpressionText(dialect, m.field!, 'number'));
  return m.op === 'sum' ? sql`COALESCE(SUM(${expr}), 0)` : sql`AVG(${expr})`;
}

/**
 * The typed forms a stored JSON value may take: SQLite's json_extract keeps
 * JSON types (true -> 1, 3 -> 3), PostgreSQL's `->>` is always text.
 */
export function valueForms(dialect: Dialect, v: WhereValue): (string | number)[] {
  if (dialect === 'postgres') return [String(v)];
  if (typeof v === 'boolean') return [v ? 1 : 0];
  if (typeof v === 'number') return [v, String(v)];
  return /^-?\d+(\.\d+)?$/.test(v) ? [v, Number(v)] : [v];
}

function whereCondition(dialect: Dialect, w: AggregateWhere): Expression<SqlBool> {
  if ('values' in w) return sql<SqlBool>`${sql.raw(fieldExpressionText(dialect, w.field, 'text'))} IN (${sql.join(w.values.flatMap((v) => valueForms(dialect, v)))})`;
  const numeric = typeof w.from === 'number' || typeof w.to === 'number';
  const expr = sql.raw(fieldExpressionText(dialect, w.field, numeric ? 'number' : 'text'));
  // A blank value lies in no range (as text '' would sort before every date).
  const parts: Expression<SqlBool>[] = [numeric ? sql<SqlBool>`${expr} IS NOT NULL` : sql<SqlBool>`${expr} <> ''`];
  if (w.from !== null) parts.push(sql<SqlBool>`${expr} >= ${w.from}`);
  if (w.to !== null) parts.push(sql<SqlBool>`${expr} <= ${w.to}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * The records a GROUP BY reads: the table, or its window of the function's newest live
 * records (through the index (tenant_id, fn_id, created_at)), named `fn_records` too so
 * every condition on `fn_records.` applies to it unchanged.
 */
function recordSource(tenantId: string, q: AggregateQuery) {
  if (q.window === undefined) return sql`fn_records`;
  if (!Number.isSafeInteger(q.window) || q.window <= 0) throw new Error(`bad window ${q.window}`);
  return sql`(SELECT * FROM fn_records WHERE fn_records.tenant_id = ${tenantId} AND ${fnIdPredicate(q.fnId)} AND fn_records.deleted_at IS NULL
    ORDER BY fn_records.created_at DESC, fn_records.id DESC LIMIT ${sql.lit(q.window)}) fn_records`;
}

/**
 * Runs the GROUP BY in the database: never a scan of the rows in JavaScript. With `reads`
 * (SQLite on a file) it runs in the read pool, off the event loop.
 */
export async function aggregateRecords(db: Kysely<DB>, dialect: Dialect, tenantId: string, q: AggregateQuery, reads?: OffloadedReads): Promise<AggregateRow[]> {
  const rowsOf = (query: RawBuilder<Record<string, unknown>>) => heavyRows(reads, () => query.compile(db), async () => (await query.execute(db)).rows);
  for (const f of [q.group?.field, ...q.measures.map((m) => m.field), ...q.where.map((w) => w.field)]) {
    if (f !== undefined && !isFieldIdentifier(f)) throw new Error(`not a field identifier: ${JSON.stringify(f)}`);
  }
  const where: Expression<SqlBool>[] = [
    sql<SqlBool>`fn_records.tenant_id = ${tenantId}`, sql<SqlBool>`${fnIdPredicate(q.fnId)}`, sql<SqlBool>`fn_records.deleted_at IS NULL`,
    ...q.where.map((w) => whereCondition(dialect, w)),
    ...q.conditions,
  ];
  const measures = sql.join(q.measures.map((m, i) => sql`${measureExpression(dialect, m)} AS ${sql.id(`m${i}`)}`));
  const filter = sql.join(where, sql` AND `);
  const from = recordSource(tenantId, q);
  if (!q.group) {
    const rows = await rowsOf(sql<Record<string, unknown>>`SELECT ${measures} FROM ${from} WHERE ${filter}`);
    return [{ key: null, values: q.measures.map((_, i) => Number(rows[0]?.[`m${i}`] ?? 0)) }];
  }
  const key = groupExpression(dialect, q.group);
  const dated = q.group.by !== 'value';
  // Months and years read in time order; other groups largest first (by the first figure).
  const order = dated ? sql`g ASC` : sql`m0 DESC, g ASC`;
  const rows = await rowsOf(sql<Record<string, unknown>>`SELECT ${key} AS g, ${measures} FROM ${from} WHERE ${filter}
    GROUP BY ${key} ORDER BY ${order} LIMIT ${sql.lit(q.limit + 1)}`);
  return rows.map((row) => ({
    key: row.g === null || row.g === undefined ? null : String(row.g),
    values: q.measures.map((_, i) => Number(row[`m${i}`] ?? 0)),
  }));
}

/** The names of users or departments of the tenant, for group labels. */
export async function namesOf(db: Kysely<DB>, tenantId: string, kind: 'user' | 'department', ids: number[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = kind === 'user'
    ? await db.selectFrom('users').innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
      .select(['users.id as id', 'users.full_name as name']).where('user_tenants.tenant_id', '=', tenantId).where('users.id', 'in', ids).execute()
    : await db.selectFrom('departments').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [String(r.id), String(r.name ?? r.id)]));
}

/** What one chart reads: its group field and the numeric fields it sums. */
export interface AggregateIndexSpec { group?: string; numbers: string[] }

/**
 * A covering partial index per chart over the live records of the function:
 * `(tenant_id, <group>, <numbers...>, created_by) WHERE fn_id = <id> AND deleted_at IS NULL`,
 * so a GROUP BY (also by month: a prefix of the indexed date) reads the index, not the rows.
 * Names are derived from the spec, so reinstalling only adds what is new.
 */
export async function ensureAggregateIndexes(db: Kysely<DB>, dialect: Dialect, fnId: number, specs: AggregateIndexSpec[]): Promise<string[]> {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  const names: string[] = [];
  for (const s of specs) {
    const numbers = [...new Set(s.numbers)].slice(0, 4);
    const parts = [...(s.group ? [fieldExpressionText(dialect, s.group, 'text')] : []), ...numbers.map((n) => fieldExpressionText(dialect, n, 'number'))];
    if (!parts.length) continue;
    const name = `fnd_${fnId}_${[s.group ?? '', ...numbers].join('_')}`.slice(0, 63);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON fn_records (tenant_id, ${sql.raw(parts.join(', '))}, created_by)
      WHERE fn_id = ${sql.lit(fnId)} AND deleted_at IS NULL`.execute(db);
    names.push(name);
  }
  return names;
}
