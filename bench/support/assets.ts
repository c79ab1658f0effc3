import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/index';
import { createRandom } from './random';
import { now } from './timing';

/** Asset records of the bundled asset pack, for the dashboard benchmarks (bench/dashboard.ts, bench/offload.ts). */

const log = (line = '') => console.log(line);

const STATES = [['inStock', 30], ['inUse', 45], ['borrowed', 10], ['repairing', 5], ['retired', 10]] as const;
const CATEGORIES = ['it.laptop', 'it.desktop', 'it.monitor', 'it.printer', 'office.desk', 'office.chair', 'vehicle.car'];

/** Asset records as the register stores them, `created_by` spread over the tenant's members. */
export async function loadAssets(db: Kysely<DB>, tenantId: string, count: number, seed: number, first = 0): Promise<void> {
  const fn = await db.selectFrom('functions').select(['id', 'current_version']).where('tenant_id', '=', tenantId).where('code', '=', 'asset').executeTakeFirstOrThrow();
  const users = (await db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId).execute()).map((u) => u.user_id);
  const departments = (await db.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).execute()).map((d) => d.id);
  const depts = departments.length ? departments : [1, 2, 3];
  const r = createRandom(seed);
  const started = now();
  for (let done = 0; done < count;) {
    const upto = Math.min(count, done + 20_000);
    await db.transaction().execute(async (trx) => {
      for (let i = done; i < upto; i += 500) {
        const rows = Array.from({ length: Math.min(500, upto - i) }, (_, k) => {
          const at = Date.UTC(2020, 0, 1) + (i + k) * 60_000;
          const data = {
            assetCode: `ZC${tenantId}${first + i + k}`, name: `Asset ${first + i + k}`, category: r.pick(CATEGORIES), status: r.weighted(STATES),
            keeper: r.pick(users), department: r.pick(depts), originalValue: r.int(10_000, 5_000_000),
            purchaseDate: `${2018 + r.int(0, 7)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
          };
          return { tenant_id: tenantId, fn_id: fn.id, fn_version: fn.current_version, data: JSON.stringify(data), created_by: r.pick(users), created_at: at, updated_at: at };
        });
        await trx.insertInto('fn_records').values(rows).execute();
      }
    });
    done = upto;
    if (done % 200_000 === 0 || done === count) log(`  loaded ${done.toLocaleString('en-US')} ${tenantId} assets (${((now() - started) / 1000).toFixed(0)} s)`);
  }
}

/** The asset function's id in a tenant. */
export const assetFnId = async (db: Kysely<DB>, tenantId: string) => (await db.selectFrom('functions').select('id').where('tenant_id', '=', tenantId).where('code', '=', 'asset').executeTakeFirstOrThrow()).id;

/** Takes a function's rollups away as if they never existed: nothing listed, and on SQLite no triggers (server/data/rollup-sql.ts names). */
export async function dropRollups(db: Kysely<DB>, dialect: string, fnId: number): Promise<void> {
  if (dialect === 'sqlite') for (const e of ['ins', 'del', 'upd']) await sql.raw(`DROP TRIGGER IF EXISTS dashboard_rollup_${fnId}_${e}`).execute(db);
  await sql`DELETE FROM dashboard_rollup_charts WHERE fn_id = ${fnId}`.execute(db);
  await sql`DELETE FROM dashboard_rollups WHERE fn_id = ${fnId}`.execute(db);
  await sql`DELETE FROM dashboard_rollup_dims WHERE fn_id = ${fnId}`.execute(db);
}

