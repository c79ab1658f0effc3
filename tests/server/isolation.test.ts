import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

describe.each(databases())('tenant isolation ($name)', (target) => {
  let h: Harness;
  let alice: string;
  let mallory: string;
  let acmeIds: number[];
  const snapshot = () => h.db.selectFrom('fn_records').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    h = await createHarness(target);
    [alice, mallory] = await Promise.all([h.token('alice'), h.token('mallory')]);
    acmeIds = [];
    for (const project of ['Acme secret A', 'Acme secret B']) {
      const res = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project }) }, { token: alice });
      acmeIds.push(res.data.id);
    }
    const own = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project: 'Globex own' }) }, { token: mallory });
    expect(own.code).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('lists only the caller\'s tenant records', async () => {
    const theirs = await h.post('/api/fn/reimbursement/page', { current: 1, size: 50 }, { token: mallory });
    expect(theirs.data.total).toBe(1);
    expect(theirs.data.records.map((r: { data: { project: string } }) => r.data.project)).toEqual(['Globex own']);
    const search = await h.post('/api/fn/reimbursement/page', { current: 1, size: 50, filters: { project: 'Acme' } }, { token: mallory });
    expect(search.data.total).toBe(0);
    const ours = await h.post('/api/fn/reimbursement/page', { current: 1, size: 50 }, { token: alice });
    expect(ours.data.total).toBe(2);
  });

  it('answers 404 for acme ids on detail, update and delete, and changes nothing', async () => {
    const before = await snapshot();
    for (const id of acmeIds) {
      expect((await h.post('/api/fn/reimbursement/detail', { id }, { token: mallory })).code).toBe(404);
      const upd = await h.post('/api/fn/reimbursement/save', { id, data: reimbursement({ project: 'pwned' }) }, { token: mallory });
      expect(upd.code).toBe(404);
      expect((await h.post('/api/fn/reimbursement/delete', { id }, { token: mallory })).code).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    const detail = await h.post('/api/fn/reimbursement/detail', { id: acmeIds[0] }, { token: alice });
    expect(detail.data.record.data.project).toBe('Acme secret A');
  });

  it('shows mallory only globex colleagues, and installs packs only into her tenant', async () => {
    const users = await h.post('/api/admin/user/queryUserList', { current: 1, size: 50 }, { token: mallory });
    expect(users.data.records.map((u: { userName: string }) => u.userName).sort()).toEqual(['admin', 'gadmin', 'mallory']);
    const tenant = await h.post('/api/tenant/queryCurrentTenant', {}, { token: mallory });
    expect(tenant.data.id).toBe('globex');
    expect((await h.post('/api/pack/install', { pack: {} }, { token: mallory })).code).toBe(403);
  });

  it('keeps the records of each tenant on its own function rows', async () => {
    const rows = await h.db.selectFrom('fn_records').innerJoin('functions', 'functions.id', 'fn_records.fn_id')
      .select(['fn_records.tenant_id as recordTenant', 'functions.tenant_id as fnTenant']).execute();
    expect(rows.length).toBe(3);
    for (const r of rows) expect(r.recordTenant).toBe(r.fnTenant);
  });
});
