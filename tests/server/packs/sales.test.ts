import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { bundled } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

/** A sales contract (money in integer cents). */
const contract = (o: Record<string, unknown> = {}) => ({
  contractName: 'ERP licences', customerName: 'Initech', contractAmount: 10_000_000, paymentTerms: 'milestone',
  signDate: '2024-03-01', effectiveDate: '2024-03-05', expiryDate: '2025-03-04', contactPhone: '13912345678', ...o,
});
const order = (salesContract: number, lines: unknown[], o: Record<string, unknown> = {}) => ({
  salesContract, customerName: 'Initech', orderDate: '2024-04-01', deliveryDate: '2024-04-20', orderLines: lines, ...o,
});
const billing = (salesContract: number, o: Record<string, unknown> = {}) => ({
  salesContract, customerName: 'Initech', invoiceKind: 'vatSpecial', billingAmount: 4_000_000, taxRate: 13, billingDate: '2024-05-01', ...o,
});

describe.each(databases())('sales pack ($name)', (target) => {
  let f: PackHarness;
  let approvedContract = 0;
  /** Saves and submits as alice; bob (her supervisor) and then the role node approve. */
  const approved = async (fn: string, data: Record<string, unknown>, roleUser = 'finance') => {
    const { id, pid } = await f.start('alice', fn, data);
    expect((await f.pass('bob', pid)).code).toBe(0);
    expect(await f.taskOf(roleUser, pid)).toMatchObject({ nodeId: 'role' });
    const last = await f.pass(roleUser, pid);
    expect(last.code, JSON.stringify(last)).toBe(0);
    expect(await f.state(pid)).toBe('approved');
    return id;
  };

  beforeAll(async () => {
    f = await createPackHarness(target);
    approvedContract = await approved('salesContract', contract());
  });
  afterAll(async () => { await f?.close(); });

  it('a contract: amount above 0, expiry not before the effective date, a valid phone; numbered XS, the salesperson defaults to the author', async () => {
    expect(f.fieldsOf(await f.save('alice', 'salesContract', contract({ contractAmount: 0 })))).toEqual(['contractAmount']);
    const backwards = await f.save('alice', 'salesContract', contract({ effectiveDate: '2024-05-01', expiryDate: '2024-04-30' }));
    expect(backwards.code).toBe(14);
    expect(f.fieldsOf(backwards)).toEqual(['expiryDate']);
    expect(backwards.data.reqFieldErrorList[0].message).toBe('The end date cannot be before the start date');
    const zh = await f.as('alice', '/api/fn/salesContract/save', { data: contract({ effectiveDate: '2024-05-01', expiryDate: '2024-04-30' }) }, 'zh-CN');
    expect(zh.data.reqFieldErrorList[0].message).toBe('结束日期不能早于开始日期');
    expect(f.fieldsOf(await f.save('alice', 'salesContract', contract({ contactPhone: '12345' })))).toEqual(['contactPhone']);
    const ok = await f.save('alice', 'salesContract', contract());
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    expect(await f.values('salesContract', ok.data.id)).toMatchObject({ salesperson: f.ids.alice, contractNo: expect.stringMatching(/^XS\d{12}$/) });
    // A maintenance contract shares the date rule, on its own fields.
    const maint = await f.save('alice', 'maintenanceContract', {
      contractName: 'Annual support', customerName: 'Initech', maintenanceType: 'remote', coveredEquipment: 'ERP servers', contractAmount: 960_000,
      effectiveDate: '2024-06-01', expiryDate: '2024-05-31', engineer: f.ids.bob,
    });
    expect(f.fieldsOf(maint)).toEqual(['expiryDate']);
  });

  it('an order: lines computed and totalled, at least one line, quantity above 0, delivery after the order, total within the contract', async () => {
    const ok = await f.save('alice', 'orderContract', order(approvedContract, [
      { product: 'Server licence', quantity: 2, unitPrice: 1_500_000 }, { product: 'Consulting day', quantity: 5, unitPrice: 400_000 },
    ]));
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    const v = await f.values('orderContract', ok.data.id);
    expect(v.orderLines.map((l: { lineAmount: number }) => l.lineAmount)).toEqual([3_000_000, 2_000_000]);
    expect(v).toMatchObject({ orderTotal: 5_000_000, orderNo: expect.stringMatching(/^DD\d{12}$/) });

    expect(f.fieldsOf(await f.save('alice', 'orderContract', order(approvedContract, [])))).toEqual(['orderLines']);
    expect(f.fieldsOf(await f.save('alice', 'orderContract', order(approvedContract, [{ product: 'X', quantity: 0, unitPrice: 1 }])))).toEqual(['orderLines.0.quantity']);
    const late = await f.save('alice', 'orderContract', order(approvedContract, [{ product: 'X', quantity: 1, unitPrice: 1 }], { deliveryDate: '2024-03-31' }));
    expect(f.fieldsOf(late)).toEqual(['deliveryDate']);
    const over = await f.save('alice', 'orderContract', order(approvedContract, [{ product: 'X', quantity: 11, unitPrice: 1_000_000 }]));
    expect(f.fieldsOf(over)).toEqual(['orderTotal']);
    expect(over.data.reqFieldErrorList[0].message).toBe('The order total cannot exceed the contract amount');
  });

  it('billing: only approved contracts, tax computed from the inclusive amount and rounded to the cent, invoices never beyond the contract', async () => {
    const draft = await f.save('alice', 'salesContract', contract({ contractName: 'Not yet signed' }));
    expect(f.fieldsOf(await f.save('alice', 'billing', billing(draft.data.id)))).toEqual(['salesContract']);

    const first = await approved('billing', billing(approvedContract, { billingAmount: 6_000_000 }));
    // 60 000.00 incl. 13 %: 60 000 * 13 / 113 = 6 902.654... -> 6 902.65
    expect(await f.values('billing', first)).toMatchObject({ taxAmount: 690_265, billingNo: expect.stringMatching(/^KP\d{12}$/) });
    const six = await f.save('alice', 'billing', billing(approvedContract, { billingAmount: 1_000, taxRate: 6 }));
    expect(await f.values('billing', six.data.id)).toMatchObject({ taxAmount: 57 }); // 10.00 * 6 / 106 = 0.566 -> 0.57
    const beyond = await f.save('alice', 'billing', billing(approvedContract, { billingAmount: 4_000_001 }));
    expect(f.fieldsOf(beyond)).toEqual(['billingAmount']);
    expect(beyond.data.reqFieldErrorList[0].message).toBe('The invoices of this contract would exceed its amount');

    const detail = await f.as('alice', '/api/fn/salesContract/detail', { id: approvedContract });
    const billed = detail.data.related.find((r: { form: string }) => r.form === 'billing');
    expect(billed.records.map((r: { id: number }) => r.id).sort()).toEqual([first, six.data.id].sort());
  });

  it('service-out personnel: days on site and the fee computed, the return not before the departure; administration approves', async () => {
    const data = { staffMember: f.ids.alice, customerName: 'Initech', serviceSite: 'Austin', dispatchStart: '2024-06-03', dispatchEnd: '2024-06-07', dailyRate: 250_000 };
    const id = await approved('serviceOut', data, 'admin');
    expect(await f.values('serviceOut', id)).toMatchObject({ serviceDays: 5, serviceFee: 1_250_000, dispatchNo: expect.stringMatching(/^WP\d{12}$/) });
    expect(f.fieldsOf(await f.save('alice', 'serviceOut', { ...data, dispatchEnd: '2024-06-02' }))).toEqual(['dispatchEnd']);
  });

  it('upgrades from its installed version without changing a record', async () => {
    const ids = { salesContract: approvedContract };
    const before = await f.values('salesContract', approvedContract);
    const next = bundled('sales');
    next.version = '1.1.0';
    expect(await f.as('admin', '/api/pack/install', { pack: next })).toMatchObject({ code: 0, data: { packId: 'sales', version: '1.1.0' } });
    expect(await f.values('salesContract', ids.salesContract)).toEqual(before);
    const list = await f.as('admin', '/api/fn/salesContract/page', { current: 1, size: 50 });
    expect(list.data.records.map((r: { id: number }) => r.id)).toContain(approvedContract);
  });
});
