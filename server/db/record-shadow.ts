import { sql } from 'kysely';
import { readShadowColumns, shadowColumnsAmong, shadowFunctions, tableColumns, trigramTables } from './shadow-catalog';
import {
  columnOf, fieldValueText, quoted, shadowColumnName, shadowIndexName, shadowTableName, STAGED_FILL_SETTING, trigramPrefix, upsertSet, type AnyDb, type ShadowColumn,
} from './shadow-names';
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


/** SQLite: the statements of one function in its bucket's triggers (insert, update, delete). */
async function sqliteStatements(db: AnyDb, fnId: number) {
  const table = shadowTableName(fnId);
  const columns = (await readShadowColumns(db, 'sqlite', fnId)).map(columnOf);
  const names = columns.map((c) => quoted(shadowColumnName(c)));
  const values = columns.map((c) => fieldValueText('sqlite', 'NEW', c));
  const fts = await trigramTables(db, fnId);
  const ftsValue = (t: string) => fieldValueText('sqlite', 'NEW', { field: t.slice(trigramPrefix(fnId).length), kind: 'text' });
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
