import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp, DEMO_PASSWORD, type DB, type Dialect } from '../../server/index';
import type { Kysely } from 'kysely';
import type { ScratchDatabase } from '../../server/index';
import { dropTrigramIndexes } from '../../server/data/index';
import { loadReimbursements } from '../support/reimbursements';
import { now } from '../support/timing';

/** One tenant's reimbursement function as the benchmark drives it. */
export interface BenchTenant {
  tenantId: string;
  fnId: number;
  rows: number;
  /** A session token of the tenant's administrator. */
  token: string;
}

/** A seeded server over a loaded database. */
export interface BenchServer {
  app: FastifyInstance;
  db: Kysely<DB>;
  dialect: Dialect;
  tenants: BenchTenant[];
  loadMs: number;
}

async function login(app: FastifyInstance, userName: string, tenantId: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password: DEMO_PASSWORD, tenantId } });
  const body = res.json() as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`login ${userName}@${tenantId}: ${body.msg}`);
  return body.data.token;
}

/**
 * Builds the server on `target` (migrations, demo tenants and the bundled packs, installed by
 * the server's own seed, which creates the function's expression indexes), then loads `rows`
 * reimbursements for acme and a tenth of that for globex, and vacuums and analyzes PostgreSQL
 * (what autovacuum, or the server's own pass where it is off, does after such a load). SQLite gets statistics only
 * with `sqliteAnalyze`, since the server never runs ANALYZE there.
 */
export async function startBenchServer(
  target: ScratchDatabase, rows: number, log: (line: string) => void, sqliteAnalyze = false,
): Promise<BenchServer> {
  const { db, dialect } = target.db;
  const app = await buildApp({ db: target.db, dataDir: target.dataDir, distDir: `${target.dataDir}/no-dist` });
  const tenants: BenchTenant[] = [];
  const started = now();
  for (const [tenantId, count, seed] of [['acme', rows, 1], ['globex', Math.round(rows / 10), 2]] as const) {
    const fn = await db.selectFrom('functions').select(['id', 'current_version'])
      .where('tenant_id', '=', tenantId).where('code', '=', 'reimbursement').executeTakeFirstOrThrow();
    const members = await db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId).execute();
    let shown = 0;
    await loadReimbursements(db, {
      tenantId, fnId: fn.id, fnVersion: fn.current_version, userIds: members.map((m) => m.user_id), count, seed,
    }, (done) => {
      if (done - shown >= 200_000 || done === count) {
        shown = done;
        log(`  loaded ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} ${tenantId} records (${((now() - started) / 1000).toFixed(0)} s)`);
      }
    });
    tenants.push({ tenantId, fnId: fn.id, rows: count, token: await login(app, 'admin', tenantId) });
  }
  // the records and every function's shadow table (their field indexes): statistics, and the visibility maps index-only scans read
  if (dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  if (dialect === 'sqlite' && sqliteAnalyze) await sql`PRAGMA optimize=0x10002`.execute(db);
  return { app, db, dialect, tenants, loadMs: now() - started };
}

/** The field indexes of a function (`fnx_<fnId>_*`, on its shadow table). */
export async function fieldIndexNames(db: Kysely<DB>, dialect: Dialect, fnId: number): Promise<string[]> {
  const pattern = `fnx\\_${fnId}\\_%`;
  const rows = dialect === 'sqlite'
    ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE ${pattern} ESCAPE '\\'`.execute(db)
    : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE ${pattern} ESCAPE '\\'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

/** Drops every field index of the functions: what is left is the JSON column, the shadow columns without index and the (tenant, function, created) index. */
export async function dropFieldIndexes(server: BenchServer): Promise<string[]> {
  const dropped: string[] = [];
  for (const t of server.tenants) {
    for (const name of await fieldIndexNames(server.db, server.dialect, t.fnId)) {
      await sql`DROP INDEX ${sql.id(name)}`.execute(server.db);
      dropped.push(name);
    }
    dropped.push(...await dropTrigramIndexes(server.db, server.dialect, t.fnId));
  }
  if (server.dialect === 'postgres') await sql`ANALYZE`.execute(server.db);
  return dropped;
}
