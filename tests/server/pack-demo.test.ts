import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledDemos } from '@schemas';
import { createDataAccess, runPackDemo, seedDemoRecords, type DataAccess } from '@server';
import type { PackDemo } from '@engine';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/** Pack demo data: made through the record and workflow services, as the users it names. */
describe.each(databases())('pack demo records ($name)', (target) => {
  let h: Harness;
  let data: DataAccess;
  const recordsOf = async (tenant: string, fn: string) => {
    const rows = await h.db.selectFrom('fn_records').innerJoin('functions', 'functions.id', 'fn_records.fn_id')
      .select(['fn_records.id', 'fn_records.data', 'fn_records.doc_state', 'fn_records.created_by'])
      .where('fn_records.tenant_id', '=', tenant).where('functions.code', '=', fn).execute();
    return rows.map((r) => ({ ...r, data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, any> }));
  };

  beforeAll(async () => {
    h = await createHarness(target);
    data = createDataAccess(h.db, h.dialect);
  });
  afterAll(async () => { await h?.close(); });

  it('makes every shipped demo without a refusal, in the tenant whose people it names', async () => {
    expect(bundledDemos.length).toBeGreaterThan(0);
    expect(await seedDemoRecords(data)).toEqual([]);
    for (const demo of bundledDemos) {
      const fns = [...new Set(demo.records.map((r) => r.function))];
      for (const fn of fns) {
        expect((await recordsOf('acme', fn)).length, fn).toBeGreaterThan(0);
        expect(await recordsOf('globex', fn), `${fn} in globex`).toEqual([]);
      }
    }
  });

  it('leaves assets in every state and documents in every document state (assets demo)', async () => {
    const assets = await recordsOf('acme', 'asset');
    expect(new Set(assets.map((a) => a.data.status))).toEqual(new Set(['inStock', 'inUse', 'borrowed', 'repairing', 'retired']));
    const aliceId = (await h.db.selectFrom('users').select('id').where('user_name', '=', 'alice').executeTakeFirstOrThrow()).id;
    const macbook = assets.find((a) => a.data.assetCode === 'ZC-NB-0002')!;
    expect(macbook.data).toMatchObject({ status: 'borrowed', keeper: aliceId });
    const borrows = await recordsOf('acme', 'assetBorrow');
    expect(new Set(borrows.map((b) => b.doc_state))).toEqual(new Set(['approved', 'inApproval', 'rejected']));
    expect(borrows.every((b) => b.created_by === aliceId || b.data.applicant !== aliceId)).toBe(true);
    expect((await recordsOf('acme', 'assetAllocation')).map((r) => r.doc_state)).toEqual(['draft']);
  });

  it('grants the roles a demo names: the demo administrator is the asset administrator, so that flow step is a role task', async () => {
    const adminId = (await h.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(await data.forTenant('acme').users.roleCodes(adminId)).toContain('assetAdmin');
    expect(await data.forTenant('globex').users.roleCodes(adminId)).not.toContain('assetAdmin');
    const unknown: PackDemo = { pack: 'reimbursement', grants: [{ role: 'noSuchRole', users: ['alice'] }], records: [] };
    await expect(runPackDemo(data, 'acme', unknown, Date.now())).rejects.toThrow(/unknown role "noSuchRole"/);
  });

  it('resolves users, departments, records and dates, and names the record a refusal stopped at', async () => {
    const demo: PackDemo = {
      pack: 'reimbursement',
      records: [{
        ref: 'trip', function: 'reimbursement', as: 'alice',
        data: {
          project: 'Demo trip', location: 'Shanghai', tripStart: { $date: -3 }, tripEnd: { $date: -1 }, days: 3, vehicle: 'train', reason: 'Workshop',
          lines: [{ type: 'transport', subject: 'Train', amount: 55300 }],
        },
        steps: [{ action: 'submit' }, { action: 'approve', as: 'bob' }, { action: 'reject', as: 'finance', opinion: 'Missing receipts' }],
      }],
    };
    const now = Date.parse('2026-03-10T04:00:00Z');
    expect(await runPackDemo(data, 'acme', demo, now)).toBe(true);
    const trip = (await recordsOf('acme', 'reimbursement')).find((r) => r.data.project === 'Demo trip')!;
    expect(trip).toMatchObject({ doc_state: 'rejected', data: { tripStart: '2026-03-07', tripEnd: '2026-03-09' } });
    // globex has no alice: the demo is not for that tenant
    expect(await runPackDemo(data, 'globex', demo, now)).toBe(false);
    const bad: PackDemo = { ...demo, records: [{ ...demo.records[0], data: { ...demo.records[0].data, days: 0 } }] };
    await expect(runPackDemo(data, 'acme', bad, now)).rejects.toThrow(/demo of pack reimbursement, record 0 \(trip\).*days/);
  });
});
