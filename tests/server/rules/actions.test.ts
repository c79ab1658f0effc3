import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { rulesLab, rulesLabPack } from './support';

describe.each(databases())('actions on document events ($name)', (target) => {
  let h: Harness;
  let lab: Awaited<ReturnType<typeof rulesLab>>;
  const submit = async (fn: string, id: number, user = 'admin') => lab.as(user, `/api/fn/${fn}/submit`, { id });
  const pendingTask = async (pid: number) => {
    const row = await h.db.selectFrom('process_tasks').select('id').where('instance_id', '=', pid).where('state', '=', 'pending').executeTakeFirstOrThrow();
    return row.id;
  };
  const approve = async (pid: number) => lab.as('admin', '/api/bpm/approvalPass', { taskId: await pendingTask(pid) });
  const instance = (pid: number) => h.db.selectFrom('process_instances').select(['state', 'abnormal_reason']).where('id', '=', pid).executeTakeFirstOrThrow();
  const started = async (fn: string, data: Record<string, unknown>) => {
    const id = await lab.create(fn, data);
    const res = await submit(fn, id);
    expect(res.code, JSON.stringify(res)).toBe(0);
    return { id, pid: res.data.processInstanceId as number };
  };

  beforeAll(async () => {
    h = await createHarness(target);
    lab = await rulesLab(h);
  });
  afterAll(async () => { await h?.close(); });

  it('subtracts stock per row on approval, moves the state field, and a failing guard refuses the approval', async () => {
    const ink = await lab.create('rlConsumable', { name: 'Ink', stock: 5 });
    const toner = await lab.create('rlConsumable', { name: 'Toner', stock: 3 });
    const a = await started('rlOutbound', { lines: [{ consumable: ink, quantity: 2 }, { consumable: toner, quantity: 3 }] });
    expect((await lab.detail('rlOutbound', a.id)).data.phase).toBe('pending');
    const b = await started('rlOutbound', { lines: [{ consumable: ink, quantity: 1 }, { consumable: toner, quantity: 1 }] });
    expect((await approve(a.pid)).code).toBe(0);
    expect((await lab.detail('rlConsumable', ink)).data.stock).toBe(3);
    expect((await lab.detail('rlConsumable', toner)).data.stock).toBe(0);
    expect((await lab.detail('rlOutbound', a.id)).data.phase).toBe('done');
    const refused = await approve(b.pid);
    expect(refused.code).toBe(14);
    expect(lab.errorsOf(refused)).toContainEqual(['lines.1.quantity', expect.any(String)]);
    expect((await instance(b.pid)).state).toBe('inApproval');
    expect((await lab.detail('rlConsumable', ink)).data.stock).toBe(3);
    expect((await lab.detail('rlOutbound', b.id)).data.phase).toBe('pending');
    expect((await lab.as('admin', '/api/bpm/auditReject', { taskId: await pendingTask(b.pid), opinion: 'no', mode: 'final' })).code).toBe(0);
    expect((await lab.detail('rlOutbound', b.id)).data.phase).toBe('draft');
  });

  it('updates referenced records (single and multiple) and re-checks the reference filter at approval', async () => {
    const laptop = await lab.create('rlAsset', { code: 'L-1', name: 'Laptop' });
    const phone = await lab.create('rlAsset', { code: 'P-1', name: 'Phone' });
    const alice = (await h.db.selectFrom('users').select('id').where('user_name', '=', 'alice').executeTakeFirstOrThrow()).id;
    const admin = (await h.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
    const first = await started('rlBorrow', { asset: laptop, assets: [phone], borrower: alice });
    const second = await started('rlBorrow', { asset: laptop });
    expect((await approve(first.pid)).code).toBe(0);
    expect((await lab.detail('rlAsset', laptop)).data).toMatchObject({ status: 'borrowed', keeper: admin });
    expect((await lab.detail('rlAsset', phone)).data).toMatchObject({ status: 'inUse', keeper: alice });
    const again = await approve(second.pid);
    expect(again.code).toBe(14);
    expect(lab.errorsOf(again)).toEqual([['asset', 'Asset: the chosen record does not qualify']]);
  });

  it('creates records in another function (one per row), sets fields when a node completes', async () => {
    const contract = await lab.create('rlContract', { name: 'K', amount: 100000 });
    const s = await started('rlSettlement', { contract, planned: 900, settled: 800, lines: [{ item: 'a', amount: 300 }, { item: 'b', amount: 500 }] });
    expect((await approve(s.pid)).code).toBe(0);
    expect((await lab.detail('rlSettlement', s.id)).data.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const payments = await lab.as('admin', '/api/fn/rlPayment/page', { current: 1, size: 10, filters: { source: s.id } });
    const rows = payments.data.records.map((r: { data: Record<string, unknown> }) => [r.data.item ?? null, r.data.amount, r.data.contract]);
    expect(rows.sort()).toEqual([[null, 800, contract], ['a', 300, contract], ['b', 500, contract]].sort());
  });

  it('an action that cannot run leaves the process abnormal; a retry runs it once it can', async () => {
    const pack = rulesLabPack();
    pack.version = '1.1.0';
    const outbound = pack.functions.find((f: { code: string }) => f.code === 'rlOutbound');
    outbound.actions.push({ on: 'approved', kind: 'create', fn: 'rlLater', map: { name: "'from outbound'", amount: '$recordId' } });
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    const ink = await lab.create('rlConsumable', { name: 'Ink 2', stock: 5 });
    const o = await started('rlOutbound', { lines: [{ consumable: ink, quantity: 1 }] });
    expect((await approve(o.pid)).code).toBe(0);
    const inst = await instance(o.pid);
    expect(inst.state).toBe('abnormal');
    expect(inst.abnormal_reason).toContain('rlLater');
    expect((await lab.detail('rlConsumable', ink)).data.stock).toBe(5);

    pack.version = '1.2.0';
    pack.functions.push({ ...structuredClone(pack.functions.find((f: { code: string }) => f.code === 'rlContract')), code: 'rlLater' });
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    expect((await lab.as('admin', '/api/bpm/retry', { processInstanceId: o.pid })).code).toBe(0);
    expect((await instance(o.pid)).state).toBe('approved');
    expect((await lab.detail('rlConsumable', ink)).data.stock).toBe(4);
    expect((await lab.detail('rlOutbound', o.id)).data.phase).toBe('done');
    const later = await lab.as('admin', '/api/fn/rlLater/page', { current: 1, size: 10 });
    expect(later.data.records.map((r: { data: { amount: number } }) => r.data.amount)).toEqual([o.id]);
  });

  it('an optional action whose target function is not installed is skipped; the others still run', async () => {
    const pack = rulesLabPack();
    pack.version = '1.3.0';
    const outbound = pack.functions.find((f: { code: string }) => f.code === 'rlOutbound');
    outbound.actions.push({ on: 'approved', kind: 'create', fn: 'rlNowhere', optional: true, map: { name: "'never'" } });
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    const ink = await lab.create('rlConsumable', { name: 'Ink 3', stock: 5 });
    const o = await started('rlOutbound', { lines: [{ consumable: ink, quantity: 2 }] });
    expect((await approve(o.pid)).code).toBe(0);
    expect((await instance(o.pid)).state).toBe('approved');
    expect((await lab.detail('rlConsumable', ink)).data.stock).toBe(3);
  });

  it('a node passed by an auto-approve rule completes: its nodeCompleted actions run', async () => {
    const pack = rulesLabPack();
    pack.version = '1.4.0';
    const settlement = pack.functions.find((f: { code: string }) => f.code === 'rlSettlement');
    settlement.flow.root.next.autoApprove = { initiatorIsApprover: true, approvedBefore: false };
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    const contract = await lab.create('rlContract', { name: 'Auto', amount: 100000 });
    // admin starts it and is the node's approver: the node passes at once.
    const s = await started('rlSettlement', { contract, planned: 500, settled: 400 });
    expect((await instance(s.pid)).state).toBe('approved');
    expect((await lab.detail('rlSettlement', s.id)).data.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('50 concurrent approvals against a stock for 10: exactly 10 pass, the stock never drops below 0', async () => {
    const paper = await lab.create('rlConsumable', { name: 'Paper', stock: 10 });
    const pids: number[] = [];
    for (let i = 0; i < 50; i += 1) pids.push((await started('rlOutbound', { lines: [{ consumable: paper, quantity: 1 }] })).pid);
    const tasks = await Promise.all(pids.map(pendingTask));
    const token = await h.token('admin');
    const results = await Promise.all(tasks.map((taskId) => h.post('/api/bpm/approvalPass', { taskId }, { token })));
    expect(results.filter((r) => r.code !== 14 && r.code !== 0).map((r) => r.msg)).toEqual([]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(10);
    expect(results.filter((r) => r.code !== 0).every((r) => r.code === 14)).toBe(true);
    expect((await lab.detail('rlConsumable', paper)).data.stock).toBe(0);
    const states = await Promise.all(pids.map(async (pid) => (await instance(pid)).state));
    expect(states.filter((s) => s === 'approved')).toHaveLength(10);
  });
  it('a record a create action makes is checked against its function\'s rules: a breach refuses the approval with code 14, nothing is written', async () => {
    const pack = rulesLabPack();
    pack.version = '1.5.0';
    const payment = pack.functions.find((f: { code: string }) => f.code === 'rlPayment');
    payment.form.properties.grid.properties.amount['x-rules'] = [{ expression: 'amount <= 1000', message: 'Payments above 10 need a contract of their own' }];
    // Required, but a created record is a draft to complete in its own function: it may still be empty.
    payment.form.properties.grid.properties.item.required = true;
    const settlement = pack.functions.find((f: { code: string }) => f.code === 'rlSettlement');
    settlement.form.properties.grid.properties.lines.items.properties.c_item.properties.item['x-default'] = "'misc'";
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    const contract = await lab.create('rlContract', { name: 'Capped', amount: 100000 });

    // The server fills a missing cell of a sub-table row from its x-default.
    const s = await started('rlSettlement', { contract, planned: 2000, settled: 1500, lines: [{ amount: 200 }] });
    expect((await lab.detail('rlSettlement', s.id)).data.lines).toEqual([{ item: 'misc', amount: 200 }]);

    const refused = await approve(s.pid);
    expect(refused.code).toBe(14);
    expect(lab.errorsOf(refused)).toEqual([['rlPayment.amount', 'Payment orders: Payments above 10 need a contract of their own']]);
    expect((await instance(s.pid)).state).not.toBe('approved');
    expect((await lab.as('admin', '/api/fn/rlPayment/page', { current: 1, size: 10, filters: { source: s.id } })).data.total).toBe(0);
    expect((await lab.detail('rlSettlement', s.id)).data.checkedOn).toBeUndefined();

    // Within the target's rules the same event passes and the payments are made.
    const ok = await started('rlSettlement', { contract, planned: 900, settled: 800, lines: [{ amount: 300 }] });
    expect((await approve(ok.pid)).code).toBe(0);
    const made = await lab.as('admin', '/api/fn/rlPayment/page', { current: 1, size: 10, filters: { source: ok.id } });
    expect(made.data.records.map((r: { data: Record<string, unknown> }) => [r.data.item, r.data.amount]).sort()).toEqual([[undefined, 800], ['misc', 300]].sort());
  });
});
