import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '@server';
import { definedEntries, runPrepared, slot } from '../../../server/data/prepared';

/** Issue 20 (approvals): hot queries compiled once by shape, run with new values each time. */
describe('prepared queries', () => {
  it('builds once per key, binds the values of each call, and lets the plugins see every run', async () => {
    const seen: string[] = [];
    const results: number[] = [];
    const watcher: KyselyPlugin = {
      transformQuery({ node }) {
        seen.push(node.kind);
        return node;
      },
      async transformResult({ result }) {
        results.push(result.rows.length);
        return result;
      },
    };
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await db.schema.createTable('process_tasks').addColumn('id', 'integer').addColumn('tenant_id', 'text')
      .addColumn('state', 'text').addColumn('version', 'integer').execute();
    await db.insertInto('process_tasks').values([
      { id: 1, tenant_id: 'a', state: 'pending', version: 0 }, { id: 2, tenant_id: 'a', state: 'waiting', version: 0 },
      { id: 3, tenant_id: 'b', state: 'pending', version: 0 },
    ] as never).execute();
    const watched = db.withPlugin(watcher);
    let builds = 0;
    const ofTenant = async (tenant: string, state: string) => (await runPrepared<{ id: number }>(watched, 'test.ofTenant', [tenant, state], () => {
      builds++;
      return watched.selectFrom('process_tasks').select('id').where('tenant_id', '=', slot(0)).where('state', '=', slot(1))
        .where('version', '>=', 0).orderBy('id');
    })).rows.map((r) => r.id);

    expect(await ofTenant('a', 'pending')).toEqual([1]);
    expect(await ofTenant('a', 'waiting')).toEqual([2]);
    expect(await ofTenant('b', 'pending')).toEqual([3]);
    expect(await ofTenant('c', 'pending')).toEqual([]);
    expect(builds).toBe(1);
    // Compiled once (the build), then seen before each of the four runs; every result seen.
    expect(seen).toEqual(Array(5).fill('SelectQueryNode'));
    expect(results).toEqual([1, 1, 1, 0]);

    const update = (id: number, changes: { state?: string; version?: number }) => {
      const set = definedEntries(changes);
      return runPrepared(watched, `test.update:${set.map(([k]) => k).join(',')}`, [id, ...set.map(([, v]) => v)], () =>
        watched.updateTable('process_tasks').set(Object.fromEntries(set.map(([k], i) => [k, slot(1 + i)]))).where('id', '=', slot(0)));
    };
    expect(Number((await update(1, { state: 'approved', version: undefined })).numAffectedRows)).toBe(1);
    expect(Number((await update(2, { state: 'closed', version: 4 })).numAffectedRows)).toBe(1);
    expect(Number((await update(9, { state: 'closed' })).numAffectedRows)).toBe(0);
    expect(await db.selectFrom('process_tasks').select(['id', 'state', 'version']).orderBy('id').execute()).toEqual([
      { id: 1, state: 'approved', version: 0 }, { id: 2, state: 'closed', version: 4 }, { id: 3, state: 'pending', version: 0 },
    ]);
    await db.destroy();
  });
});
