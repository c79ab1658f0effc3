import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataAccess } from '@server';
import { databases } from '../support/databases';
import { bundled, project, settlement } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

/** A billing application (money in integer cents, the invoice amount includes the tax). */
const application = (o: Record<string, unknown> = {}) => ({
  invoiceTitle: 'Initech', invoiceType: 'vatSpecial', companyName: 'Initech', taxNumber: '91310000MA1FL5XY3K',
  registeredAddress: '1 Main Street', registeredPhone: '021-55550100', bankName: 'Bank of Shanghai', bankAccount: '31685803001234567',
  invoiceAmount: 10_000, taxRate: 13, recipientName: 'Bill', email: 'ap@initech.example', mailingAddress: '4120 Freidrich Lane',
  applicationDate: '2024-05-06', ...o,
});
/** A payment order due `plannedDate`. */
const payment = (o: Record<string, unknown> = {}) => ({
  payerUnit: 'Acme Ltd', payerAccount: '6222021001123456789', paymentMethod: 'bankTransfer', autoBatch: true, plannedDate: '2099-12-31',
  settlementMethod: 'transfer', costType: 'purchase', payeeName: 'Hooli', receivingAccount: '6217001234567890123',
  receivingBank: 'China Construction Bank', currency: 'CNY', amount: 1_000_000, exchangeRate: 1, accountingCenter: 'headOffice', ...o,
});

describe.each(databases())('finance pack ($name)', (target) => {
  let f: PackHarness;
  beforeAll(async () => { f = await createPackHarness(target); });
  afterAll(async () => { await f?.close(); });

  it('a billing application computes its tax from the inclusive amount, rounded to 2 decimals, and numbers itself', async () => {
    const cases: [number, number, number][] = [
      [10_000, 13, 1_150], // 100.00 incl. 13 %: 11.504 -> 11.50
      [100, 13, 12], // 1.00 incl. 13 %: 0.11504 -> 0.12 (11.504 cents up)
      [1_000_005, 6, 56_604], // 10 000.05 incl. 6 %: 566.0405 -> 566.04
      [5_000, 0, 0],
    ];
    for (const [invoiceAmount, taxRate, taxAmount] of cases) {
      const saved = await f.save('alice', 'billingApplication', application({ invoiceAmount, taxRate }));
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      expect(await f.values('billingApplication', saved.data.id), `${invoiceAmount} at ${taxRate}`).toMatchObject({
        taxAmount, amountExcludingTax: invoiceAmount - taxAmount, applicant: f.ids.alice, invoiceRequestNo: expect.stringMatching(/^KPSQ\d{12}$/),
      });
    }
    // A tax amount sent by the browser is recomputed, never trusted.
    const forged = await f.save('alice', 'billingApplication', application({ taxAmount: 1 }));
    expect(await f.values('billingApplication', forged.data.id)).toMatchObject({ taxAmount: 1_150 });
  });

  it('refuses a bad e-mail, tax number, amount or date on its field, in the reader\'s language', async () => {
    const mail = await f.save('alice', 'billingApplication', application({ email: 'ap@' }));
    expect(mail.code).toBe(14);
    expect(f.fieldsOf(mail)).toEqual(['email']);
    expect(mail.data.reqFieldErrorList[0].message).toBe('E-mail: Enter a valid e-mail address');
    const zh = await f.as('alice', '/api/fn/billingApplication/save', { data: application({ email: 'not mail' }) }, 'zh-CN');
    expect(zh.data.reqFieldErrorList[0].message).toContain('请输入正确的电子邮箱');
    expect(f.fieldsOf(await f.save('alice', 'billingApplication', application({ taxNumber: '123' })))).toEqual(['taxNumber']);
    expect(f.fieldsOf(await f.save('alice', 'billingApplication', application({ invoiceAmount: 0 })))).toEqual(['invoiceAmount']);
    expect(f.fieldsOf(await f.save('alice', 'billingApplication', application({ taxRate: 101 })))).toEqual(['taxRate']);
    expect(f.fieldsOf(await f.save('alice', 'billingApplication', application({ expectedDate: '2024-05-05' })))).toEqual(['expectedDate']);
  });

  it('a payment order starts as a draft nobody can re-state, flags an overdue planned date, totals in yuan and needs a batch when not generated', async () => {
    const late = await f.save('alice', 'paymentOrder', payment({ plannedDate: '2020-01-31' }));
    expect(late.code, JSON.stringify(late)).toBe(0);
    expect(await f.values('paymentOrder', late.data.id)).toMatchObject({ status: 'draft', overdue: 'yes', totalAmount: 1_000_000, preparedBy: f.ids.alice });
    const usd = await f.save('alice', 'paymentOrder', payment({ currency: 'USD', amount: 12_345, exchangeRate: 7.1234 }));
    expect(await f.values('paymentOrder', usd.data.id)).toMatchObject({ overdue: 'no', totalAmount: 87_938 }); // 123.45 USD * 7.1234 = 879.38
    expect(f.fieldsOf(await f.save('alice', 'paymentOrder', payment({ status: 'paid' })))).toEqual(['status']);
    expect(f.fieldsOf(await f.save('alice', 'paymentOrder', payment({ amount: -5 })))).toEqual(['amount']);
    expect(f.fieldsOf(await f.save('alice', 'paymentOrder', payment({ autoBatch: false })))).toEqual(['batchNo']);
    expect((await f.save('alice', 'paymentOrder', payment({ autoBatch: false, batchNo: 'PC-07' }))).code).toBe(0);
    // Moving the planned date into the future clears the flag on the next save.
    const current = await f.values('paymentOrder', late.data.id);
    const moved = await f.save('alice', 'paymentOrder', { ...current, plannedDate: '2099-01-31' }, late.data.id);
    expect(moved.code, JSON.stringify(moved)).toBe(0);
    expect(await f.values('paymentOrder', late.data.id)).toMatchObject({ overdue: 'no', status: 'draft' });
  });

  it('its status follows the flow: pending, to pay after the supervisor, paid by finance (with the date and a batch); rejected otherwise', async () => {
    const { id, pid } = await f.start('alice', 'paymentOrder', payment({ plannedDate: '2020-02-01' }));
    expect(await f.values('paymentOrder', id)).toMatchObject({ status: 'pending', overdue: 'yes' });
    expect((await f.pass('bob', pid)).code).toBe(0);
    expect(await f.values('paymentOrder', id)).toMatchObject({ status: 'toPay' });
    expect(await f.taskOf('finance', pid)).toMatchObject({ nodeId: 'role' });
    expect((await f.pass('finance', pid)).code).toBe(0);
    const today = new Date();
    const iso = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
    expect(await f.values('paymentOrder', id)).toMatchObject({ status: 'paid', overdue: 'no', paidDate: iso, batchNo: `PC${id}` });

    const other = await f.start('alice', 'paymentOrder', payment());
    const task = await f.taskOf('bob', other.pid);
    expect((await f.as('bob', '/api/bpm/auditReject', { taskId: task!.taskId, opinion: 'Wrong payee', mode: 'final' })).code).toBe(0);
    expect(await f.values('paymentOrder', other.id)).toMatchObject({ status: 'rejected' });
    // Finance reads every payment order; the list filters by status.
    const toPay = await f.as('finance', '/api/fn/paymentOrder/page', { current: 1, size: 50, filters: { status: 'paid' } });
    expect(toPay.data.records.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('an approved settlement drafts a payment order for its partner and amount', async () => {
    const proj = await f.start('alice', 'project', project({ projectAmount: 30_000_000 }));
    await f.pass('bob', proj.pid);
    await f.pass('finance', proj.pid);
    const { id, pid } = await f.start('alice', 'settlement', settlement({ project: proj.id, partner: 'Initrode', settledAmount: 7_654_321, plannedCollectionDate: '2020-03-31' }));
    const first = await f.as('finance', '/api/fn/paymentOrder/page', { current: 1, size: 50 });
    expect(first.code, JSON.stringify(first)).toBe(0);
    const before = first.data.total;
    await f.pass('bob', pid);
    expect((await f.as('finance', '/api/fn/paymentOrder/page', { current: 1, size: 50 })).data.total).toBe(before);
    expect((await f.pass('finance', pid)).code).toBe(0);
    expect(await f.state(pid)).toBe('approved');
    const settlementNo = (await f.values('settlement', id)).settlementNo;
    const found = await f.as('finance', '/api/fn/paymentOrder/page', { current: 1, size: 10, filters: { businessOrderNo: settlementNo } });
    expect(found.data.total).toBe(1);
    const draft = await f.values('paymentOrder', found.data.records[0].id, 'finance');
    expect(draft).toMatchObject({
      status: 'draft', businessOrderNo: settlementNo, payeeName: 'Initrode', amount: 7_654_321, totalAmount: 7_654_321, currency: 'CNY',
      exchangeRate: 1, plannedDate: '2020-03-31', overdue: 'yes', costType: 'project', applicant: f.ids.alice, preparedBy: f.ids.finance,
      paymentNo: expect.stringMatching(/^FK\d{12}$/),
    });
    expect(found.data.records[0].docState).toBe('draft');
  });

  it('a tenant without the finance pack approves its settlements all the same', async () => {
    const data = createDataAccess(f.h.db, f.h.dialect);
    await data.identity.createTenant({ id: 'nofin', corpName: 'No Finance Ltd', now: Date.now() });
    await data.identity.addMembership(f.ids.admin, 'nofin');
    const t = data.forTenant('nofin');
    await t.settings.ensureSystemMenus();
    await t.users.assignRole(f.ids.admin, await t.users.ensureRole('admin', 'roles.admin'));
    const token = (await f.h.login('admin', undefined, 'nofin')).data.token;
    const post = (path: string, body: unknown = {}) => f.h.post(path, body, { token, lang: 'en-US' });
    for (const id of ['project', 'settlement']) expect((await post('/api/pack/install', { pack: bundled(id) })).code).toBe(0);
    /** The only member, the administrator, takes every step. */
    const approve = async (fn: string, rec: Record<string, unknown>) => {
      const saved = await post(`/api/fn/${fn}/save`, { data: rec });
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      const sub = await post(`/api/fn/${fn}/submit`, { id: saved.data.id });
      expect(sub.code, JSON.stringify(sub)).toBe(0);
      for (let i = 0; i < 3; i++) {
        const tasks = (await post('/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 })).data.records
          .filter((r: { processInstanceId: number }) => r.processInstanceId === sub.data.processInstanceId);
        if (!tasks.length) break;
        const res = await post('/api/bpm/approvalPass', { taskId: tasks[0].taskId });
        expect(res.code, JSON.stringify(res)).toBe(0);
      }
      return { id: saved.data.id as number, pid: sub.data.processInstanceId as number };
    };
    const proj = await approve('project', project({ projectManager: f.ids.admin, teamMembers: [f.ids.admin] }));
    const done = await approve('settlement', settlement({ project: proj.id, applicant: f.ids.admin }));
    expect(await f.state(done.pid)).toBe('approved');
    expect((await post('/api/fn/settlement/detail', { id: done.id })).data.record.docState).toBe('approved');
    expect((await post('/api/fn/paymentOrder/page', { current: 1, size: 10 })).code).not.toBe(0);
  });

  it('the finance dashboard: payment orders by status and planned month, and what is overdue by the planned date today', async () => {
    const unit = 'Dashboard Test Unit';
    const lateA = await f.save('alice', 'paymentOrder', payment({ payerUnit: unit, plannedDate: '2020-01-31', amount: 100_000 }));
    const lateB = await f.start('alice', 'paymentOrder', payment({ payerUnit: unit, plannedDate: '2020-02-15', amount: 250_000 }));
    await f.save('alice', 'paymentOrder', payment({ payerUnit: unit, plannedDate: '2099-01-01', amount: 40_000 }));
    const paid = await f.start('alice', 'paymentOrder', payment({ payerUnit: unit, plannedDate: '2020-03-01', amount: 70_000 }));
    await f.pass('bob', paid.pid);
    await f.pass('finance', paid.pid);
    expect(lateA.code).toBe(0);
    expect(await f.values('paymentOrder', lateB.id)).toMatchObject({ status: 'pending' });
    // Saved three days ago and due yesterday: its stored flag still says "not overdue", the dashboard counts it.
    const yesterday = new Date(Date.now() - 86_400_000);
    const due = [yesterday.getFullYear(), yesterday.getMonth() + 1, yesterday.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3 * 86_400_000 });
    const stale = await f.save('alice', 'paymentOrder', payment({ payerUnit: unit, plannedDate: due, amount: 5_000 }));
    vi.useRealTimers();
    expect(stale.code, JSON.stringify(stale)).toBe(0);
    const storedRow = await f.h.db.selectFrom('fn_records').select('data').where('id', '=', stale.data.id).executeTakeFirstOrThrow();
    expect(typeof storedRow.data === 'string' ? JSON.parse(storedRow.data) : storedRow.data).toMatchObject({ overdue: 'no' });

    const listed = await f.as('finance', '/api/dashboard/list');
    expect(listed.code, JSON.stringify(listed)).toBe(0);
    expect(listed.data.map((d: { code: string }) => d.code)).toContain('financeOverview');
    expect((await f.as('alice', '/api/dashboard/list')).data.map((d: { code: string }) => d.code)).not.toContain('financeOverview');
    expect((await f.as('alice', '/api/dashboard/paymentOrder/financeOverview/data', {})).code).toBe(404);

    const res = await f.as('finance', '/api/dashboard/paymentOrder/financeOverview/data', {});
    expect(res.code, JSON.stringify(res)).toBe(0);
    type Chart = { code: string; groups: { key: string | null; label: string | null; values: number[] }[] };
    const chart = (code: string) => (res.data.charts as Chart[]).find((c) => c.code === code)!;
    const byUnit = chart('overdueByPayer').groups.find((g) => g.key === unit);
    expect(byUnit?.values).toEqual([3, 355_000]);

    // Every figure agrees with the records finance lists.
    const all: { data: Record<string, any> }[] = [];
    for (let page = 1; ; page++) {
      const p = await f.as('finance', '/api/fn/paymentOrder/page', { current: page, size: 50 });
      all.push(...p.data.records);
      if (all.length >= p.data.total) break;
    }
    const total = (rows: { data: Record<string, any> }[]) => rows.reduce((n, r) => n + Number(r.data.totalAmount ?? 0), 0);
    const today = new Date();
    const iso = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
    const overdue = all.filter((r) => ['draft', 'pending', 'toPay'].includes(r.data.status) && r.data.plannedDate && r.data.plannedDate < iso);
    expect(chart('totalAmount').groups[0].values).toEqual([total(all), all.length]);
    expect(chart('overdueAmount').groups[0].values).toEqual([total(overdue), overdue.length]);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    const paidGroup = chart('byStatus').groups.find((g) => g.key === 'paid')!;
    expect(paidGroup.label).toBe('Paid');
    expect(paidGroup.values).toEqual([total(all.filter((r) => r.data.status === 'paid'))]);
    const jan2020 = chart('byPlannedMonth').groups.find((g) => g.key === '2020-01')!;
    const inJan = all.filter((r) => String(r.data.plannedDate).startsWith('2020-01'));
    expect(jan2020.values).toEqual([inJan.length, total(inJan)]);
    // The dashboard's filters narrow every chart.
    const drafts = await f.as('finance', '/api/dashboard/paymentOrder/financeOverview/data', { filters: { status: 'draft' }, charts: ['totalAmount'] });
    const draftRows = all.filter((r) => r.data.status === 'draft');
    expect(drafts.data.charts[0].groups[0].values).toEqual([total(draftRows), draftRows.length]);
  });

  it('upgrades from its installed version without changing a record', async () => {
    const saved = await f.save('alice', 'billingApplication', application());
    const order = await f.save('alice', 'paymentOrder', payment());
    const before = [await f.values('billingApplication', saved.data.id), await f.values('paymentOrder', order.data.id)];
    const next = bundled('finance');
    next.version = '1.1.0';
    expect(await f.as('admin', '/api/pack/install', { pack: next })).toMatchObject({ code: 0, data: { packId: 'finance', version: '1.1.0' } });
    expect([await f.values('billingApplication', saved.data.id), await f.values('paymentOrder', order.data.id)]).toEqual(before);
  });
});
