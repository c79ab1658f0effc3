import { sql, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './types';

/**
 * A function's indexed field values, one row per live record (issue 20): `fnv_<fnId>`, with a
 * column per indexed field and kind (`t_<field>` text, `n_<field>` number), kept in step with
 * `fn_records` by row triggers of that function, and an index `(tenant_id, <column>, created_at, id)`
 * per column named as the partial index on `fn_records` it replaces (`fnx_<fnId>_<field>_<t|n>`).
 * A deleted record (or one an import has staged and not yet published) has no row: a search whose
 * every condition is on the shadow table counts and pages its matches there alone (migration 030).
 *
 * Why not partial indexes on `fn_records`: every tenant's functions put theirs on the one table
 * (586 with the demo's two tenants), and every write of a record weighs them all. SQLite opens a
 * cursor on each index for each statement and links every new cursor past all the open ones
 * (O(indexes²): ~1 ms per single-row INSERT at 600); PostgreSQL opens and locks each index and
 * tests its predicate. A shadow table holds only its own function's few indexes.
 */

export type ShadowKind = 'text' | 'number';
export interface ShadowColumn { field: string; kind: ShadowKind }

/** Any database handle or transaction (the migration's is untyped). */
type AnyDb = QueryExecutorProvider;

/** SQL-safety check of a name written into DDL (field identifiers are checked by the engine's rule before they get here). */
const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkFn(fnId: number): void {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
}

function checkField(field: string): void {
  if (!SAFE_NAME.test(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
}

export const shadowTableName = (fnId: number): string => {
  checkFn(fnId);
  return `fnv_${fnId}`;
};

export function shadowColumnName(c: ShadowColumn): string {
  checkField(c.field);
  return `${c.kind === 'number' ? 'n' : 't'}_${c.field}`;
}

/** The index of one column: the name the partial index on `fn_records` had, so plans and tools read the same. */
export function shadowIndexName(fnId: number, c: ShadowColumn): string {
  checkFn(fnId);
  checkField(c.field);
  return `fnx_${fnId}_${c.field}_${c.kind === 'number' ? 'n' : 't'}`;
}

/**
 * A field's typed value read out of `fn_records.data` (`row`: NEW, OLD, a table alias, or '' for
 * the bare column): the one expression the shadow tables are filled with and queries read.
 */
export function fieldValueText(dialect: Dialect, row: string, c: ShadowColumn): string {
  checkField(c.field);
  const data = row ? `${row}.data` : 'data';
  if (dialect === 'sqlite') return `json_extract(${data}, '$.${c.field}')`;
  return c.kind === 'number' ? `((${data}->>'${c.field}')::numeric)` : `(${data}->>'${c.field}')`;
}

/** The columns the function's shadow table has now (none when it has no table). */
export async function readShadowColumns(db: AnyDb, dialect: Dialect, fnId: number): Promise<string[]> {
  return shadowColumnsAmong(await tableColumns(db, dialect, shadowTableName(fnId)));
}

const shadowColumnsAmong = (columns: string[]): string[] => columns.filter((n) => /^[tn]_/.test(n));

/** Every column of a table (none when there is no such table). */
async function tableColumns(db: AnyDb, dialect: Dialect, table: string): Promise<string[]> {
  const rows = dialect === 'sqlite'
    ? (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)).rows;
  return rows.map((r) => r.name);
}

/** Quoted: PostgreSQL folds unquoted names to lower case, and fields are camelCase. */
const quoted = (name: string) => `"${name}"`;

const columnOf = (name: string): ShadowColumn => ({ field: name.slice(2), kind: name.startsWith('n_') ? 'number' : 'text' });

/** A column's declaration (SQLite: untyped, so a value keeps the type `json_extract` gave it). */
function columnDeclaration(dialect: Dialect, c: ShadowColumn): string {
  const type = dialect === 'sqlite' ? '' : c.kind === 'number' ? ' numeric' : ' text';
  return `${quoted(shadowColumnName(c))}${type}`;
}

/**
 * Creates the table with `columns`, or adds them to the table there is. A new table gets them in
 * its CREATE TABLE: on SQLite each ALTER TABLE ADD COLUMN checks the whole schema again (every
 * trigger and view re-parsed, ~20-130 ms with the packs' schema), which made installing the demo
 * packs 2.5x slower.
 */
async function createOrExtendTable(db: AnyDb, dialect: Dialect, table: string, exists: boolean, columns: ShadowColumn[]): Promise<void> {
  if (!exists) {
    const base = dialect === 'sqlite' ? 'id INTEGER PRIMARY KEY, tenant_id TEXT NOT NULL, created_at INTEGER NOT NULL'
      : 'id bigint PRIMARY KEY, tenant_id varchar(64) NOT NULL, created_at bigint NOT NULL';
    await sql.raw(`CREATE TABLE ${table} (${[base, ...columns.map((c) => columnDeclaration(dialect, c))].join(', ')})`).execute(db);
    return;
  }
  for (const c of columns) await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${columnDeclaration(dialect, c)}`).execute(db);
}

/**
 * SQLite: the function's FTS5 trigram tables (`fnt_<fnId>_<field>`, server/data record-trigrams.ts), or every function's,
 * which its shadow triggers keep too: one trigger per event and function instead of one per field
 * (SQLite runs every trigger of the table as a sub-program for each row written).
 */
async function trigramTables(db: AnyDb, fnId?: number): Promise<string[]> {
  const prefix = fnId === undefined ? 'fnt_' : `fnt_${fnId}_`;
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ${prefix.length}) = ${prefix}
    AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
  const field = fnId === undefined ? /^\d+_(.+)$/ : /^(.+)$/;
  return rows.rows.map((r) => r.name).filter((n) => SAFE_NAME.test(field.exec(n.slice(prefix.length))?.[1] ?? '')).sort();
}

/** SQLite: drops the trigram rows of every staged record (rows the triggers wrote before migration 032). */
export async function dropStagedTrigramRows(db: AnyDb): Promise<void> {
  for (const t of await trigramTables(db)) {
    await sql`DELETE FROM ${sql.raw(t)} WHERE rowid IN (SELECT id FROM fn_records WHERE import_job IS NOT NULL)`.execute(db);
  }
}

/**
 * SQLite: how many trigger sets the functions share (by `fn_id % SQLITE_BUCKETS`). SQLite runs
 * every trigger of a table as its own sub-program for each row written (~2.6 µs each, whatever
 * its WHEN says), so one trigger per function and event made each write pay for every function;
 * a bucket's trigger holds a statement per function, guarded by a constant test of `fn_id`.
 */
const SQLITE_BUCKETS = 8;

/** The shadow tables (function ids) of one SQLite bucket. */
async function bucketFunctions(db: AnyDb, bucket: number): Promise<number[]> {
  return (await shadowFunctions(db, 'sqlite')).filter((id) => id % SQLITE_BUCKETS === bucket);
}

/** A trigger's upsert of the shadow row: every column from the row it would have inserted. */
const upsertSet = (names: string[]) => ['tenant_id', 'created_at', ...names].map((n) => `${n} = excluded.${n}`).join(', ');

/** SQLite: the statements of one function in its bucket's triggers (insert, update, delete). */
async function sqliteStatements(db: AnyDb, fnId: number) {
  const table = shadowTableName(fnId);
  const columns = (await readShadowColumns(db, 'sqlite', fnId)).map(columnOf);
  const names = columns.map((c) => quoted(shadowColumnName(c)));
  const values = columns.map((c) => fieldValueText('sqlite', 'NEW', c));
  const fts = await trigramTables(db, fnId);
  const ftsValue = (t: string) => fieldValueText('sqlite', 'NEW', { field: t.slice(`fnt_${fnId}_`.length), kind: 'text' });
  const ftsInsert = (guard = '') => fts.map((t) => `INSERT INTO ${t}(rowid, v) SELECT NEW.id, ${ftsValue(t)} WHERE NEW.fn_id = ${fnId}${guard};`);
  const ftsDelete = (guard = '') => fts.map((t) => `DELETE FROM ${t} WHERE rowid = OLD.id AND OLD.fn_id = ${fnId}${guard};`);
  // The FTS tables keep deleted records too (the list filters them): a delete or a publish leaves them as they are.
  const dataChanged = ' AND NEW.data IS NOT OLD.data';
  const upsert = `INSERT INTO ${table} (id, tenant_id, created_at${names.map((n) => `, ${n}`).join('')})
      SELECT NEW.id, NEW.tenant_id, NEW.created_at${values.map((v) => `, ${v}`).join('')} WHERE NEW.fn_id = ${fnId} AND NEW.deleted_at IS NULL`;
  return {
    insert: [`${upsert};`, ...ftsInsert()],
    update: [
      `DELETE FROM ${table} WHERE id = NEW.id AND NEW.fn_id = ${fnId} AND NEW.deleted_at IS NOT NULL;`,
      `${upsert} ON CONFLICT (id) DO UPDATE SET ${upsertSet(names)};`,
      ...ftsDelete(dataChanged), ...ftsInsert(dataChanged),
    ],
    delete: [`DELETE FROM ${table} WHERE id = OLD.id AND OLD.fn_id = ${fnId};`, ...ftsDelete()],
  };
}

/** SQLite: writes the three triggers of the function's bucket again from the tables there are now. */
async function replaceSqliteBucket(db: AnyDb, fnId: number): Promise<void> {
  const bucket = fnId % SQLITE_BUCKETS;
  const name = `fnv_b${bucket}`;
  for (const s of ['ai', 'au', 'ad']) await sql.raw(`DROP TRIGGER IF EXISTS ${name}_${s}`).execute(db);
  const parts = await Promise.all((await bucketFunctions(db, bucket)).map((id) => sqliteStatements(db, id)));
  if (!parts.length) return;
  // A row an import stages (or staged: the publish, a discard) is left to fillStagedShadows.
  const when = (row: string, staged: string) => `${row}.fn_id % ${SQLITE_BUCKETS} = ${bucket} AND ${staged}.import_job IS NULL`;
  const body = (kind: 'insert' | 'update' | 'delete') => parts.flatMap((p) => p[kind]).join('\n');
  await sql.raw(`CREATE TRIGGER ${name}_ai AFTER INSERT ON fn_records WHEN ${when('NEW', 'NEW')} BEGIN\n${body('insert')}\nEND`).execute(db);
  await sql.raw(`CREATE TRIGGER ${name}_au AFTER UPDATE OF ${WATCHED} ON fn_records WHEN ${when('NEW', 'OLD')} BEGIN\n${body('update')}\nEND`).execute(db);
  await sql.raw(`CREATE TRIGGER ${name}_ad AFTER DELETE ON fn_records WHEN ${when('OLD', 'OLD')} BEGIN\n${body('delete')}\nEND`).execute(db);
}

/**
 * PostgreSQL: set (`SET LOCAL`) by a publish that has filled its staged records' shadow rows
 * (`fillStagedShadows`); without it a staged row's update keeps its shadow row as before, so a
 * process still on older code (a rolling restart on one database) publishes an import whole.
 */
export const STAGED_FILL_SETTING = 'app.staged_shadows_filled';

/** The columns of `fn_records` whose change the shadow row follows (deleted_at: the row goes, or comes back). */
const WATCHED = 'data, created_at, tenant_id, deleted_at';

/** Triggers from the full column list (and, on SQLite, the trigram tables): written again whenever either changes. */
async function replaceTriggers(db: AnyDb, dialect: Dialect, fnId: number, columns: ShadowColumn[]): Promise<void> {
  if (dialect === 'sqlite') return replaceSqliteBucket(db, fnId);
  const table = shadowTableName(fnId);
  const names = columns.map((c) => quoted(shadowColumnName(c)));
  const values = columns.map((c) => fieldValueText(dialect, 'NEW', c));
  await sql.raw(`CREATE OR REPLACE FUNCTION ${table}_sync() RETURNS trigger LANGUAGE plpgsql AS $shadow$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.import_job IS NOT NULL)
    OR (TG_OP = 'UPDATE' AND OLD.import_job IS NOT NULL AND current_setting('${STAGED_FILL_SETTING}', true) = 'on') THEN
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM ${table} WHERE id = OLD.id;
  ELSIF NEW.deleted_at IS NOT NULL THEN
    IF TG_OP = 'UPDATE' THEN DELETE FROM ${table} WHERE id = NEW.id; END IF;
  ELSE
    INSERT INTO ${table} (id, tenant_id, created_at${names.map((n) => `, ${n}`).join('')})
      VALUES (NEW.id, NEW.tenant_id, NEW.created_at${values.map((v) => `, ${v}`).join('')})
      ON CONFLICT (id) DO UPDATE SET ${upsertSet(names)};
  END IF;
  RETURN NULL;
END $shadow$`).execute(db);
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_iu ON fn_records`).execute(db);
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_d ON fn_records`).execute(db);
  await sql.raw(`CREATE TRIGGER ${table}_iu AFTER INSERT OR UPDATE OF ${WATCHED} ON fn_records
    FOR EACH ROW WHEN (NEW.fn_id = ${fnId}) EXECUTE FUNCTION ${table}_sync()`).execute(db);
  await sql.raw(`CREATE TRIGGER ${table}_d AFTER DELETE ON fn_records FOR EACH ROW WHEN (OLD.fn_id = ${fnId}) EXECUTE FUNCTION ${table}_sync()`).execute(db);
}

/**
 * Writes the function's shadow triggers again from what its tables hold now (SQLite: after its
 * trigram tables were made or dropped, or its shadow table dropped); on PostgreSQL nothing when
 * the function has no shadow table.
 */
export async function rewriteShadowTriggers(db: AnyDb, dialect: Dialect, fnId: number): Promise<void> {
  if (dialect === 'sqlite') return replaceSqliteBucket(db, fnId);
  const exists = (await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${shadowTableName(fnId)}`.execute(db)).rows.length > 0;
  if (exists) await replaceTriggers(db, dialect, fnId, (await readShadowColumns(db, dialect, fnId)).map(columnOf));
}

/** Writes every function's shadow triggers again from what its tables hold now; on SQLite each bucket once. */
export async function rewriteAllShadowTriggers(db: AnyDb, dialect: Dialect): Promise<void> {
  const fns = await shadowFunctions(db, dialect);
  if (dialect === 'sqlite') {
    const oneOfEachBucket = new Map(fns.map((id) => [id % SQLITE_BUCKETS, id]));
    for (const fnId of oneOfEachBucket.values()) await replaceSqliteBucket(db, fnId);
    return;
  }
  for (const fnId of fns) await rewriteShadowTriggers(db, dialect, fnId);
}

/**
 * Makes the function's shadow table hold at least `wanted` (columns are added, never dropped):
 * new columns are filled from the records, the triggers written again, each column indexed.
 * Returns the index names. Run it inside one transaction, so no write slips in between.
 */
export async function ensureShadow(db: AnyDb, dialect: Dialect, fnId: number, wanted: ShadowColumn[]): Promise<string[]> {
  const table = shadowTableName(fnId);
  const columns = await tableColumns(db, dialect, table);
  const present = new Set(shadowColumnsAmong(columns));
  if (!wanted.length && !present.size) return [];
  const missing = wanted.filter((c, i) => !present.has(shadowColumnName(c))
    && wanted.findIndex((o) => shadowColumnName(o) === shadowColumnName(c)) === i);
  if (missing.length || !present.size) {
    await createOrExtendTable(db, dialect, table, columns.length > 0, missing);
    const all = [...[...present].map(columnOf), ...missing];
    await replaceTriggers(db, dialect, fnId, all);
    const names = all.map((c) => quoted(shadowColumnName(c)));
    const values = all.map((c) => fieldValueText(dialect, 'r', c));
    // Every live record of the function, as the triggers will keep it from now on.
    await sql.raw(`INSERT INTO ${table} (id, tenant_id, created_at${names.map((n) => `, ${n}`).join('')})
      SELECT r.id, r.tenant_id, r.created_at${values.map((v) => `, ${v}`).join('')} FROM fn_records r WHERE r.fn_id = ${fnId} AND r.deleted_at IS NULL
      ON CONFLICT (id) DO UPDATE SET ${names.map((n) => `${n} = excluded.${n}`).join(', ') || 'tenant_id = excluded.tenant_id'}`).execute(db);
    await dropDeletedShadowRows(db, fnId);
    if (dialect === 'postgres') await sql.raw(`ANALYZE ${table}`).execute(db);
  }
  const indexes: string[] = [];
  if (dialect === 'postgres') await ensureNewestIndex(db, fnId);
  for (const c of wanted) {
    const name = shadowIndexName(fnId, c);
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${quoted(name)} ON ${table} (tenant_id, ${quoted(shadowColumnName(c))}, created_at, id)`).execute(db);
    indexes.push(name);
  }
  return indexes;
}

/**
 * The shadow rows (and, on SQLite, the trigram rows) of records an import staged, one statement per
 * table, run by the publish before it makes them live (`staged`: the job's rows of `r`, fn_records).
 * The triggers leave a staged row alone (on PostgreSQL its publish only once this has run,
 * STAGED_FILL_SETTING): run per row, their sub-programs cost twice the rows' own writes
 * (SQLite, 20,000 rows: staged 1.5 -> 0.5 s, published 1.7 -> 0.7 s with these statements).
 */
export async function fillStagedShadows(db: AnyDb, dialect: Dialect, fnId: number, staged: RawBuilder<SqlBool>): Promise<void> {
  // Outside a transaction SET LOCAL does nothing (PostgreSQL warns): the trigger then writes the rows again, as before.
  if (dialect === 'postgres') await sql.raw(`SET LOCAL ${STAGED_FILL_SETTING} = 'on'`).execute(db);
  const table = shadowTableName(fnId);
  const columns = (await readShadowColumns(db, dialect, fnId)).map(columnOf);
  const rows = sql`FROM fn_records r WHERE r.fn_id = ${sql.raw(String(fnId))} AND ${staged}`;
  if (columns.length) {
    const names = columns.map((c) => quoted(shadowColumnName(c)));
    const values = columns.map((c) => fieldValueText(dialect, 'r', c));
    await sql`INSERT INTO ${sql.raw(table)} (id, tenant_id, created_at${sql.raw(names.map((n) => `, ${n}`).join(''))})
      SELECT r.id, r.tenant_id, r.created_at${sql.raw(values.map((v) => `, ${v}`).join(''))} ${rows}
      ON CONFLICT (id) DO UPDATE SET ${sql.raw(upsertSet(names))}`.execute(db);
  }
  if (dialect !== 'sqlite') return;
  for (const t of await trigramTables(db, fnId)) {
    const value = fieldValueText('sqlite', 'r', { field: t.slice(`fnt_${fnId}_`.length), kind: 'text' });
    await sql`INSERT OR REPLACE INTO ${sql.raw(t)}(rowid, v) SELECT r.id, ${sql.raw(value)} ${rows}`.execute(db);
  }
}

/**
 * PostgreSQL: the function's live records newest first, on the shadow table itself, so a search on its
 * columns finds a page in creation order there alone, the planner weighing the walk of this index
 * against a column's index with the shadow table's own statistics (joined to `fn_records`, it misjudges
 * how many of the function's rows the join keeps, and sorted every match of a term two in a hundred hold).
 */
export async function ensureNewestIndex(db: AnyDb, fnId: number): Promise<void> {
  const table = shadowTableName(fnId);
  await sql.raw(`CREATE INDEX IF NOT EXISTS ${table}_newest ON ${table} (tenant_id, created_at, id)`).execute(db);
}

/** Removes the shadow rows of the function's deleted records (a table filled before migration 030 holds them). */
export async function dropDeletedShadowRows(db: AnyDb, fnId: number): Promise<void> {
  await sql.raw(`DELETE FROM ${shadowTableName(fnId)} WHERE id IN (SELECT id FROM fn_records WHERE fn_id = ${fnId} AND deleted_at IS NOT NULL)`).execute(db);
}

/** The functions that have a shadow table, by id. */
export async function shadowFunctions(db: AnyDb, dialect: Dialect): Promise<number[]> {
  const rows = dialect === 'sqlite'
    ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db)).rows;
  return rows.map((r) => /^fnv_(\d+)$/.exec(r.name)?.[1]).filter((id): id is string => id !== undefined).map(Number).sort((a, b) => a - b);
}

/** `fnx_<fnId>_<field>_<t|n>` read back into its function and column (the partial indexes migration 027 moves). */
export function parseFieldIndexName(name: string): { fnId: number; column: ShadowColumn } | undefined {
  const m = /^fnx_(\d+)_([A-Za-z][A-Za-z0-9_]*)_([tn])$/.exec(name);
  if (!m) return undefined;
  return { fnId: Number(m[1]), column: { field: m[2], kind: m[3] === 'n' ? 'number' : 'text' } };
}
