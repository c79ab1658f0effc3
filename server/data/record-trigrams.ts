import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { rewriteShadowTriggers, shadowColumnName, shadowTableName, trigramPrefix, trigramTables, type DB, type Dialect } from '../db';
import { containsText, fieldExpressionText, isFieldIdentifier } from './json-field';

/**
 * Trigram indexes for "contains" search on text fields (issue 20 item 4).
 *
 * - PostgreSQL: a GIN index `USING gin ("t_<field>" gin_trgm_ops)` per field on the function's
 *   shadow table (pg_trgm, migration 013; server/db record-shadow.ts); the list page joins the
 *   shadow table and ILIKE '%text%' on the column uses it as it is.
 * - SQLite: an FTS5 table per function and field, `tokenize='trigram'`, rowid = the record id,
 *   kept in step with every write by the function's shadow triggers on fn_records (server/db
 *   record-shadow.ts: insert, update of data, delete;
 *   a soft delete keeps the row, and the list query still filters deleted_at). A "contains" of
 *   3 or more characters first asks the FTS table (a phrase query is a substring match there),
 *   then re-checks the original LIKE on those candidates only, so results are exactly the LIKE
 *   path's: the trigram tokenizer folds case Unicode-wide, LIKE only ASCII, so the candidates
 *   are a superset. Shorter terms have no trigram and take the plain LIKE path.
 */

/** Terms shorter than this have no trigram: the plain LIKE scan answers them. */
export const MIN_TRIGRAM_CHARS = 3;

function assertIds(fnId: number, field: string): void {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  if (!isFieldIdentifier(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
}

/** The SQLite FTS5 table of one function's field. */
export function trigramTableName(fnId: number, field: string): string {
  assertIds(fnId, field);
  return `${trigramPrefix(fnId)}${field}`;
}

/** The PostgreSQL GIN index of one function's field. */
export function trigramIndexName(fnId: number, field: string): string {
  assertIds(fnId, field);
  return `fntg_${fnId}_${field}`;
}

/**
 * Fields with an FTS table, per database handle and function (SQLite). Every table made or
 * dropped in this process starts a new generation: the handle that made it is often not the
 * one requests read through (each data access and transaction wraps the database in its own).
 */
const known = new WeakMap<object, { generation: number; perFn: Map<number, Set<string>> }>();
let generation = 0;

async function pgHasTrigram(db: Kysely<DB>): Promise<boolean> {
  const row = await sql<{ ok: number }>`SELECT 1 AS ok FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  return row.rows.length > 0;
}

/** Creates (if missing) the trigram index of each text field of a function; returns the names created or kept. */
export async function ensureTrigramIndexes(db: Kysely<DB>, dialect: Dialect, fnId: number, fields: string[]): Promise<string[]> {
  const names: string[] = [];
  if (dialect === 'postgres') {
    if (!fields.length || !(await pgHasTrigram(db))) return names;
    for (const field of fields) {
      const name = trigramIndexName(fnId, field);
      // On the field's text column of the function's shadow table (ensureFieldIndexes made it first), not on fn_records.
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON ${sql.table(shadowTableName(fnId))} USING gin (${sql.id(shadowColumnName({ field, kind: 'text' }))} gin_trgm_ops)`.execute(db);
      names.push(name);
    }
    return names;
  }
  let made = false;
  for (const field of fields) {
    const table = trigramTableName(fnId, field);
    names.push(table);
    const exists = await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db);
    if (exists.rows.length) continue;
    await sql.raw(`CREATE VIRTUAL TABLE ${table} USING fts5(v, tokenize = 'trigram')`).execute(db);
    await sql.raw(`INSERT INTO ${table}(rowid, v) SELECT id, ${fieldExpressionText(dialect, field, 'text')} FROM fn_records WHERE fn_id = ${fnId} AND import_job IS NULL`).execute(db);
    made = true;
  }
  // The function's shadow triggers keep its FTS tables in step (insert, update of data, delete).
  if (made) await rewriteShadowTriggers(db, dialect, fnId);
  generation++;
  return names;
}

/**
 * Drops a function's trigram indexes (FTS tables and their triggers, or GIN indexes) and forgets
 * what was cached about them; the benchmark's "no index" peer run uses it.
 */
export async function dropTrigramIndexes(db: Kysely<DB>, dialect: Dialect, fnId: number): Promise<string[]> {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  const dropped: string[] = [];
  if (dialect === 'postgres') {
    const rows = await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE ${`fntg\\_${fnId}\\_%`} ESCAPE '\\'`.execute(db);
    for (const { name } of rows.rows) {
      await sql`DROP INDEX ${sql.id(name)}`.execute(db);
      dropped.push(name);
    }
    return dropped;
  }
  for (const field of await trigramFields(db, dialect, fnId)) {
    const table = trigramTableName(fnId, field);
    await sql.raw(`DROP TABLE ${table}`).execute(db);
    dropped.push(table);
  }
  // Triggers naming a dropped table would fail every write of the function's records.
  if (dropped.length) await rewriteShadowTriggers(db, dialect, fnId);
  generation++;
  return dropped;
}

/** The fields of a function that have an FTS trigram table (SQLite; PostgreSQL needs no query change). */
export async function trigramFields(db: Kysely<DB>, dialect: Dialect, fnId: number): Promise<Set<string>> {
  if (dialect !== 'sqlite') return new Set();
  let entry = known.get(db);
  if (!entry || entry.generation !== generation) known.set(db, (entry = { generation, perFn: new Map() }));
  const perFn = entry.perFn;
  const cached = perFn.get(fnId);
  if (cached) return cached;
  const prefix = trigramPrefix(fnId);
  const fields = new Set((await trigramTables(db, fnId)).map((name) => name.slice(prefix.length)).filter((n) => isFieldIdentifier(n)));
  perFn.set(fnId, fields);
  return fields;
}

/** FTS5 phrase: the user's text as one quoted string (quotes doubled), so no FTS syntax reaches the query. */
function phrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Whether a "contains" of `text` on `field` is answered by the field's FTS table (there is one, and the term has a trigram). */
function asksTrigrams(field: string, text: string, indexed: ReadonlySet<string>): boolean {
  return indexed.has(field) && [...text].length >= MIN_TRIGRAM_CHARS;
}

/** "Contains" on a record field: through the trigram table when there is one and the term is long enough. */
export function containsCondition(
  dialect: Dialect, fnId: number, field: string, expr: RawBuilder<unknown>, text: string, indexed: ReadonlySet<string>,
): RawBuilder<SqlBool> {
  const plain = containsText(dialect, expr, text);
  if (dialect !== 'sqlite' || !asksTrigrams(field, text, indexed)) return plain;
  const table = sql.id(trigramTableName(fnId, field));
  return sql<SqlBool>`(fn_records.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${phrase(text)}) AND ${plain})`;
}

/**
 * At most this many trigram candidates make a "contains" search sparse: the query then
 * starts from the candidates' record ids instead of walking the function's index.
 */
export const SPARSE_CANDIDATES = 5_000;

interface ContainsFilter { field: string; op: string; value?: unknown }

const trigramFilter = (f: ContainsFilter, indexed: ReadonlySet<string>): f is ContainsFilter & { value: string } =>
  f.op === 'like' && typeof f.value === 'string' && asksTrigrams(f.field, f.value, indexed);

/**
 * Whether one of the filters is a "contains" answered by an FTS table with at most
 * {@link SPARSE_CANDIDATES} candidates (SQLite). Without statistics SQLite takes
 * `tenant_id = ? AND fn_id = ?` for a handful of rows and walks the function's index,
 * testing every entry against the candidates: at a million records a rare term then costs
 * ~100 ms of the event loop where its few candidates cost well under one. Counting the
 * candidates stops at the bound, so the check itself stays cheap for a common term.
 */
export async function sparseContains(db: Kysely<DB>, dialect: Dialect, fnId: number, filters: readonly ContainsFilter[], indexed: Set<string>): Promise<boolean> {
  if (dialect !== 'sqlite') return false;
  for (const f of filters) {
    if (!trigramFilter(f, indexed)) continue;
    const table = sql.id(trigramTableName(fnId, f.field));
    const found = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ${phrase(f.value)} LIMIT ${SPARSE_CANDIDATES + 1})`.execute(db);
    if (Number(found.rows[0]?.n ?? 0) <= SPARSE_CANDIDATES) return true;
  }
  return false;
}

/** The FTS table and phrase a dense "contains" count is driven from (SQLite). */
export interface TrigramDriver { table: string; match: string }

/**
 * The first "contains" filter an FTS table answers, for a count that reads the table's
 * matches as its outer loop (SQLite, `CROSS JOIN`): FTS5 hands matches out one by one,
 * so a count that stops at its bound reads about that many, where `id IN (<matches>)`
 * first collects every match of a common term (O(records) as they grow: 38 ms at 300k).
 */
export function trigramDriver(dialect: Dialect, fnId: number, filters: readonly ContainsFilter[], indexed: Set<string>): TrigramDriver | undefined {
  if (dialect !== 'sqlite') return undefined;
  const f = filters.find((x): x is ContainsFilter & { value: string } => trigramFilter(x, indexed));
  return f ? { table: trigramTableName(fnId, f.field), match: phrase(f.value) } : undefined;
}
