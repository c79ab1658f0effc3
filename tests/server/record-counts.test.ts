import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND, createDataAccess, fieldExpression, fnIdPredicate } from '../../server/data/index';
import { COUNTER_SHARDS, createRecordCountsMigration } from '../../server/db/migration-record-counts';
import { createPublishSetsMigration } from '../../server/db/migration-publish-sets';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { upgradedReimbursement } from './support/packs';
import { createHarness, type Harness } from './support/harness';

interface Page { records: { id: number }[]; total: number; totalIsLowerBound?: boolean }

/** More records than the count bound in one function. */
const BULK = COUNT_BOUND + 50;

describe.each(databases())('list page totals: live counters and bounded counts ($name)', (target) => {
  let h: Harness;
  let tokens: Record<'admin' | 'alice' | 'carol' | 'gadmin', string>;
  let userIds: Record<string, number>;
  const fnIds: Record<string, number> = {};
  const page = async (token: string, body: Record<string, unknown> = {}): Promise<Page> => {
    const res = await h.post<Page>('/api/fn/reimbursement/page', { current: 1, size: 10, ...body }, { token });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  /** The exact COUNT the totals must equal: live records of the tenant's function, by creator and state when asked. */
  const exact = async (tenant: string, o: { createdBy?: number[]; docStates?: string[] } = {}) => {
    let q = h.db.selectFrom('fn_records').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenant).where(fnIdPredicate(fnIds[tenant])).where('deleted_at', 'is', null);
    if (o.createdBy) q = q.where('created_by', 'in', o.createdBy);
    if (o.docStates) q = q.where('doc_state', 'in', o.docStates);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const setStaffView = async (view: string[]) => {
    const role = await h.db.selectFrom('roles').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'staff').executeTakeFirstOrThrow();
    const res = await h.post('/api/sys/role/setDataScopes', { roleId: role.id, functionCode: 'reimbursement', scopes: { view } }, { token: tokens.admin });
    expect(res.code, res.msg).toBe(0);
  };
  /** Every caller's unfiltered total equals the exact COUNT of what their scope reaches. */
  const expectTotalsExact = async () => {
    expect((await page(tokens.admin)).total).toBe(await exact('acme'));
    expect((await page(tokens.alice)).total).toBe(await exact('acme', { createdBy: [userIds.alice] }));
    expect((await page(tokens.carol)).total).toBe(await exact('acme', { createdBy: [userIds.carol] }));
    expect((await page(tokens.gadmin)).total).toBe(await exact('globex'));
    expect((await page(tokens.admin, { docStates: ['draft'] })).total).toBe(await exact('acme', { docStates: ['draft'] }));
  };
  const save = async (token: string, data = reimbursement()) => {
    const res = await h.post<{ id: number }>('/api/fn/reimbursement/save', { data }, { token });
    expect(res.code, res.msg).toBe(0);
    return res.data.id;
  };

  beforeAll(async () => {
    h = await createHarness(target);
    const [admin, alice, carol, gadmin] = await Promise.all(['admin', 'alice', 'carol', 'gadmin'].map((u) => h.token(u)));
    tokens = { admin, alice, carol, gadmin };
    const users = await h.db.selectFrom('users').select(['id', 'user_name']).execute();
    userIds = Object.fromEntries(users.map((u) => [u.user_name, u.id]));
    for (const tenant of ['acme', 'globex']) {
      fnIds[tenant] = (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', tenant).where('code', '=', 'reimbursement').executeTakeFirstOrThrow()).id;
    }
    await setStaffView(['own']);
  });
  afterAll(async () => { await h?.close(); });

  it('keeps every caller\'s unfiltered total equal to the exact count through saves, deletes, imports and upgrades, per tenant', async () => {
    await expectTotalsExact();
    const mine = [await save(tokens.alice), await save(tokens.alice), await save(tokens.carol)];
    await save(tokens.gadmin);
    await save(tokens.alice, { ...reimbursement(), project: 'edited later' });
    await expectTotalsExact();
    expect((await page(tokens.alice)).total).toBe(3);

    // an update of the values, a soft delete through the API, a hard delete, a state change
    expect((await h.post('/api/fn/reimbursement/save', { id: mine[0], data: reimbursement({ project: 'changed' }) }, { token: tokens.alice })).code).toBe(0);
    expect((await h.post('/api/fn/reimbursement/delete', { id: mine[1] }, { token: tokens.alice })).code).toBe(0);
    await h.db.deleteFrom('fn_records').where('id', '=', mine[2]).execute();
    const data = createDataAccess(h.db, h.dialect);
    await data.forTenant('acme').records.setDocState(fnIds.acme, mine[0], 'approved');
    await expectTotalsExact();
    expect((await page(tokens.admin, { docStates: ['approved'] })).total).toBe(1);

    // an import stages invisible rows and publishes them at once
    const rows = Array.from({ length: 25 }, (_, i) => ({ fnId: fnIds.acme, fnVersion: 1, data: reimbursement({ project: `imported ${i}` }), userId: userIds.carol, now: Date.now() }));
    await data.forTenant('acme').records.insertStaged('job-1', rows);
    await expectTotalsExact();
    expect(await data.forTenant('acme').records.publishStaged('job-1', fnIds.acme)).toBe(25);
    await expectTotalsExact();
    expect((await page(tokens.carol)).total).toBe(25);

    // a pack upgrade (new function version) keeps the records and their count
    const up = await h.post('/api/pack/install', { pack: upgradedReimbursement() }, { token: tokens.admin });
    expect(up.code, up.msg).toBe(0);
    await save(tokens.alice, reimbursement({ remark: 'after the upgrade' }));
    await expectTotalsExact();
  });

  it('reads unfiltered totals from the counters only for scopes the creator decides', async () => {
    // one counter row of alice's drafts moved by `d` (PostgreSQL keeps several rows per key: a shard of its own)
    const bump = (d: number) => (h.dialect === 'postgres'
      ? sql`INSERT INTO fn_record_counts (tenant_id, fn_id, created_by, doc_state, shard, n) VALUES ('acme', ${fnIds.acme}, ${userIds.alice}, 'draft', 99, ${d})
          ON CONFLICT (tenant_id, fn_id, created_by, doc_state, shard) DO UPDATE SET n = fn_record_counts.n + excluded.n`
      : sql`UPDATE fn_record_counts SET n = n + ${d} WHERE tenant_id = 'acme' AND fn_id = ${fnIds.acme} AND created_by = ${userIds.alice} AND doc_state = 'draft'`).execute(h.db);
    const before = await exact('acme', { createdBy: [userIds.alice] });
    await bump(1000);
    try {
      // the counter answers the admin (all) and alice (own) ...
      expect((await page(tokens.admin)).total).toBe(await exact('acme') + 1000);
      expect((await page(tokens.alice)).total).toBe(before + 1000);
      // ... never another tenant, another creator's own scope, a filter or a scope the creator does not decide
      expect((await page(tokens.gadmin)).total).toBe(await exact('globex'));
      expect((await page(tokens.carol)).total).toBe(await exact('acme', { createdBy: [userIds.carol] }));
      expect((await page(tokens.alice, { filters: { project: 'changed' } })).total).toBe(1);
      await setStaffView(['own', 'involved']);
      expect((await page(tokens.alice)).total).toBe(before);
    } finally {
      await bump(-1000);
      await setStaffView(['own']);
    }
  });

  it('counts a department scope from the counters of its members', async () => {
    const dept = (await h.db.insertInto('departments').values({ tenant_id: 'acme', parent_id: null, name: 'counts', manager_id: null, sort: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    await h.db.updateTable('user_tenants').set({ department_id: dept }).where('tenant_id', '=', 'acme').where('user_id', 'in', [userIds.alice, userIds.carol]).execute();
    await setStaffView(['department']);
    try {
      expect((await page(tokens.alice)).total).toBe(await exact('acme', { createdBy: [userIds.alice, userIds.carol] }));
      expect((await page(tokens.alice)).total).toBeGreaterThan(await exact('acme', { createdBy: [userIds.alice] }));
    } finally {
      await setStaffView(['own']);
    }
  });

  if (target.name === 'postgres') {
    it('two transactions moving one creator\'s records between the same states do not wait for each other\'s counter row', async () => {
      const [first, second] = [await save(tokens.alice), await save(tokens.alice)];
      const approve = (id: number) => sql`UPDATE fn_records SET doc_state = 'approved' WHERE id = ${id}`;
      await h.db.connection().execute(async (one) => {
        await h.db.connection().execute(async (two) => {
          await sql`BEGIN`.execute(one);
          const txid = async (c: typeof one) => Number((await sql<{ t: string }>`SELECT txid_current() AS t`.execute(c)).rows[0]!.t);
          const mine = await txid(one);
          await approve(first).execute(one);
          // the second transaction's id picks another counter row than the first's (ids are shared by every database of the server)
          await sql`SET lock_timeout = '3s'`.execute(two);
          for (let tries = 0; ; tries++) {
            await sql`BEGIN`.execute(two);
            if ((await txid(two)) % COUNTER_SHARDS !== mine % COUNTER_SHARDS) break;
            await sql`ROLLBACK`.execute(two);
            expect(tries).toBeLessThan(20);
          }
          // before migration 028 this waited for the first transaction's commit and ran into the lock timeout
          await approve(second).execute(two);
          await sql`COMMIT`.execute(two);
          await sql`COMMIT`.execute(one);
          await sql`RESET lock_timeout`.execute(two);
        });
      });
      await expectTotalsExact();
      expect((await page(tokens.admin, { docStates: ['approved'] })).total).toBe(await exact('acme', { docStates: ['approved'] }));
    });
  }

  it('fills the counters from the records already stored when the migration runs on an existing database', async () => {
    const expected = await exact('acme');
    if (h.dialect === 'sqlite') {
      for (const e of ['ins', 'del', 'upd']) await sql.raw(`DROP TRIGGER fn_record_counts_${e}`).execute(h.db);
    } else {
      for (const e of ['insert', 'delete', 'update']) {
        await sql.raw(`DROP TRIGGER fn_record_counts_${e} ON fn_records`).execute(h.db);
        await sql.raw(`DROP FUNCTION fn_record_counts_${e}()`).execute(h.db);
      }
    }
    await sql`DROP TABLE fn_record_counts`.execute(h.db);
    await createRecordCountsMigration(h.dialect).up(h.db as never);
    // and the later migration that rewrote the SQLite update trigger (an import's publish counts its rows at once)
    await createPublishSetsMigration(h.dialect).up(h.db as never);
    expect((await page(tokens.admin)).total).toBe(expected);
    await save(tokens.alice);
    await expectTotalsExact();
  });

  it('stops a filtered count at the bound and says so; `exactTotal` counts every match', async () => {
    const staged = Array.from({ length: BULK }, (_, i) => ({ fnId: fnIds.acme, fnVersion: 1, data: reimbursement({ project: `bulk ${i}` }), userId: userIds.alice, now: Date.now() }));
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    for (let i = 0; i < staged.length; i += 500) await records.insertStaged('job-bulk', staged.slice(i, i + 500));
    await records.publishStaged('job-bulk', fnIds.acme);
    await expectTotalsExact();

    const filters = { project: 'bulk' };
    const bounded = await page(tokens.admin, { filters });
    expect(bounded).toMatchObject({ total: COUNT_BOUND, totalIsLowerBound: true });
    expect(bounded.records).toHaveLength(10);
    const full = await page(tokens.admin, { filters, exactTotal: true });
    expect(full.total).toBe(BULK);
    expect(full.totalIsLowerBound).toBeUndefined();
    // a page past the bound counts to its own end: the total never falls short of what it shows
    const deep = await page(tokens.admin, { filters, current: COUNT_BOUND / 50 + 1, size: 50 });
    expect(deep).toMatchObject({ total: BULK });
    expect(deep.records).toHaveLength(50);
    expect(deep.totalIsLowerBound).toBeUndefined();
    // under the bound the count is exact, and another tenant's rows are never counted
    expect(await page(tokens.admin, { filters: { project: 'bulk 100' } })).toMatchObject({ total: 11 });
    expect(await page(tokens.gadmin, { filters })).toMatchObject({ total: 0 });
    // a scope the counters cannot answer is counted with the bound too, and exactly on demand
    await setStaffView(['own', 'involved']);
    try {
      expect(await page(tokens.alice)).toMatchObject({ total: COUNT_BOUND, totalIsLowerBound: true });
      expect((await page(tokens.alice, { exactTotal: true })).total).toBe(await exact('acme', { createdBy: [userIds.alice] }));
    } finally {
      await setStaffView(['own']);
    }

    // a filter matching more than the bound: the first pages walk the newest records (SQLite), with the same answer
    const records2 = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    const dense = { fnId: fnIds.acme, filters: [{ field: 'vehicle', kind: 'text' as const, op: 'eq' as const, value: 'train' }], sort: [{ column: 'created_at' as const, order: 'desc' as const }], offset: 20, limit: 20 };
    const compiled = await records2.compilePage(dense);
    if (h.dialect === 'sqlite') {
      expect(compiled.walkList?.sql).toContain('+json_extract');
      const walk = compiled.walkList!;
      const plan = (await h.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${walk.sql}`, [...walk.parameters]))).rows;
      expect(plan.map((r) => r.detail).join('\n')).not.toContain('fnx_');
      expect(compiled.list.sql).not.toContain('+json_extract');
    } else {
      expect(compiled.walkList).toBeUndefined();
    }
    const newest = await h.db.selectFrom('fn_records').select('id').where('tenant_id', '=', 'acme').where(fnIdPredicate(fnIds.acme))
      .where('deleted_at', 'is', null).where(sql<boolean>`${fieldExpression(h.dialect, 'vehicle', 'text')} = 'train'`).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(20).limit(20).execute();
    const got = await records2.page(dense);
    expect(got.total).toBe(COUNT_BOUND);
    expect(got.records.map((r) => r.id)).toEqual(newest.map((r) => r.id));
  });
});
