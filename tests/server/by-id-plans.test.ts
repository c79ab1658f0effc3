import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '../../server/data/index';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/**
 * Issue 20 (the soak): reads of rows picked by their ids (a task-centre page's records, its
 * instances, their pending tasks and retries; the related records a save names) found them
 * through a `(tenant_id, ...)` index on SQLite, walking every row of the tenant, so each page
 * grew slower with the data (0.4 -> 3.5 ms from 2k to 50k records). They go in by the ids now;
 * the tenant still filters what they return.
 */
describe.each(databases())('reads by id ($name)', (target) => {
  let h: Harness;
  const ran: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => { ran.push(node); return node; },
    transformResult: async ({ result }) => result,
  };

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  const fnOf = async (tenantId: string) => (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', tenantId)
    .orderBy('id').executeTakeFirstOrThrow()).id;

  /** SQLite's plan of the one query `read` runs. */
  const planOf = async (read: () => Promise<unknown>): Promise<string> => {
    ran.length = 0;
    await read();
    expect(ran).toHaveLength(1);
    const compiled = h.db.getExecutor().compileQuery(ran[0], { queryId: 'by-id' });
    const rows = (await h.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]))).rows;
    return rows.map((r) => r.detail).join('\n');
  };

  it('return only the tenant\'s own rows among the ids asked for', async () => {
    const data = createDataAccess(h.db, h.dialect);
    const acme = data.forTenant('acme');
    const globex = data.forTenant('globex');
    const [acmeFn, globexFn] = [await fnOf('acme'), await fnOf('globex')];
    const now = Date.now();
    const mine = await acme.records.insert({ fnId: acmeFn, fnVersion: 1, data: { note: 'acme' }, userId: 1, now });
    const theirs = await globex.records.insert({ fnId: globexFn, fnVersion: 1, data: { note: 'globex' }, userId: 1, now });

    expect([...(await acme.records.dataOf([mine, theirs])).entries()]).toEqual([[mine, { note: 'acme' }]]);
    expect([...(await acme.related.existing(acmeFn, [mine, theirs]))]).toEqual([mine]);
    expect([...(await acme.related.existing(globexFn, [mine, theirs]))]).toEqual([]);
    expect([...(await globex.records.dataOf([mine, theirs])).keys()]).toEqual([theirs]);
    await h.db.deleteFrom('fn_records').where('id', 'in', [mine, theirs]).execute();
  });

  it.runIf(target.name === 'sqlite')('find their rows by primary key or instance, not by walking the tenant', async () => {
    const acme = createDataAccess(h.db.withPlugin(recorder), h.dialect).forTenant('acme');
    const fnId = await fnOf('acme');
    const byTenant = /\(tenant_id=\?/;
    const records = await planOf(() => acme.records.dataOf([1, 2, 3]));
    expect(records).toContain('INTEGER PRIMARY KEY');
    expect(records).not.toMatch(byTenant);
    const related = await planOf(() => acme.related.existing(fnId, [1, 2, 3]));
    expect(related).toContain('INTEGER PRIMARY KEY');
    expect(related).not.toMatch(byTenant);
    const instances = await planOf(() => acme.workflow.instances.byIds([1, 2, 3]));
    expect(instances).toContain('INTEGER PRIMARY KEY');
    expect(instances).not.toMatch(byTenant);
    const tasks = await planOf(() => acme.workflow.tasks.pendingOf([1, 2, 3]));
    expect(tasks).toContain('process_tasks_instance');
    expect(tasks).not.toMatch(byTenant);
    const retries = await planOf(() => acme.workflow.events.retries([1, 2, 3]));
    expect(retries).toContain('process_events_instance');
    expect(retries).not.toMatch(byTenant);
  });
});
