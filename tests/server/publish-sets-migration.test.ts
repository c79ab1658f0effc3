import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTriggerTexts } from '../../server/data/rollup-sql';
import type { RollupSpec } from '../../server/data/index';
import { publishStagedRows, stagedBatch, writeStagedBatch } from '../../server/data/staged-insert';
import { createPublishSetsMigration } from '../../server/db/migration-publish-sets';
import { databases } from './support/databases';

type Created = Awaited<ReturnType<ReturnType<typeof databases>[number]['createSeeded']>>;

/** Migration 033 on a SQLite database whose row triggers were written before it. */
describe('an import\'s publish adds its figures at once (migration 033, SQLite)', () => {
  let scratch: Created;
  const db = () => scratch.db.db;
  const triggerText = async (name: string) => (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ${name}`.execute(db())).rows[0]?.sql;

  beforeAll(async () => { scratch = await databases()[0].createSeeded(); });
  afterAll(async () => { await scratch?.drop(); });

  it('writes the counter\'s and every function\'s rollup update trigger again with the condition, and the publish then counts each row once', async () => {
    const fn = (await sql<{ id: number; tenant_id: string }>`SELECT f.id, f.tenant_id FROM functions f
      WHERE EXISTS (SELECT 1 FROM dashboard_rollup_charts c WHERE c.fn_id = f.id) ORDER BY f.id LIMIT 1`.execute(db())).rows[0];
    const specs = (await sql<{ spec: string }>`SELECT spec FROM dashboard_rollup_charts WHERE fn_id = ${fn.id} ORDER BY rowid`.execute(db())).rows.map((r) => JSON.parse(r.spec) as RollupSpec);
    const current = createTriggerTexts(fn.id, specs)[2];
    expect(await triggerText(`dashboard_rollup_${fn.id}_upd`)).toBe(current);

    // The triggers as a database migrated before 033 has them.
    const before = current.replace(/ WHEN \((OLD\.fn_id = \d+ OR NEW\.fn_id = \d+)\) AND OLD\.import_job IS NULL BEGIN/, ' WHEN $1 BEGIN');
    expect(before).not.toBe(current);
    const counterBefore = (await triggerText('fn_record_counts_upd'))!.replace(' WHEN OLD.import_job IS NULL BEGIN', ' BEGIN');
    for (const [name, text] of [[`dashboard_rollup_${fn.id}_upd`, before], ['fn_record_counts_upd', counterBefore]]) {
      await sql.raw(`DROP TRIGGER ${name}`).execute(db());
      await sql.raw(text).execute(db());
    }

    await createPublishSetsMigration('sqlite').up(db() as never);
    expect(await triggerText(`dashboard_rollup_${fn.id}_upd`)).toBe(current);
    expect(await triggerText('fn_record_counts_upd')).toMatch(/ON fn_records WHEN OLD\.import_job IS NULL BEGIN/);

    const counted = async () => Number((await sql<{ n: number }>`SELECT COALESCE(SUM(n), 0) AS n FROM fn_record_counts WHERE fn_id = ${fn.id}`.execute(db())).rows[0].n);
    const live = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM fn_records WHERE fn_id = ${fn.id} AND deleted_at IS NULL`.execute(db())).rows[0].n);
    const rollupRows = async () => Number((await sql<{ n: number }>`SELECT COALESCE(SUM(n), 0) AS n FROM dashboard_rollups WHERE fn_id = ${fn.id}`.execute(db())).rows[0].n);
    const [countedBefore, rolledBefore] = [await counted(), await rollupRows()];
    expect(countedBefore).toBe(await live());
    const jobId = randomUUID();
    const rows = Array.from({ length: 40 }, () => ({ fnId: fn.id, fnVersion: 1, data: {}, userId: 1, now: Date.now() }));
    await db().transaction().execute((trx) => writeStagedBatch(trx, 'sqlite', stagedBatch('sqlite', fn.tenant_id, jobId, rows)));
    expect(await db().transaction().execute((trx) => publishStagedRows(trx, 'sqlite', fn.tenant_id, jobId, fn.id))).toBe(40);
    expect(await counted()).toBe(countedBefore + 40);
    expect(await counted()).toBe(await live());
    // Each plain rollup without a `where` holds every live record once.
    const plain = specs.filter((s) => !s.dims && !s.where.length).length;
    expect(await rollupRows()).toBe(rolledBefore + 40 * plain);
  });

  it('changes nothing on PostgreSQL, whose statement triggers read the whole UPDATE at once', async () => {
    const calls: string[] = [];
    const recorder = new Proxy({}, { get: () => () => { calls.push('called'); return Promise.resolve(); } });
    await createPublishSetsMigration('postgres').up(recorder as never);
    expect(calls).toEqual([]);
  });
});
