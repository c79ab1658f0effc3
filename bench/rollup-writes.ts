/**
 * Writes of a record whose function has a dashboard, on PostgreSQL (migration 029): the demo
 * database (two tenants, every bundled pack) gets 2,000 records of acme's asset register (14 chart
 * shapes kept as rollups), then single-row updates of `data` and of the document state, each its
 * own transaction (committed, as a save or an approval is), one connection.
 *
 * The peer, in the same run on the same database: the rollup triggers as migration 017 made
 * them, each write running every listed rollup statement of its function through EXECUTE
 * (parsed and planned each time) and a state change running them too, then put back.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/rollup-writes.ts      BENCH_ROLLUP_WRITES (1000)
 *
 * Prints µs per write and writes per second side by side; asserts nothing.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { buildApp, compiledRollupSignature, createScratchDatabase, type DB } from '../server/index';

const WRITES = Number(process.env.BENCH_ROLLUP_WRITES ?? 1_000);
const RECORDS = 2_000;
const FUNCTION_CODE = 'asset';

/** Migration 017's update trigger function: every listed statement of every written function, every time. */
const BEFORE_029 = `CREATE OR REPLACE FUNCTION dashboard_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $r$
DECLARE q text;
BEGIN
  FOR q IN SELECT c.on_update FROM dashboard_rollup_charts c WHERE c.fn_id IN (SELECT fn_id FROM ot UNION SELECT fn_id FROM nt) AND c.on_update IS NOT NULL ORDER BY c.fn_id, c.chart LOOP
    EXECUTE q;
  END LOOP;
  RETURN NULL;
END $r$`;

interface Figures { data: number; state: number }

async function measure(db: Kysely<DB>, ids: number[]): Promise<Figures> {
  const time = async (write: (id: number, i: number) => Promise<unknown>) => {
    const started = performance.now();
    for (let i = 0; i < WRITES; i++) await write(ids[i % ids.length]!, i);
    return ((performance.now() - started) * 1000) / WRITES;
  };
  const data = await time((id, i) => db.updateTable('fn_records')
    .set({ data: sql`data || jsonb_build_object('status', ${`s${i % 7}`}::text, 'originalValue', ${i}::int)`, updated_at: i }).where('id', '=', id).execute());
  const state = await time((id, i) => db.updateTable('fn_records').set({ doc_state: i % 2 ? 'approved' : 'draft' }).where('id', '=', id).execute());
  return { data, state };
}

export async function runRollupWrites(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('rollup-writes: set DATABASE_URL (PostgreSQL): the rollup triggers compared are PostgreSQL statement triggers');
    return;
  }
  const scratch = await createScratchDatabase({ prefix: 'bench_rollups', url });
  try {
    const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, logger: false });
    await app.close();
    const db = scratch.db.db;
    const fn = await db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', FUNCTION_CODE).executeTakeFirstOrThrow();
    const users = (await db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', 'acme').execute()).map((u) => u.user_id);
    const inserted = await sql<{ id: number }>`INSERT INTO fn_records (tenant_id, fn_id, fn_version, data, created_by, created_at, updated_at)
      SELECT 'acme', ${fn.id}, 1, jsonb_build_object('assetCode', 'B' || g, 'category', 'c' || (g % 5), 'department', 'd' || (g % 7),
        'purchaseDate', '2026-0' || (1 + g % 9) || '-01', 'originalValue', g * 10, 'status', 'in_use', 'name', 'asset ' || g),
        (${sql.val(users)}::int[])[1 + g % ${users.length}], g, g FROM generate_series(1, ${RECORDS}) g RETURNING id`.execute(db);
    const ids = inserted.rows.map((r) => Number(r.id));
    const charts = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM dashboard_rollup_charts WHERE fn_id = ${fn.id}`.execute(db)).rows[0]!.n);
    await measure(db, ids.slice(0, 50));
    const now = await measure(db, ids);
    const current = (await sql<{ def: string }>`SELECT pg_get_functiondef('dashboard_rollups_update'::regproc) AS def`.execute(db)).rows[0]!.def;
    const compiled = (await sql<{ def: string }>`SELECT pg_get_functiondef(${compiledRollupSignature(fn.id)}::regprocedure) AS def`.execute(db)).rows[0]!.def;
    await sql.raw(BEFORE_029).execute(db);
    await sql.raw(`DROP FUNCTION ${compiledRollupSignature(fn.id)}`).execute(db);
    await measure(db, ids.slice(0, 50));
    const before = await measure(db, ids);
    await sql.raw(current).execute(db);
    await sql.raw(compiled).execute(db);
    const us = (n: number) => n.toFixed(0);
    const perSecond = (n: number) => (1e6 / n).toFixed(0);
    console.log(`\nPostgreSQL: ${WRITES} single-row updates each, one connection, each committed; acme's ${FUNCTION_CODE} (${charts} rollups), ${RECORDS} records\n`);
    console.log('| rollup triggers | update of data: µs / writes per s | update of the document state: µs / writes per s |');
    console.log('|---|--:|--:|');
    console.log(`| compiled function per function (029, now) | **${us(now.data)} / ${perSecond(now.data)}** | **${us(now.state)} / ${perSecond(now.state)}** |`);
    console.log(`| peer: listed statements through EXECUTE (017) | ${us(before.data)} / ${perSecond(before.data)} | ${us(before.state)} / ${perSecond(before.state)} |`);
    console.log(`| ratio | ${(before.data / now.data).toFixed(1)}x | ${(before.state / now.state).toFixed(1)}x |`);
  } finally {
    await scratch.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runRollupWrites().catch((err) => { console.error(err); process.exitCode = 1; });
}
