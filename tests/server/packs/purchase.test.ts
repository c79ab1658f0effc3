import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledDemos } from '@schemas';
import { createDataAccess, runPackDemo, DEMO_PASSWORD } from '@server';
import { databases } from '../support/databases';
import { bundled, consumable } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

type Reply = { code: number; msg: string; data: any };

const request = (o: Record<string, unknown> = {}) => ({
  title: 'Toner for the 3rd floor printers', purchaseType: 'office', requestDate: '2024-05-06', expectedDate: '2024-05-20', reason: 'Stock runs out',
  lines: [{ itemName: 'Toner HP 26A', unit: 'box', quantity: 3, estimatedPrice: 45_000 }, { itemName: 'A4 paper', unit: 'ream', quantity: 10, estimatedPrice: 2_550 }], ...o,
});
const contract = (o: Record<string, unknown> = {}) => ({
  contractName: 'Printer supplies 2024', supplier: 'Deli Stationery', signDate: '2024-05-08', contractAmount: 100_000, paymentTerms: 'installments', ...o,
});
const slip = (contractId: number, paymentAmount: number, o: Record<string, unknown> = {}) => ({
  contract: contractId, payee: 'Deli Stationery', paymentAmount, paymentMethod: 'bankTransfer', payeeBank: 'ICBC', payeeAccount: '6222 0000 1111',
  plannedPayDate: '2024-05-10', purpose: 'Instalment', ...o,
});
const receiving = (lines: unknown[], o: Record<string, unknown> = {}) => ({ supplier: 'Deli Stationery', receivingDate: '2024-05-12', lines, ...o });

describe.each(databases())('purchase pack ($name)', (target) => {
  let f: PackHarness;
  /** Saves and submits as alice; bob (her supervisor) and `role` approve. */
  const approved = async (fn: string, data: Record<string, unknown>, role = 'finance') => {
    const { id, pid } = await f.start('alice', fn, data);
    expect((await f.pass('bob', pid)).code).toBe(0);
    expect(await f.taskOf(role, pid)).toMatchObject({ nodeId: 'role' });
    const last = await f.pass(role, pid);
    expect(last.code, JSON.stringify(last)).toBe(0);
    expect(await f.state(pid)).toBe('approved');
    return id;
  };
  const approvedContract = async (o: Record<string, unknown> = {}) => approved('purchaseContract', contract(o));

  beforeAll(async () => { f = await createPackHarness(target); });
  afterAll(async () => { await f?.close(); });

  it('request: line amounts and the total are computed, numbered CGSQ+date, applicant and department from context, dates in order', async () => {
    const id = await approved('purchaseRequest', request(), 'admin');
    const v = await f.values('purchaseRequest', id);
    expect(v).toMatchObject({ applicant: f.ids.alice, totalAmount: 160_500, requestNo: expect.stringMatching(/^CGSQ\d{8}\d{4}$/) });
    expect(v.lines.map((l: { amount: number }) => l.amount)).toEqual([135_000, 25_500]);
    const backwards = await f.save('alice', 'purchaseRequest', request({ expectedDate: '2024-05-01' }));
    expect(backwards.code).toBe(14);
    expect(f.fieldsOf(backwards)).toEqual(['expectedDate']);
    const noLines = await f.save('alice', 'purchaseRequest', request({ lines: [] }));
    expect(f.fieldsOf(noLines)).toEqual(['lines']);
    const zero = await f.save('alice', 'purchaseRequest', request({ lines: [{ itemName: 'Pens', unit: 'box', quantity: 0, estimatedPrice: 100 }] }));
    expect(f.fieldsOf(zero)).toEqual(['lines.0.quantity']);
  });

  it('contract: links only approved requests (one or many), starts unpaid, and its paid amount is not the user\'s to write', async () => {
    const ok = await approved('purchaseRequest', request({ title: 'Approved one' }), 'admin');
    const draft = await f.save('alice', 'purchaseRequest', request({ title: 'Still a draft' }));
    const bad = await f.save('alice', 'purchaseContract', contract({ linkedRequests: [ok, draft.data.id] }));
    expect(bad.code).toBe(14);
    expect(f.fieldsOf(bad)).toEqual(['linkedRequests']);
    const typed = await f.save('alice', 'purchaseContract', contract({ paidAmount: 50_000 }));
    expect(f.fieldsOf(typed)).toEqual(['paidAmount']);
    const status = await f.save('alice', 'purchaseContract', contract({ paymentStatus: 'paid' }));
    expect(f.fieldsOf(status)).toEqual(['paymentStatus']);
    const id = await approvedContract({ linkedRequests: [ok] });
    expect(await f.values('purchaseContract', id)).toMatchObject({
      linkedRequests: [ok], paidAmount: 0, unpaidAmount: 100_000, paymentStatus: 'unpaid', applicant: f.ids.alice, contractNo: expect.stringMatching(/^CGHT\d{12}$/),
    });
  });

  it('payment slips: the paid total never exceeds the contract amount, at save, at submit and at approval, in the reader\'s language', async () => {
    const c = await approvedContract();
    const draftContract = await f.save('alice', 'purchaseContract', contract());
    const onDraft = await f.save('alice', 'paymentSlip', slip(draftContract.data.id, 10));
    expect(f.fieldsOf(onDraft)).toEqual(['contract']);

    const over = await f.save('alice', 'paymentSlip', slip(c, 100_001));
    expect(over.code).toBe(14);
    expect(f.fieldsOf(over)).toEqual(['paymentAmount']);
    expect(over.data.reqFieldErrorList[0].message).toBe('This payment would take the contract\'s paid total above its amount');
    const zh = await f.as('alice', '/api/fn/paymentSlip/save', { data: slip(c, 100_001) }, 'zh-CN');
    expect(zh.data.reqFieldErrorList[0].message).toBe('付款后合同已付金额将超过合同金额');

    const first = await approved('paymentSlip', slip(c, 60_000));
    expect(await f.values('paymentSlip', first)).toMatchObject({ slipNo: expect.stringMatching(/^FKD\d{12}$/) });
    expect(await f.values('purchaseContract', c)).toMatchObject({ paidAmount: 60_000, unpaidAmount: 40_000, paymentStatus: 'partial' });

    // Saved while 40 000 were unpaid, then another slip pays 30 000: submitting it is refused on its amount.
    const draft = await f.save('alice', 'paymentSlip', slip(c, 40_000));
    expect(draft.code).toBe(0);
    await approved('paymentSlip', slip(c, 30_000));
    const late = await f.as('alice', '/api/fn/paymentSlip/submit', { id: draft.data.id });
    expect(late.code).toBe(14);
    expect(f.fieldsOf(late)).toEqual(['paymentAmount']);

    // Two slips in approval at once: approving the first uses up the contract, the second is refused at approval.
    const a = await f.start('alice', 'paymentSlip', slip(c, 10_000));
    const b = await f.start('alice', 'paymentSlip', slip(c, 10_000));
    expect((await f.pass('bob', a.pid)).code).toBe(0);
    expect((await f.pass('bob', b.pid)).code).toBe(0);
    expect((await f.pass('finance', a.pid)).code).toBe(0);
    const refused = await f.pass('finance', b.pid);
    expect(refused.code).toBe(14);
    expect(f.fieldsOf(refused)).toEqual(['paymentAmount']);
    expect(await f.state(b.pid)).toBe('inApproval');
    expect(await f.values('purchaseContract', c)).toMatchObject({ paidAmount: 100_000, unpaidAmount: 0, paymentStatus: 'paid' });
  });

  it('never lets concurrent approvals pay a contract beyond its amount', async () => {
    const c = await approvedContract({ contractAmount: 100_000 });
    const pids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { pid } = await f.start('alice', 'paymentSlip', slip(c, 30_000));
      expect((await f.pass('bob', pid)).code).toBe(0);
      pids.push(pid);
    }
    const tasks = await Promise.all(pids.map(async (pid) => (await f.taskOf('finance', pid))!.taskId));
    const answers: Reply[] = await Promise.all(tasks.map((taskId) => f.as('finance', '/api/bpm/approvalPass', { taskId })));
    expect(answers.filter((r) => r.code === 0)).toHaveLength(3);
    for (const r of answers.filter((x) => x.code !== 0)) {
      expect(r.code).toBe(14);
      expect(f.fieldsOf(r)).toEqual(['paymentAmount']);
    }
    expect(await f.values('purchaseContract', c)).toMatchObject({ paidAmount: 90_000, paymentStatus: 'partial' });
  });

  it('refunds: at most what was paid, and an approved refund lowers the paid total', async () => {
    const c = await approvedContract({ contractAmount: 50_000 });
    await approved('paymentSlip', slip(c, 50_000));
    const refund = (amount: number) => ({ contract: c, supplier: 'Deli Stationery', refundAmount: amount, refundReason: 'quality', refundDate: '2024-06-01', description: 'Two boxes damaged' });
    const over = await f.save('alice', 'purchaseRefund', refund(50_001));
    expect(f.fieldsOf(over)).toEqual(['refundAmount']);
    const id = await approved('purchaseRefund', refund(20_000));
    expect((await f.values('purchaseRefund', id)).refundNo).toMatch(/^CGTK\d{12}$/);
    expect(await f.values('purchaseContract', c)).toMatchObject({ paidAmount: 30_000, unpaidAmount: 20_000, paymentStatus: 'partial' });
    // The refunded amount may be paid again, but still not beyond the contract.
    expect(f.fieldsOf(await f.save('alice', 'paymentSlip', slip(c, 20_001)))).toEqual(['paymentAmount']);
    expect((await f.save('alice', 'paymentSlip', slip(c, 20_000))).code).toBe(0);
  });

  it('receiving a consumable adds to its stock through the consumables pack; a line without one only records the goods', async () => {
    const item = await f.save('admin', 'consumable', consumable({ itemCode: 'TON-26A', name: 'Toner HP 26A', safetyStock: 2 }));
    expect(item.code, JSON.stringify(item)).toBe(0);
    const meta = await f.as('alice', '/api/fn/purchaseReceiving/meta', {});
    expect(meta.data.form.properties.lines.items.properties.c_consumable['x-display']).toBeUndefined();
    const c = await approvedContract();
    const id = await approved('purchaseReceiving', receiving([
      { consumable: item.data.id, itemName: 'Toner HP 26A', unit: 'box', quantity: 4, unitPrice: 45_000 },
      { itemName: 'Desk lamp', unit: 'piece', quantity: 2, unitPrice: 9_900 },
    ], { contract: c }), 'admin');
    expect(await f.values('purchaseReceiving', id)).toMatchObject({ totalQuantity: 6, totalAmount: 199_800, receivingNo: expect.stringMatching(/^CGRK\d{12}$/) });
    expect(await f.values('consumable', item.data.id)).toMatchObject({ stock: 4, stockAlert: 'ok' });
  });

  it('without the consumables pack the consumable column is left out, a value for it refused, and receiving still approves', async () => {
    const data = createDataAccess(f.h.db, f.h.dialect);
    const adminId = f.ids.admin;
    await data.identity.createTenant({ id: 'buyonly', corpName: 'Buy Only Ltd', now: Date.now() });
    await data.identity.addMembership(adminId, 'buyonly');
    const t = data.forTenant('buyonly');
    await t.settings.ensureSystemMenus();
    await t.users.assignRole(adminId, await t.users.ensureRole('admin', 'roles.admin'));
    const token = (await f.h.login('admin', DEMO_PASSWORD, 'buyonly')).data.token;
    const post = (path: string, body: unknown) => f.h.post(path, body, { token, lang: 'en-US' });
    expect(await post('/api/pack/install', { pack: bundled('purchase') })).toMatchObject({ code: 0, data: { packId: 'purchase', version: '1.0.0' } });

    const meta = await post('/api/fn/purchaseReceiving/meta', {});
    const columns = meta.data.form.properties.lines.items.properties;
    expect(columns.c_consumable['x-display']).toBe('none');
    expect(columns.c_consumable.properties.consumable['x-display']).toBe('none');
    expect(columns.c_itemName['x-display']).toBeUndefined();

    const withItem = await post('/api/fn/purchaseReceiving/save', { data: receiving([{ consumable: 1, itemName: 'Toner', unit: 'box', quantity: 1, unitPrice: 100 }]) });
    expect(withItem.code).toBe(14);
    expect(f.fieldsOf(withItem)).toEqual(['lines.0.consumable']);

    const saved = await post('/api/fn/purchaseReceiving/save', { data: receiving([{ itemName: 'Toner', unit: 'box', quantity: 1, unitPrice: 45_000 }]) });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const sub = await post('/api/fn/purchaseReceiving/submit', { id: saved.data.id });
    expect(sub.code, JSON.stringify(sub)).toBe(0);
    for (let i = 0; i < 3; i++) {
      const tasks = (await post('/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 })).data.records
        .filter((r: { processInstanceId: number }) => r.processInstanceId === sub.data.processInstanceId);
      if (!tasks.length) break;
      expect((await post('/api/bpm/approvalPass', { taskId: tasks[0].taskId })).code).toBe(0);
    }
    expect((await post('/api/fn/purchaseReceiving/detail', { id: saved.data.id })).data.record.docState).toBe('approved');
    expect(await f.state(sub.data.processInstanceId)).toBe('approved');
  });

  it('installs into a fresh tenant and upgrades without losing records', async () => {
    const data = createDataAccess(f.h.db, f.h.dialect);
    await data.identity.createTenant({ id: 'buyfresh', corpName: 'Buy Fresh Ltd', now: Date.now() });
    await data.identity.addMembership(f.ids.admin, 'buyfresh');
    const t = data.forTenant('buyfresh');
    await t.settings.ensureSystemMenus();
    await t.users.assignRole(f.ids.admin, await t.users.ensureRole('admin', 'roles.admin'));
    const token = (await f.h.login('admin', DEMO_PASSWORD, 'buyfresh')).data.token;
    const post = (path: string, body: unknown) => f.h.post(path, body, { token, lang: 'en-US' });
    expect((await post('/api/pack/install', { pack: bundled('purchase') })).code).toBe(0);
    const saved: Record<string, number> = {};
    for (const [fn, rec] of Object.entries({ purchaseRequest: request(), purchaseContract: contract(), purchaseReceiving: receiving([{ itemName: 'Paper', unit: 'ream', quantity: 5, unitPrice: 2_550 }]) })) {
      const res = await post(`/api/fn/${fn}/save`, { data: rec });
      expect(res.code, `${fn}: ${JSON.stringify(res)}`).toBe(0);
      saved[fn] = res.data.id;
    }
    const before: Record<string, unknown> = {};
    for (const [fn, id] of Object.entries(saved)) before[fn] = (await post(`/api/fn/${fn}/detail`, { id })).data.record.data;
    const next = bundled('purchase');
    next.version = '1.1.0';
    expect(await post('/api/pack/install', { pack: next })).toMatchObject({ code: 0, data: { version: '1.1.0' } });
    for (const [fn, id] of Object.entries(saved)) expect((await post(`/api/fn/${fn}/detail`, { id })).data.record.data, fn).toEqual(before[fn]);
    const menus = await f.h.db.selectFrom('menus').select('code').where('tenant_id', '=', 'buyfresh').where('code', 'like', '%7%0000000000').execute();
    expect(menus.map((m) => m.code).sort()).toEqual(['M70000000000000', 'S70010000000000', 'S70020000000000', 'S70030000000000', 'S70040000000000', 'S70050000000000']);
  });

  it('makes its demo records through the product\'s services: paid totals from approved slips and refunds, documents in every state', async () => {
    const demo = bundledDemos.find((d) => d.pack === 'purchase')!;
    const data = createDataAccess(f.h.db, f.h.dialect);
    expect(await runPackDemo(data, 'acme', demo, Date.now())).toBe(true);
    const rows = await f.h.db.selectFrom('fn_records').innerJoin('functions', 'functions.id', 'fn_records.fn_id')
      .select(['functions.code', 'fn_records.doc_state', 'fn_records.data']).where('fn_records.tenant_id', '=', 'acme').execute();
    const parsed = rows.map((r) => ({ code: r.code, state: r.doc_state, data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, any> }));
    expect(new Set(parsed.filter((r) => r.code === 'purchaseRequest').map((r) => r.state))).toEqual(new Set(['approved', 'draft', 'inApproval', 'rejected']));
    const contracts = Object.fromEntries(parsed.filter((r) => r.code === 'purchaseContract' && r.data.supplier !== 'Deli Stationery').map((r) => [r.data.contractName, [r.data.paidAmount, r.data.paymentStatus]]));
    expect(contracts).toMatchObject({ 'Office supplies framework 2024 Q3': [900_000, 'partial'], 'R&D laptops purchase': [3_750_000, 'partial'], 'Antivirus licence renewal': [0, 'unpaid'] });
  });
});
