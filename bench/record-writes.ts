/**
 * Record writes (issue 20: the cost behind imports, saves and approvals). The demo database
 * (two tenants, every bundled pack) gets a reimbursement written into `fn_records`: single-row
 * inserts, updates of `data`, and inserts of 100 rows per statement (as an import stages them),
 * each inside a transaction that is rolled back. The peer is the same writes in the same run,
 * on the same database turned back into the layout before migration 027: every function's
 * field indexes as partial indexes on `fn_records` (and the trigram indexes: on SQLite an FTS
 * table's own triggers per field, on PostgreSQL partial GIN indexes) instead of a shadow table
 * per function.
 *
 *   npx tsx bench/record-writes.ts      BENCH_WRITES (2000); DATABASE_URL adds PostgreSQL
 *
 * Prints µs per written row in both layouts side by side; asserts nothing.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { buildApp, createScratchDatabase, type DB, type Dialect, type ScratchDatabase } from '../server/index';

const WRITES = Number(process.env.BENCH_WRITES ?? 2_000);
const BATCH = 100;

class Rollback extends Error {}

interface Figures { insert: number; update: number; batched: number; indexes: number; triggers: number }

/** Indexes and triggers on fn_records, as each write weighs them. */
async function weight(db: Kysely<DB>, dialect: Dialect): Promise<{ indexes: number; triggers: number }> {
  if (dialect === 'sqlite') {
    const n = async (type: string) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = ${type} AND tbl_name = 'fn_records'`.execute(db)).rows[0].n);
    return { indexes: await n('index'), triggers: await n('trigger') };
  }
  const indexes = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM pg_indexes WHERE tablename = 'fn_records'`.execute(db)).rows[0].n);
  const triggers = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM pg_trigger WHERE tgrelid = 'fn_records'::regclass AND NOT tgisinternal`.execute(db)).rows[0].n);
  return { indexes, triggers };
}

async function measure(db: Kysely<DB>, dialect: Dialect): Promise<Figures> {
  const fn = await db.selectFrom('functions').select(['id', 'tenant_id']).where('code', '=', 'reimbursement').orderBy('id').executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const data = JSON.stringify({ project: 'Bench', location: 'Shanghai', tripStart: '2024-03-04', tripEnd: '2024-03-06', days: 3, vehicle: 'train', total: 139300 });
  const row = { tenant_id: fn.tenant_id, fn_id: fn.id, fn_version: 1, data, created_by: user.id, created_at: 1, updated_at: 1 };
  const out = { insert: 0, update: 0, batched: 0 };
  await db.transaction().execute(async (trx) => {
    const insertOne = () => trx.insertInto('fn_records').values(row).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 100; i++) await insertOne();
    let started = performance.now();
    const ids: number[] = [];
    for (let i = 0; i < WRITES; i++) ids.push((await insertOne()).id);
    out.insert = ((performance.now() - started) * 1000) / WRITES;
    started = performance.now();
    for (const id of ids) await trx.updateTable('fn_records').set({ data, updated_at: 2 }).where('id', '=', id).execute();
    out.update = ((performance.now() - started) * 1000) / WRITES;
    started = performance.now();
    for (let i = 0; i < WRITES; i += BATCH) await trx.insertInto('fn_records').values(Array.from({ length: BATCH }, () => row)).execute();
    out.batched = ((performance.now() - started) * 1000) / WRITES;
    throw new Rollback();
  }).catch((e: unknown) => { if (!(e instanceof Rollback)) throw e; });
  return { ...out, ...await weight(db, dialect) };
}

/** The layout before migration 027, rebuilt from the shadow tables: partial indexes on fn_records, per-field FTS triggers. */
async function layoutBefore027(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  const tables = dialect === 'sqlite'
    ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db)).rows;
  if (dialect === 'sqlite') {
    const triggers = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'fnv\\_%' ESCAPE '\\'`.execute(db);
    for (const t of triggers.rows) await sql`DROP TRIGGER ${sql.id(t.name)}`.execute(db);
  }
  // PostgreSQL: the trigram GIN indexes were partial indexes on fn_records too.
  const gin = dialect === 'postgres'
    ? (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE 'fntg\\_%' ESCAPE '\\'`.execute(db)).rows : [];
  for (const { name: table } of tables) {
    const fnId = Number(table.slice('fnv_'.length));
    const columns = dialect === 'sqlite'
      ? (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows
      : (await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table}`.execute(db)).rows;
    if (dialect === 'postgres') await sql.raw(`DROP FUNCTION ${table}_sync() CASCADE`).execute(db);
    await sql.raw(`DROP TABLE ${table}`).execute(db);
    for (const { name } of columns.filter((c) => /^[tn]_/.test(c.name))) {
      const field = name.slice(2);
      const expr = dialect === 'sqlite' ? `json_extract(data, '$.${field}')` : name.startsWith('n_') ? `((data->>'${field}')::numeric)` : `(data->>'${field}')`;
      await sql.raw(`CREATE INDEX "fnx_${fnId}_${field}_${name[0]}" ON fn_records (tenant_id, ${expr}, created_at) WHERE fn_id = ${fnId}`).execute(db);
    }
    if (dialect !== 'sqlite') continue;
    const fts = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ${`fnt\\_${fnId}\\_%`} ESCAPE '\\' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
    for (const { name: t } of fts.rows) {
      const value = `json_extract(new.data, '$.${t.slice(`fnt_${fnId}_`.length)}')`;
      await sql.raw(`CREATE TRIGGER ${t}_ai AFTER INSERT ON fn_records WHEN new.fn_id = ${fnId} BEGIN INSERT INTO ${t}(rowid, v) VALUES (new.id, ${value}); END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${t}_au AFTER UPDATE OF data ON fn_records WHEN new.fn_id = ${fnId} BEGIN
        DELETE FROM ${t} WHERE rowid = old.id; INSERT INTO ${t}(rowid, v) VALUES (new.id, ${value}); END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${t}_ad AFTER DELETE ON fn_records WHEN old.fn_id = ${fnId} BEGIN DELETE FROM ${t} WHERE rowid = old.id; END`).execute(db);
    }
  }
  for (const { name } of gin) {
    const [, fnId, field] = /^fntg_(\d+)_(\w+)$/.exec(name) ?? [];
    if (fnId) await sql.raw(`CREATE INDEX "${name}" ON fn_records USING gin ((data->>'${field}') gin_trgm_ops) WHERE fn_id = ${fnId}`).execute(db);
  }
  if (dialect === 'postgres') await sql`ANALYZE fn_records`.execute(db);
}

async function runOn(label: string, scratch: ScratchDatabase): Promise<void> {
  try {
    const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, logger: false });
    await app.close();
    const { db, dialect } = scratch.db;
    const now = await measure(db, dialect);
    await layoutBefore027(db, dialect);
    const before = await measure(db, dialect);
    const f = (n: number) => n.toFixed(0);
    console.log(`\n${label}: ${WRITES} writes of one reimbursement, µs per row (lower is better)\n`);
    console.log('| layout | indexes / triggers on fn_records | insert, one row per statement | update of data | insert, 100 rows per statement |');
    console.log('|---|--:|--:|--:|--:|');
    console.log(`| shadow table per function (now) | ${now.indexes} / ${now.triggers} | **${f(now.insert)}** | **${f(now.update)}** | **${f(now.batched)}** |`);
    console.log(`| peer: partial indexes on fn_records (before 027) | ${before.indexes} / ${before.triggers} | ${f(before.insert)} | ${f(before.update)} | ${f(before.batched)} |`);
    console.log(`| ratio | | ${(before.insert / now.insert).toFixed(1)}x | ${(before.update / now.update).toFixed(1)}x | ${(before.batched / now.batched).toFixed(1)}x |`);
  } finally {
    await scratch.drop();
  }
}

export async function runRecordWrites(): Promise<void> {
  await runOn('SQLite', await createScratchDatabase({ prefix: 'bench-writes' }));
  if (process.env.DATABASE_URL) await runOn('PostgreSQL', await createScratchDatabase({ prefix: 'bench_writes', url: process.env.DATABASE_URL }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runRecordWrites().catch((err) => { console.error(err); process.exitCode = 1; });
}
