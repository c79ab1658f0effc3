import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '../../../server/data/index';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

/**
 * Issue 20 (the soak): an approver's pending page read every pending task of theirs and sorted
 * them by arrival for each page, so the page slowed as tasks waited. The index of migration 031
 * hands them out in the page's order.
 */
describe.each(databases())('the pending page\'s plan ($name)', (target) => {
  let h: Harness;

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('reads an approver\'s pending tasks newest first from an index, with no sort step', async () => {
    const ran: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => { ran.push(node); return node; },
      transformResult: async ({ result }) => result,
    };
    const bob = await h.db.selectFrom('users').select('id').where('user_name', '=', 'bob').executeTakeFirstOrThrow();
    await createDataAccess(h.db.withPlugin(recorder), h.dialect).forTenant('acme').workflow.tasks.pendingPage(bob.id, 0, 20);
    const page = ran.find((n) => n.kind === 'SelectQueryNode' && 'orderBy' in n && n.orderBy);
    expect(page).toBeDefined();
    const compiled = h.db.getExecutor().compileQuery(page!, { queryId: 'pending-page' });
    const plan = h.dialect === 'sqlite'
      ? (await h.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]))).rows.map((r) => r.detail).join('\n')
      // a handful of tasks makes a sequential scan cheapest: forbid it to see what the planner can use
      : await h.db.connection().execute(async (conn) => {
        await sql`SET enable_seqscan = off`.execute(conn);
        const res = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
        await sql`RESET enable_seqscan`.execute(conn);
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(plan).toContain('process_tasks_pending');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
