import { CompiledQuery, sql, type Compilable, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { PLANNED_PER_RUN, shadowColumnName, shadowTableName, type DB, type Dialect, type OffloadedReads } from '../db';
import { heavyRows } from './heavy-reads';
import { fieldExpression, fnIdPredicate, type FieldKind } from './json-field';
import { runPrepared, slot } from './prepared';
import { containsCondition, sparseContains, trigramDriver, trigramFields, type TrigramDriver } from './record-trigrams';
import { departmentMembers, scopePredicate, type RecordScope } from './record-scope';
import { aggregateRecords, namesOf, type AggregateQuery, type AggregateResult } from './record-aggregate';
import { readRollup } from './rollup';
import { aggregateWindow, dashboardRowCap } from './aggregate-window';
import { exactForms } from './filter-forms';
import { COUNT_BOUND, countedTotal, countedTotalQuery, creatorScope } from './record-counts';
import { shadowColumns } from './shadow-columns';
import { publishStagedRows, stagedBatch, writeStagedBatch, type StagedRow, type StageWriter } from './staged-insert';
import type { ImportPublish, PublishOutcome } from './import-publish';
import { tenantFilter } from './tenant-filter';

/** A count that stopped past `bound` gives the bound as a lower bound. */
const boundedTotal = (n: number, bound: number) => (n > bound ? { total: bound, totalIsLowerBound: true } : { total: n });

/** For conditions that test LIKE themselves instead of asking an FTS table. */
const NO_TRIGRAMS: ReadonlySet<string> = new Set();

/** Document states in which the record API may neither change nor delete a record (engine `LOCKED_DOCUMENT_STATES`). */
const LOCKED_STATES = ['inApproval', 'approved', 'abnormal'];
/** Process states that keep a process alive (it can still be acted on). */
const LIVE_PROCESS_STATES = ['initializing', 'toSubmit', 'inApproval', 'abnormal'];

export type FilterValue = string | number;

export type RecordFilter =
  | { field: string; kind: FieldKind; op: 'eq'; value: FilterValue }
  | { field: string; kind: FieldKind; op: 'like'; value: string }
  | { field: string; kind: FieldKind; op: 'between'; from: FilterValue | null; to: FilterValue | null };

export type RecordSort =
  | { column: 'created_at' | 'updated_at'; order: 'asc' | 'desc' }
  | { field: string; kind: FieldKind; order: 'asc' | 'desc' };

export interface RecordPageQuery {
  fnId: number;
  filters: RecordFilter[];
  sort: RecordSort[];
  offset: number;
  limit: number;
  /** Only records in these document states. */
  docStates?: string[];
  /** Only records inside the caller's scope (none: every record of the function). */
  scope?: RecordScope;
  /**
   * How the total is found: 'bounded' (default) from the live counters when the page is
   * unfiltered and the scope allows, else counted up to a bound; 'exact' counts every
   * match; 'none' skips it (callers that read only the records).
   */
  total?: 'bounded' | 'exact' | 'none';
}

/** A page of records and how many match; `totalIsLowerBound`: at least `total` match (the count stopped there). */
export interface RecordPage {
  records: StoredRecord[];
  total: number;
  totalIsLowerBound?: boolean;
}

/** The exact count on demand walks this many record ids per statement on SQLite, letting other requests in between. */
const EXACT_CHUNK_IDS = 50_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How `get` reads a record. */
export interface RecordReadOptions {
  /** Only inside this scope ("not found" otherwise). */
  scope?: RecordScope;
  /** Also a deleted record (process history keeps showing it). */
  includeDeleted?: boolean;
  /** Locks the row until the transaction ends (PostgreSQL: FOR UPDATE), so a save and an approval take turns. */
  lock?: boolean;
}

export interface StoredRecord {
  id: number;
  fnVersion: number;
  createdAt: number;
  updatedAt: number;
  createdBy: number;
  createdByName: string | null;
  /** The document state (draft | inApproval | approved | rejected | canceled | recalled | abnormal). */
  docState: string;
  deletedAt: number | null;
  data: unknown;
}

/** Records of one tenant's functions, in `fn_records`. Filters and sorts use the indexed expressions. */
/**
 * SQLite's json_extract keeps JSON types (a user id 3, a switch true -> 1)
 * while filters arrive as text; PostgreSQL's `->>` is text already. Matching
 * every typed form with IN keeps the indexed expression usable.
 */
function exactMatch(dialect: Dialect, expr: RawBuilder<unknown>, kind: FieldKind, value: FilterValue): Expression<SqlBool> {
  if (dialect !== 'sqlite' || kind !== 'text' || typeof value !== 'string') return sql<SqlBool>`${expr} = ${value}`;
  return sql<SqlBool>`${expr} IN (${sql.join(exactForms(dialect, kind, value))})`;
}

/** The columns of a function's shadow table a query joins as `fnv` (undefined: it reads every field from the record's JSON). */
type Shadow = ReadonlySet<string> | undefined;

/** The field's column in the joined shadow table, when it has one. */
function shadowRef(shadow: Shadow, field: string, kind: FieldKind): RawBuilder<unknown> | undefined {
  const name = shadow && shadowColumnName({ field, kind });
  return name && shadow.has(name) ? sql.id('fnv', name) : undefined;
}

/** A dense filter's page is found by walking the newest records only this deep (offset + page size). */
const WALK_MAX_ROWS = 200;

/** Values looked up per statement by `storedValues`. */
const STORED_VALUES_BATCH = 500;

/**
 * `reads`: the SQLite read pool (outside a transaction only): dashboard GROUP BYs, exact
 * counts and "contains" pages and counts run there instead of on the event loop.
 * `stager`: the SQLite staging thread (outside a transaction only), for `stageBatch`.
 */
export function createRecordData(db: Kysely<DB>, dialect: Dialect, tenantId: string, reads?: OffloadedReads, stager?: StageWriter) {
  const decode = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data);

  /**
   * `byIds`: the tenant (`tenantFilter`) and function tested with SQLite's unary `+`, which keeps
   * the planner off their indexes, so a query whose other condition names few record ids (a
   * sparse "contains") starts from those ids.
   */
  const anyRow = (fnId: number, byIds = false, tenant: string = tenantId) => {
    const from = db.selectFrom('fn_records');
    return byIds
      ? from.where(tenantFilter(dialect, 'fn_records.tenant_id', tenant)).where(sql<SqlBool>`+fn_records.${fnIdPredicate(fnId)}`)
      : from.where('fn_records.tenant_id', '=', tenant).where(fnIdPredicate(fnId));
  };
  const scoped = (fnId: number, byIds = false, tenant: string = tenantId) => anyRow(fnId, byIds, tenant).where('fn_records.deleted_at', 'is', null);

  /**
   * The records of the function joined with their row of its shadow table (`fnv`), whose
   * indexes `(tenant_id, <field>, created_at)` answer the filters and sorts on its columns.
   */
  const joinShadow = <Q extends ReturnType<typeof anyRow>>(query: Q, fnId: number): Q =>
    query.innerJoin(sql`${sql.table(shadowTableName(fnId))}`.as('fnv'), (j) => j.on(sql<SqlBool>`fnv.id = fn_records.id`))
      .where(sql<SqlBool>`fnv.tenant_id = ${tenantId}`) as unknown as Q;

  /**
   * `walk`: the field's expression behind SQLite's unary `+`, so no field index answers it (see `walkList`).
   * `shadow`: the query joins the shadow table, so an exact or range filter on one of its columns reads the column
   * (and a "contains" on PostgreSQL, whose trigram index is on the column).
   */
  const toCondition = (fnId: number, trigrams: ReadonlySet<string>, walk = false, shadow?: Shadow) => (f: RecordFilter): Expression<SqlBool> => {
    const indexed = fieldExpression(dialect, f.field, f.kind);
    // PostgreSQL's trigram index is on the shadow column; SQLite's is an FTS table, tested by record id.
    const column = f.op !== 'like' || dialect === 'postgres' ? shadowRef(shadow, f.field, f.kind) : undefined;
    if (f.op === 'like') return containsCondition(dialect, fnId, f.field, column ?? (walk ? sql`+${indexed}` : indexed), f.value, trigrams);
    const expr = column ?? (walk ? sql`+${indexed}` : indexed);
    if (f.op === 'eq') return exactMatch(dialect, expr, f.kind, f.value);
    const parts = [];
    if (f.from !== null) parts.push(sql`${expr} >= ${f.from}`);
    if (f.to !== null) parts.push(sql`${expr} <= ${f.to}`);
    // A blank text is no value: it lies before no date ('' sorts first as text).
    if (f.from === null && f.to !== null && f.kind === 'text') parts.push(sql`${expr} <> ''`);
    return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` AND `)})` : sql<SqlBool>`1 = 1`;
  };

  /**
   * The live records of the function reached through an FTS table's matches, read in the
   * table's order (`CROSS JOIN` fixes the loop order in SQLite), with `conditions` tested on each.
   */
  const drivenBy = (driver: TrigramDriver, fnId: number, conditions: Expression<SqlBool>[]) => {
    const table = sql.table(driver.table);
    let q = db.selectFrom(sql`${table}`.as(driver.table)).crossJoin('fn_records')
      .where(sql<SqlBool>`${table} MATCH ${driver.match}`)
      .where(sql<SqlBool>`fn_records.id = ${table}.rowid`)
      .where(sql<SqlBool>`fn_records.tenant_id = ${tenantId} AND fn_records.${fnIdPredicate(fnId)} AND fn_records.deleted_at IS NULL`);
    for (const c of conditions) q = q.where(c);
    return q;
  };

  /** `tenant`: a prepared query's slot instead of the tenant id. */
  const select = (fnId: number, includeDeleted = false, byIds = false, tenant: string = tenantId) =>
    (includeDeleted ? anyRow(fnId, byIds, tenant) : scoped(fnId, byIds, tenant))
    .leftJoin('users', 'users.id', 'fn_records.created_by')
    .select([
      'fn_records.id', 'fn_records.fn_version', 'fn_records.created_at', 'fn_records.updated_at',
      'fn_records.created_by', 'fn_records.data', 'fn_records.doc_state', 'fn_records.deleted_at', 'users.full_name',
    ]);

  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toRecord = (r: Row): StoredRecord => ({
    id: r.id, fnVersion: r.fn_version, createdAt: r.created_at, updatedAt: r.updated_at,
    createdBy: r.created_by, createdByName: r.full_name, docState: r.doc_state, deletedAt: r.deleted_at, data: decode(r.data),
  });

  const pageQueries = async (q: RecordPageQuery) => {
    const trigrams = q.filters.some((f) => f.op === 'like') ? await trigramFields(db, dialect, q.fnId) : new Set<string>();
    const rest: Expression<SqlBool>[] = [];
    if (q.docStates?.length) rest.push(sql<SqlBool>`fn_records.doc_state IN (${sql.join(q.docStates)})`);
    if (q.scope) rest.push(scopePredicate(tenantId, q.scope, dialect));
    // At most a few thousand candidates: fetched by id and sorted, whatever the function's size.
    const byIds = trigrams.size > 0 && await sparseContains(db, dialect, q.fnId, q.filters, trigrams);
    // The shadow table is joined when a filter (a "contains" on PostgreSQL only) or a sort reads one of its columns (not when the page starts from candidate ids).
    const readsFields = q.filters.some((f) => f.op !== 'like' || dialect === 'postgres') || q.sort.some((s) => 'field' in s);
    const columns = byIds || !readsFields ? undefined : await shadowColumns(db, dialect, q.fnId);
    const joined = q.filters.some((f) => (f.op !== 'like' || dialect === 'postgres') && shadowRef(columns, f.field, f.kind))
      || q.sort.some((s) => 'field' in s && shadowRef(columns, s.field, s.kind));
    const shadow = joined ? columns : undefined;
    /**
     * SQLite, without statistics, prefers `(tenant_id, fn_id, ...)` on fn_records to a shadow
     * index with fewer equalities, then sorts every record for a sort on a field. Without a scope
     * to narrow the records first, the joined page starts from the shadow index (unary `+`, as `byIds`).
     */
    const fromShadow = byIds || (joined && dialect === 'sqlite' && !q.scope);
    const where = [...q.filters.map(toCondition(q.fnId, trigrams, false, shadow)), ...rest];
    /**
     * Joined, the order reads the shadow row's created_at and id (the same values), which its indexes end with.
     * On PostgreSQL, for a search that also needs the record (not `shadowOnly` below), only when one of its field
     * indexes gives that order (an equality on its column, or a sort on one): after a range or a "contains" none does,
     * and the record's own columns let the planner walk the function's newest records (fn_records_list) and stop at
     * the page instead of sorting every match.
     */
    const shadowOrder = joined && (dialect === 'sqlite' || q.sort.some((s) => 'field' in s)
      || q.filters.some((f) => f.op === 'eq' && shadowRef(shadow, f.field, f.kind) !== undefined));
    const createdAt = shadowOrder ? sql`fnv.created_at` : sql`fn_records.created_at`;
    /**
     * Every condition is on the shadow table's columns (no document state or scope, no field it lacks, and on SQLite
     * no "contains", which asks its FTS table by record id). The shadow table holds the live records only, so the
     * matches are counted there alone, and the page's ids are found there too (`pageIds`): no match's record is read
     * but the page's own, however deep the page.
     */
    const shadowOnly = joined && !rest.length
      && q.filters.every((f) => (f.op !== 'like' || dialect === 'postgres') && shadowRef(shadow, f.field, f.kind) !== undefined);
    /** The matches on the shadow table alone (shadowOnly only). */
    const shadowMatching = () => where.reduce((m, w) => m.where(w),
      db.selectFrom(sql`${sql.table(shadowTableName(q.fnId))}`.as('fnv')).where(sql<SqlBool>`fnv.tenant_id = ${tenantId}`));
    // On PostgreSQL the shadow table's own index of the newest records (ensureNewestIndex) gives the creation order too.
    const shadowSorted = shadowOnly
      && q.sort.every((s) => ('column' in s ? s.column === 'created_at' : shadowRef(shadow, s.field, s.kind) !== undefined));
    /** Orders rows as the page asks, then newest first; `created` and `fieldOf` say where the values are read. */
    const ordered = <D, TB extends keyof D, O>(rows: SelectQueryBuilder<D, TB, O>, created: RawBuilder<unknown>,
      fieldOf: (s: Extract<RecordSort, { field: string }>) => Expression<unknown>, id: RawBuilder<unknown>) => {
      for (const s of q.sort) {
        if ('column' in s) {
          rows = rows.orderBy(s.column === 'created_at' ? created : sql.ref(`fn_records.${s.column}`), s.order);
          continue;
        }
        // created_at follows the field as in the index (tenant_id, <field>, created_at), so no extra sort step
        rows = rows.orderBy(fieldOf(s), s.order).orderBy(created, s.order);
      }
      return rows.orderBy(id, 'desc');
    };
    /** A field's value read from the record's JSON. */
    const recordField = (s: Extract<RecordSort, { field: string }>) => fieldExpression(dialect, s.field, s.kind);
    /** The ids of the page, ordered on the shadow table alone (shadowSorted only: every sort is on created_at or a shadow column). */
    const pageIds = () => ordered(shadowMatching().select(sql<number>`fnv.id`.as('id')), sql`fnv.created_at`,
      (s) => shadowRef(shadow, s.field, s.kind)!, sql`fnv.id`).offset(q.offset).limit(q.limit);
    const listOf = (conditions: Expression<SqlBool>[], withShadow: boolean) => {
      if (shadowSorted && withShadow) {
        // The page's few records by id (on SQLite the tenant and function behind `+`, as `byIds`), ordered again as the ids were.
        const list = select(q.fnId, false, dialect === 'sqlite').where(sql<SqlBool>`fn_records.id IN (${pageIds()})`);
        return ordered(list, sql`fn_records.created_at`, recordField, sql`fn_records.id`).limit(q.limit);
      }
      let list = select(q.fnId, false, withShadow ? fromShadow : byIds);
      if (withShadow) list = joinShadow(list, q.fnId);
      for (const w of conditions) list = list.where(w);
      const fieldOf = (s: Extract<RecordSort, { field: string }>) => (withShadow && shadowRef(shadow, s.field, s.kind)) || recordField(s);
      return ordered(list, withShadow ? createdAt : sql`fn_records.created_at`, fieldOf, withShadow && shadowOrder ? sql`fnv.id` : sql`fn_records.id`)
        .offset(q.offset).limit(q.limit);
    };
    let matching = joined ? joinShadow(scoped(q.fnId, fromShadow), q.fnId) : scoped(q.fnId, byIds);
    for (const w of where) matching = matching.where(w);
    /** byIds only: the page's ids and the count of every match, then the page's records by those ids, in the page's order. */
    const sparsePage = () => {
      const ids = ordered(matching.select([sql<number>`fn_records.id`.as('page_id'), sql<number>`count(*) OVER ()`.as('page_total')]),
        sql`fn_records.created_at`, recordField, sql`fn_records.id`).offset(q.offset).limit(q.limit);
      const page = select(q.fnId, false, true).innerJoin(ids.as('p'), 'p.page_id', 'fn_records.id').select('p.page_total');
      return ordered(page, sql`fn_records.created_at`, recordField, sql`fn_records.id`).limit(q.limit);
    };
    const bound = Math.max(COUNT_BOUND, q.offset + q.limit);
    // A common term (too many candidates to start from their ids): the count reads the FTS matches as they come.
    const driver = byIds ? undefined : trigramDriver(dialect, q.fnId, q.filters, trigrams);
    const counted = driver ? drivenBy(driver, q.fnId, [...q.filters.map(toCondition(q.fnId, NO_TRIGRAMS)), ...rest]) : matching;
    const upToBound = shadowOnly ? shadowMatching().select(sql<number>`1`.as('one')).limit(bound + 1)
      : counted.select(sql<number>`1`.as('one')).limit(bound + 1);
    const count = db.selectFrom(upToBound.as('m')).select((eb) => eb.fn.countAll<number>().as('n'));
    const walks = dialect === 'sqlite' && !byIds && q.filters.length > 0 && q.offset + q.limit <= WALK_MAX_ROWS
      && q.sort.length === 1 && 'column' in q.sort[0] && q.sort[0].column === 'created_at';
    /**
     * SQLite has no statistics: a filter's field index looks cheap, and a first page of a filter
     * that matches many records then reads and sorts every match. When the count says the
     * matches are many, the newest records are walked instead and the first page's matches
     * found among the first few hundred.
     */
    // The walk tests LIKE on each record it passes: no "contains" asks its FTS table, whose every match would be collected and sorted first.
    const walkList = walks ? listOf([...q.filters.map(toCondition(q.fnId, NO_TRIGRAMS, true)), ...rest], false) : undefined;
    // A "contains" may test many candidates (or every record) against LIKE: its page and count go to the read pool.
    const offload = q.filters.some((f) => f.op === 'like') ? reads : undefined;
    /**
     * A common "contains" term walks, and its count reads the FTS matches: both in one statement
     * (the count a scalar subquery SQLite runs once), so the page costs one trip to the read pool.
     */
    const walkWithTotal = driver && walkList ? walkList.select(sql<number>`(${count})`.as('page_total')) : undefined;
    /**
     * PostgreSQL rates a "contains" test as cheap as any other and reads the shadow table in order until the bound
     * (at a million records, 60 ms for a term one record in fifty holds), where the trigram index finds every
     * match first (~10 ms). Its count is planned without sequential scans.
     */
    const countOnIndex = dialect === 'postgres' && shadowOnly && q.filters.some((f) => f.op === 'like');
    const list = listOf(where, joined);
    /**
     * A rare "contains" term (few candidates, fetched by id): the page sorts every match anyway, so it
     * says how many there are too (a window count), in the same statement and trip to the read pool.
     * The count and the sort run over each match's id and order values only, and the page's own
     * records are read after them: a sort that carried every candidate's record took half again as long.
     */
    const listWithTotal = byIds ? sparsePage() : undefined;
    return { list, listWithTotal, walkList, walkWithTotal, count, countOnIndex, bound, matching, offload };
  };

  type Matching = Awaited<ReturnType<typeof pageQueries>>['matching'];

  /**
   * Every match counted: in the read pool when there is one (one statement, off the event
   * loop). Else SQLite's driver is synchronous: the count goes through the ids a span at a
   * time, each its own short statement, so other requests run in between.
   */
  const exactCount = async (matching: Matching): Promise<number> => {
    const all = matching.select((eb) => eb.fn.countAll<number>().as('n'));
    // In the read pool the whole count is one statement, off the event loop.
    if (reads) return Number((await reads.run(all.compile()))[0]?.n ?? 0);
    if (dialect !== 'sqlite') return Number((await all.executeTakeFirstOrThrow()).n);
    const top = Number((await sql<{ id: number | null }>`SELECT MAX(id) AS id FROM fn_records`.execute(db)).rows[0]?.id ?? 0);
    let n = 0;
    for (let lo = 0; lo < top; lo += EXACT_CHUNK_IDS) {
      if (lo > 0) await nextTurn();
      const span = await all.where('fn_records.id', '>', lo).where('fn_records.id', '<=', lo + EXACT_CHUNK_IDS).executeTakeFirstOrThrow();
      n += Number(span.n);
    }
    return n;
  };

  /**
   * Runs a search's statement: on PostgreSQL, when filters decide its plan, planned with this run's values
   * (PLANNED_PER_RUN), never from a generic plan kept for the statement's text.
   */
  const searchRows = <R>(q: RecordPageQuery, query: Compilable<R>, on: Kysely<DB> = db): Promise<R[]> => {
    if (dialect !== 'postgres' || !q.filters.length) return on.executeQuery(query.compile()).then((r) => [...r.rows]);
    const compiled = query.compile();
    return on.executeQuery(CompiledQuery.raw(PLANNED_PER_RUN + compiled.sql, [...compiled.parameters])).then((r) => r.rows as R[]);
  };

  const totalOf = async (q: RecordPageQuery, p: Awaited<ReturnType<typeof pageQueries>>): Promise<Omit<RecordPage, 'records'>> => {
    if (q.total === 'none') return { total: 0 };
    const creator = q.filters.length ? undefined : creatorScope(tenantId, q.scope);
    if (creator) return { total: await countedTotal(db, tenantId, q.fnId, creator, q.docStates) };
    if (q.total === 'exact') return { total: await exactCount(p.matching) };
    // Counting up to the bound may walk many records (a selective filter, the `involved` scope): in the read pool.
    const counted = await heavyRows(reads, () => p.count.compile(), () => (p.countOnIndex && !db.isTransaction
      ? db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return searchRows(q, p.count, trx);
      })
      : searchRows(q, p.count)));
    return boundedTotal(Number(counted[0]?.n ?? 0), p.bound);
  };

  return {
    /**
     * Groups and measures the function's live records in the database (dashboards),
     * with the list's search filters and inside the caller's scope: from the chart's
     * rollup when it has one and neither filters nor the scope need the records themselves.
     */
    async aggregate(q: Omit<AggregateQuery, 'conditions' | 'window'> & { filters: RecordFilter[]; scope?: RecordScope }): Promise<AggregateResult> {
      const trigrams = q.filters.some((f) => f.op === 'like') ? await trigramFields(db, dialect, q.fnId) : new Set<string>();
      const conditions = q.filters.map(toCondition(q.fnId, trigrams));
      const rolled = await readRollup(db, dialect, tenantId, { ...q, filterConditions: conditions });
      if (rolled) return { rows: rolled, window: null };
      if (q.scope) conditions.push(scopePredicate(tenantId, q.scope, dialect));
      // The GROUP BY reads at most the newest records up to the cap (the live counters say how many there are).
      const window = aggregateWindow(await countedTotal(db, tenantId, q.fnId, sql<SqlBool>`1 = 1`), dashboardRowCap());
      return { rows: await aggregateRecords(db, dialect, tenantId, { ...q, conditions, window }, reads), window: window ?? null };
    },

    /** Names of the tenant's users or departments by id (labels of grouped values). */
    namesOf: (kind: 'user' | 'department', ids: number[]) => namesOf(db, tenantId, kind, ids),

    /**
     * The list and count queries of `page`, compiled (EXPLAIN in tests shows which index they use):
     * `count` is what `page` runs for the total, `exactCount` the plain COUNT of every match.
     */
    async compilePage(q: RecordPageQuery) {
      const { list, listWithTotal, walkList, count, matching } = await pageQueries(q);
      const creator = q.filters.length ? undefined : creatorScope(tenantId, q.scope);
      return {
        list: list.compile(),
        /** The list `page` runs instead when the count finds at least COUNT_BOUND matches (SQLite, first pages). */
        walkList: walkList?.compile(),
        /** A rare "contains" term's page with its window count, what `page` runs instead of `list` and `count` (SQLite). */
        sparsePage: listWithTotal?.compile(),
        count: creator ? countedTotalQuery(tenantId, q.fnId, creator, q.docStates).compile(db) : count.compile(),
        exactCount: matching.select((eb) => eb.fn.countAll<number>().as('n')).compile(),
      };
    },

    async page(q: RecordPageQuery): Promise<RecordPage> {
      const queries = await pageQueries(q);
      const rowsOf = (list: typeof queries.list) => heavyRows(queries.offload, () => list.compile(), () => searchRows(q, list));
      if (queries.walkWithTotal && (q.total ?? 'bounded') === 'bounded') {
        const walk = queries.walkWithTotal;
        const walked = await heavyRows(queries.offload, () => walk.compile(), () => walk.execute());
        if (walked.length) {
          // Fewer matches than the bound: the walk is not the page's plan (as below), but its count is the total.
          const total = boundedTotal(Number(walked[0].page_total), queries.bound);
          const rows = total.total >= COUNT_BOUND ? walked : await rowsOf(queries.list);
          return { records: rows.map(toRecord), ...total };
        }
      }
      const listWithTotal = queries.listWithTotal;
      if (listWithTotal && (q.total ?? 'bounded') === 'bounded') {
        const rows = await heavyRows(queries.offload, () => listWithTotal.compile(), () => searchRows(q, listWithTotal));
        // past the last match the page is empty, and the count below says how many there are
        if (rows.length) return { records: rows.map(toRecord), ...boundedTotal(Number(rows[0].page_total), queries.bound) };
      }
      if (queries.walkList && q.total !== 'none') {
        const total = await totalOf(q, queries);
        const rows = await rowsOf(total.total >= COUNT_BOUND ? queries.walkList : queries.list);
        return { records: rows.map(toRecord), ...total };
      }
      const [rows, total] = await Promise.all([rowsOf(queries.list), totalOf(q, queries)]);
      return { records: rows.map(toRecord), ...total };
    },

    async get(fnId: number, id: number, o: RecordReadOptions = {}): Promise<StoredRecord | undefined> {
      if (!o.scope && !o.lock) {
        // The plain read by id (every approval makes one): compiled once per function.
        const { rows } = await runPrepared<Row>(db, `records.get:${fnId}:${o.includeDeleted ? 1 : 0}`, [tenantId, id], () =>
          select(fnId, o.includeDeleted, false, slot(0)).where('fn_records.id', '=', slot(1)));
        return rows[0] && toRecord(rows[0]);
      }
      let q = select(fnId, o.includeDeleted).where('fn_records.id', '=', id);
      if (o.scope) q = q.where(scopePredicate(tenantId, o.scope, dialect));
      const row = await (o.lock && dialect === 'postgres' ? q.forUpdate('fn_records') : q).executeTakeFirst();
      return row && toRecord(row);
    },

    /** The values of several records (any function, not deleted) by id: a page of task cards at a time. */
    async dataOf(ids: number[]): Promise<Map<number, unknown>> {
      if (!ids.length) return new Map();
      const rows = await db.selectFrom('fn_records').select(['id', 'data'])
        .where(tenantFilter(dialect, 'tenant_id', tenantId)).where('deleted_at', 'is', null).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, decode(r.data)]));
    },

    /**
     * Records (not deleted) of any function whose values contain `text` (a
     * file id): who may download a file depends on who may read a record holding it.
     * A scan of the tenant's records, at most `limit`.
     */
    async holding(text: string, limit: number): Promise<(StoredRecord & { fnId: number })[]> {
      const rows = await db.selectFrom('fn_records').leftJoin('users', 'users.id', 'fn_records.created_by')
        .select(['fn_records.id', 'fn_records.fn_id', 'fn_records.fn_version', 'fn_records.created_at', 'fn_records.updated_at',
          'fn_records.created_by', 'fn_records.data', 'fn_records.doc_state', 'fn_records.deleted_at', 'users.full_name'])
        .where('fn_records.tenant_id', '=', tenantId).where('fn_records.deleted_at', 'is', null)
        .where(sql<SqlBool>`CAST(fn_records.data AS text) LIKE ${`%${text.replace(/[%_\\]/g, '')}%`}`)
        .orderBy('fn_records.id').limit(limit).execute();
      return rows.map((r) => ({ ...toRecord(r), fnId: r.fn_id }));
    },

    /** Whether `memberId` is `userId` or belongs to their department or one below it (the department scope). */
    async inDepartment(userId: number, memberId: number): Promise<boolean> {
      if (userId === memberId) return true;
      const row = await sql<{ user_id: number }>`SELECT m.user_id FROM (${departmentMembers(tenantId, userId)}) m WHERE m.user_id = ${memberId}`.execute(db);
      return row.rows.length > 0;
    },

    /** Keeps the stored document state in step with the record's process (every workflow transition). */
    async setDocState(fnId: number, id: number, state: string): Promise<void> {
      await db.updateTable('fn_records').set({ doc_state: state })
        .where('tenant_id', '=', tenantId).where(fnIdPredicate(fnId)).where('id', '=', id).execute();
    },

    /**
     * The field's values among live records that an `eq` filter on any of `values` would find
     * (one query per 500 values): an import asks this once per chunk of rows and field.
     */
    async storedValues(fnId: number, field: string, kind: FieldKind, values: FilterValue[]): Promise<unknown[]> {
      const column = shadowRef(await shadowColumns(db, dialect, fnId), field, kind);
      const expr = column ?? fieldExpression(dialect, field, kind);
      const forms = [...new Set(values.flatMap((v) => exactForms(dialect, kind, v)))];
      const out: unknown[] = [];
      for (let i = 0; i < forms.length; i += STORED_VALUES_BATCH) {
        const rows = await (column ? joinShadow(scoped(fnId), fnId) : scoped(fnId)).select(sql<unknown>`${expr}`.as('v'))
          .where(sql<SqlBool>`${expr} IN (${sql.join(forms.slice(i, i + STORED_VALUES_BATCH))})`).execute();
        out.push(...rows.map((r) => r.v));
      }
      return out;
    },

    async insert(r: { fnId: number; fnVersion: number; data: unknown; userId: number; now: number }): Promise<number> {
      const row = await db.insertInto('fn_records').values({
        tenant_id: tenantId, fn_id: r.fnId, fn_version: r.fnVersion, data: JSON.stringify(r.data),
        created_by: r.userId, created_at: r.now, updated_at: r.now,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Writes records an import job stages: invisible (deleted, marked with the job)
     * until `publishStaged`; one multi-row INSERT per call, and on SQLite their trigram rows
     * (the tables it filled are answered: the publish leaves those be).
     */
    async insertStaged(jobId: string, rows: StagedRow[]): Promise<string[]> {
      if (!rows.length) return [];
      return writeStagedBatch(db, dialect, stagedBatch(dialect, tenantId, jobId, rows));
    },

    /**
     * `insertStaged` in a transaction of its own (call it outside one): on a SQLite file the
     * staging thread writes it (server/data/stage-writer.ts), off the event loop.
     */
    async stageBatch(jobId: string, rows: StagedRow[]): Promise<string[]> {
      if (!rows.length) return [];
      const batch = stagedBatch(dialect, tenantId, jobId, rows);
      if (stager) return stager.write(batch);
      return db.transaction().execute((trx) => writeStagedBatch(trx, dialect, batch));
    },

    /** Makes every row a job staged for the function visible at once (`publishStagedRows`); call inside the publish's transaction. */
    publishStaged(jobId: string, fnId: number, trigramsFilled: readonly string[] = []): Promise<number> {
      return publishStagedRows(db, dialect, tenantId, jobId, fnId, trigramsFilled);
    },

    /**
     * An import's publish in the SQLite staging thread, in a transaction of its own, so the event
     * loop serves other companies while 20,000 rows go live; undefined where there is no such
     * thread (PostgreSQL, an in-memory database): the caller publishes in `tx` then.
     */
    publishInThread(p: ImportPublish): Promise<PublishOutcome> | undefined {
      return stager?.publish(p);
    },

    /**
     * Rewrites a record's data; false when no record of this tenant and function has that id or,
     * with `expectedUpdatedAt`, when the record changed since (optimistic check; the new
     * `updated_at` is then always later than the old one, so the check cannot pass twice).
     * With `unlockedOnly` (the record API) a record that is locked by its document
     * state is not written either: the check is part of the one UPDATE, so a save
     * racing an approval cannot slip in between a read and the write.
     */
    async update(r: { fnId: number; id: number; data: unknown; now: number; expectedUpdatedAt?: number; unlockedOnly?: boolean }): Promise<boolean> {
      const updatedAt = r.expectedUpdatedAt === undefined ? r.now : Math.max(r.now, r.expectedUpdatedAt + 1);
      let q = db.updateTable('fn_records').set({ data: JSON.stringify(r.data), updated_at: updatedAt })
        .where('tenant_id', '=', tenantId).where(fnIdPredicate(r.fnId)).where('id', '=', r.id);
      if (r.expectedUpdatedAt !== undefined) q = q.where('updated_at', '=', r.expectedUpdatedAt);
      if (r.unlockedOnly) q = q.where('doc_state', 'not in', LOCKED_STATES).where('deleted_at', 'is', null);
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Marks a record deleted (it stays, so the history of its processes stays
     * readable); false when it is already gone, locked by its document state or
     * has a live process. One UPDATE decides, so a delete racing a submit
     * either wins or changes nothing.
     */
    async remove(fnId: number, id: number, now: number): Promise<boolean> {
      const res = await db.updateTable('fn_records').set({ deleted_at: now })
        .where('tenant_id', '=', tenantId).where(fnIdPredicate(fnId)).where('id', '=', id)
        .where('deleted_at', 'is', null).where('doc_state', 'not in', LOCKED_STATES)
        .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM process_instances pi WHERE pi.tenant_id = ${tenantId}
          AND pi.record_id = fn_records.id AND pi.state IN (${sql.join(LIVE_PROCESS_STATES)}))`)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type RecordData = ReturnType<typeof createRecordData>;
