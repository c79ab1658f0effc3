import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { shadowColumnName, shadowTableName, type DB, type Dialect } from '../db';
import type { AggregateQuery, AggregateRow } from './record-aggregate';
import { departmentMembers, type RecordScope } from './record-scope';
import { backfillText, compiledRollupText, createTriggerTexts, dropCompiledRollupText, dropTriggerTexts, isoMonthText, recordFiguresText, rollupTable, statementTexts } from './rollup-sql';
import { dimCuts, type DimCut } from './rollup-dims';
import { exactForms } from './filter-forms';
import type { RecordFilter } from './records';
import { rollupSpecOf, type RollupSpec } from './rollup-spec';
import { shadowColumns } from './shadow-columns';

const run = (db: Kysely<DB>, text: string) => sql.raw(text).execute(db);

/**
 * Makes a function's rollups match its charts (install, upgrade, publish), inside the
 * caller's transaction: rollups no chart needs are dropped, new ones are filled from the
 * live records and listed. SQLite (one writer at a time) rebuilds the function's row
 * triggers. PostgreSQL's statement triggers read the list; while rollups are added or
 * removed, writers (not readers) wait for the commit, so none can slip past the fill.
 */
export async function ensureRollups(db: Kysely<DB>, dialect: Dialect, tenantId: string, fnId: number, wanted: RollupSpec[]): Promise<string[]> {
  const specs = [...new Map(wanted.map((s) => [s.key, s])).values()];
  const had = new Set((await sql<{ chart: string }>`SELECT chart FROM dashboard_rollup_charts WHERE fn_id = ${fnId}`.execute(db)).rows.map((r) => r.chart));
  const keys = new Set(specs.map((s) => s.key));
  const changed = specs.some((s) => !had.has(s.key)) || [...had].some((k) => !keys.has(k));
  if (dialect === 'sqlite') {
    for (const text of dropTriggerTexts(fnId)) await run(db, text);
    if (specs.length) for (const text of createTriggerTexts(fnId, specs)) await run(db, text);
  } else if (changed) {
    await sql`LOCK TABLE fn_records IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  }
  for (const key of had) {
    if (keys.has(key)) continue;
    await sql`DELETE FROM dashboard_rollup_charts WHERE fn_id = ${fnId} AND chart = ${key}`.execute(db);
    await sql`DELETE FROM dashboard_rollups WHERE fn_id = ${fnId} AND chart = ${key}`.execute(db);
    await sql`DELETE FROM dashboard_rollup_dims WHERE fn_id = ${fnId} AND chart = ${key}`.execute(db);
  }
  for (const spec of specs) {
    if (had.has(spec.key)) continue;
    await sql`DELETE FROM ${sql.table(rollupTable(spec))} WHERE fn_id = ${fnId} AND chart = ${spec.key}`.execute(db);
    await run(db, backfillText(dialect, fnId, spec));
    if (dialect === 'sqlite') {
      await sql`INSERT INTO dashboard_rollup_charts (tenant_id, fn_id, chart, spec) VALUES (${tenantId}, ${fnId}, ${spec.key}, ${JSON.stringify(spec)})`.execute(db);
      continue;
    }
    const texts = statementTexts(fnId, spec);
    await sql`INSERT INTO dashboard_rollup_charts (tenant_id, fn_id, chart, spec, on_insert, on_delete, on_update, on_change)
      VALUES (${tenantId}, ${fnId}, ${spec.key}, ${JSON.stringify(spec)}, ${texts.onInsert}, ${texts.onDelete}, ${texts.onUpdate}, ${texts.onChange})`.execute(db);
  }
  if (dialect === 'postgres') await compileRollups(db, fnId, specs.filter((s) => had.has(s.key)), changed);
  return [...keys];
}

/**
 * PostgreSQL: writes the function's compiled rollup function again (migration 029) when its
 * rollups changed, or when some were listed before it (they get their statements now).
 */
async function compileRollups(db: Kysely<DB>, fnId: number, kept: RollupSpec[], changed: boolean): Promise<void> {
  const stale = new Set((await sql<{ chart: string }>`SELECT chart FROM dashboard_rollup_charts WHERE fn_id = ${fnId} AND on_change IS NULL`.execute(db)).rows.map((r) => r.chart));
  for (const spec of kept) {
    if (!stale.has(spec.key)) continue;
    const texts = statementTexts(fnId, spec);
    await sql`UPDATE dashboard_rollup_charts SET on_insert = ${texts.onInsert}, on_delete = ${texts.onDelete}, on_update = ${texts.onUpdate}, on_change = ${texts.onChange}
      WHERE fn_id = ${fnId} AND chart = ${spec.key}`.execute(db);
  }
  if (!changed && !stale.size) return;
  const listed = (await sql<{ on_change: string | null }>`SELECT on_change FROM dashboard_rollup_charts WHERE fn_id = ${fnId} ORDER BY chart`.execute(db)).rows;
  const statements = listed.map((r) => r.on_change).filter((st): st is string => st !== null);
  // A rollup without its statement would be left out of the function: then none, and the listed statements run.
  await run(db, statements.length && statements.length === listed.length ? compiledRollupText(fnId, statements) : dropCompiledRollupText(fnId));
}

/**
 * The scope as a condition on the rollup's `created_by`, or undefined when the scope
 * needs more than the creator (`involved`, an owner field): the GROUP BY path then.
 */
function creatorCondition(tenantId: string, scope: RecordScope | undefined): Expression<SqlBool> | undefined {
  if (!scope || scope.kinds.includes('all')) return sql<SqlBool>`1 = 1`;
  if (scope.kinds.includes('involved')) return undefined;
  const parts: Expression<SqlBool>[] = [];
  if (scope.kinds.includes('own')) {
    if (scope.ownerField !== undefined) return undefined;
    parts.push(sql<SqlBool>`created_by = ${scope.userId}`);
  }
  if (scope.kinds.includes('department')) parts.push(sql<SqlBool>`(created_by = ${scope.userId} OR created_by IN (${departmentMembers(tenantId, scope.userId)}))`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` OR `)})` : sql<SqlBool>`1 = 0`;
}

function measureText(dialect: Dialect, spec: RollupSpec, m: AggregateQuery['measures'][number]) {
  if (m.op === 'count') return sql`SUM(n)`;
  const i = spec.numbers.indexOf(m.field!);
  const [s, c] = [sql.raw(`s${i}`), sql.raw(`c${i}`)];
  if (m.op === 'sum') return sql`COALESCE(SUM(${s}), 0)`;
  return dialect === 'sqlite' ? sql`CASE WHEN SUM(${c}) > 0 THEN CAST(SUM(${s}) AS REAL) / SUM(${c}) END` : sql`CASE WHEN SUM(${c}) > 0 THEN SUM(${s}) / SUM(${c}) END`;
}

type RollupQuery = Omit<AggregateQuery, 'conditions'> & { filters: RecordFilter[]; filterConditions: Expression<SqlBool>[]; scope?: RecordScope };

/** The dims rollup of the chart's shape listed for the tenant that answers these filters, with how it does. */
async function dimsRollup(db: Kysely<DB>, tenantId: string, q: RollupQuery, base: RollupSpec): Promise<{ spec: RollupSpec; cuts: DimCut[] } | undefined> {
  const listed = await sql<{ spec: string }>`SELECT spec FROM dashboard_rollup_charts WHERE fn_id = ${q.fnId} AND tenant_id = ${tenantId}`.execute(db);
  for (const row of listed.rows) {
    const spec = JSON.parse(row.spec) as RollupSpec;
    if (spec.base !== base.key || !spec.dims) continue;
    const cuts = dimCuts(spec.dims, q.filters);
    if (cuts) return { spec, cuts };
  }
  return undefined;
}

/** Which dims rollup rows the filters keep (see `dimCuts`). */
function cutCondition(dialect: Dialect, cut: DimCut): Expression<SqlBool> {
  const d = sql.raw(`d${cut.index}`);
  const [isNull, isRaw] = [sql.lit(1 << cut.index), sql.lit(1 << (3 + cut.index))];
  if (cut.op === 'eq') return sql<SqlBool>`((dflags & ${isNull}) = 0 AND ${d} IN (${sql.join(exactForms(dialect, 'text', cut.value))}))`;
  const raw: Expression<SqlBool>[] = [sql<SqlBool>`(dflags & ${isRaw}) <> 0`];
  if (cut.from !== null) raw.push(sql<SqlBool>`${d} >= ${cut.from}`);
  if (cut.to !== null) raw.push(sql<SqlBool>`${d} <= ${cut.to}`);
  // As the records' filter: a blank text lies before no date.
  if (cut.from === null && cut.to !== null) raw.push(sql<SqlBool>`${d} <> ''`);
  const either = [sql<SqlBool>`(${sql.join(raw, sql` AND `)})`];
  if (cut.months !== 'none') {
    const month: Expression<SqlBool>[] = [sql<SqlBool>`(dflags & ${sql.lit((1 << cut.index) | (1 << (3 + cut.index)))}) = 0`];
    if (cut.firstMonth !== null) month.push(sql<SqlBool>`${d} >= ${cut.firstMonth}`);
    if (cut.lastMonth !== null) month.push(sql<SqlBool>`${d} <= ${cut.lastMonth}`);
    either.push(sql<SqlBool>`(${sql.join(month, sql` AND `)})`);
  }
  return sql<SqlBool>`(${sql.join(either, sql` OR `)})`;
}

/**
 * The rows a filtered chart sums: the dims rollup's rows the filters keep, and the
 * records of the months a date range cuts, grouped from `fn_records` through the date
 * field's index (the filters and the scope applied to them as to any record).
 */
function dimsRows(dialect: Dialect, tenantId: string, q: RollupQuery, spec: RollupSpec, cuts: DimCut[], creator: Expression<SqlBool>, shadow: ReadonlySet<string>) {
  const parts = [sql`SELECT CASE WHEN grp_null = 1 THEN NULL ELSE grp END AS g, n, s0, s1, s2, s3, c0, c1, c2, c3 FROM dashboard_rollup_dims
    WHERE tenant_id = ${tenantId} AND fn_id = ${q.fnId} AND chart = ${spec.key} AND ${creator}${sql.join(cuts.map((c) => sql` AND ${cutCondition(dialect, c)}`), sql``)}`];
  const records = recordFiguresText(dialect, q.fnId, spec);
  for (const cut of cuts) {
    if (cut.op !== 'range') continue;
    for (const month of cut.partialMonths) {
      const conditions = [sql.raw(records.where), sql.raw(isoMonthText(dialect, cut.field, month)), ...q.filterConditions, creator];
      const column = shadowColumnName({ field: cut.field, kind: 'text' });
      // The month's records found through the date field's index in the shadow table (the test above still applies to each).
      if (shadow.has(column)) {
        conditions.push(sql<SqlBool>`fn_records.id IN (SELECT id FROM ${sql.table(shadowTableName(q.fnId))} WHERE tenant_id = ${tenantId}
          AND ${sql.id(column)} >= ${`${month}-01`} AND ${sql.id(column)} <= ${`${month}-31`})`);
      }
      parts.push(sql`SELECT g, ${sql.raw(records.figures)} FROM (SELECT ${sql.raw(records.columns)} FROM fn_records
        WHERE fn_records.tenant_id = ${tenantId} AND ${sql.join(conditions, sql` AND `)}) e GROUP BY g`);
    }
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * A chart's figures from its rollup, when it has one and the query allows it: a scope
 * the creator decides, and no search filters or only those a dims rollup of the chart
 * is cut by (migration 022); undefined otherwise. Same rows, order and limit as the
 * GROUP BY over `fn_records` (record-aggregate.ts).
 */
export async function readRollup(db: Kysely<DB>, dialect: Dialect, tenantId: string, q: RollupQuery): Promise<AggregateRow[] | undefined> {
  const creator = creatorCondition(tenantId, q.scope);
  const base = creator && rollupSpecOf(q);
  if (!creator || !base) return undefined;
  let rows;
  let spec = base;
  if (q.filters.length) {
    const found = await dimsRollup(db, tenantId, q, base);
    if (!found) return undefined;
    spec = found.spec;
    rows = dimsRows(dialect, tenantId, q, found.spec, found.cuts, creator, await shadowColumns(db, dialect, q.fnId));
  } else {
    const ready = await sql`SELECT 1 AS ok FROM dashboard_rollup_charts WHERE fn_id = ${q.fnId} AND chart = ${spec.key} AND tenant_id = ${tenantId}`.execute(db);
    if (!ready.rows.length) return undefined;
    rows = sql`SELECT CASE WHEN grp_null = 1 THEN NULL ELSE grp END AS g, n, s0, s1, s2, s3, c0, c1, c2, c3 FROM dashboard_rollups
      WHERE tenant_id = ${tenantId} AND fn_id = ${q.fnId} AND chart = ${spec.key} AND ${creator}`;
  }
  const measures = sql.join(q.measures.map((m, i) => sql`${measureText(dialect, spec, m)} AS ${sql.id(`m${i}`)}`));
  if (!q.group) {
    const r = await sql<Record<string, unknown>>`SELECT ${measures} FROM (${rows}) r`.execute(db);
    return [{ key: null, values: q.measures.map((_, i) => Number(r.rows[0]?.[`m${i}`] ?? 0)) }];
  }
  const order = q.group.by !== 'value' ? sql`g ASC` : sql`m0 DESC, g ASC`;
  const r = await sql<Record<string, unknown>>`SELECT g, ${measures} FROM (${rows}) r GROUP BY g HAVING SUM(n) > 0
    ORDER BY ${order} LIMIT ${sql.lit(q.limit + 1)}`.execute(db);
  return r.rows.map((row) => ({
    key: row.g === null || row.g === undefined ? null : String(row.g),
    values: q.measures.map((_, i) => Number(row[`m${i}`] ?? 0)),
  }));
}
