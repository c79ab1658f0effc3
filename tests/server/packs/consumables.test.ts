import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { consumable, inbound, line, outbound, stocktake } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

describe.each(databases())('consumables pack ($name)', (target) => {
  let f: PackHarness;
  /** Saves and submits as alice, then bob (her supervisor) and admin (the warehouse role) approve. */
  const approved = async (fn: string, data: Record<string, unknown>) => {
    const { id, pid } = await f.start('alice', fn, data);
    expect((await f.pass('bob', pid)).code).toBe(0);
    const last = await f.pass('admin', pid);
    expect(last.code, JSON.stringify(last)).toBe(0);
    expect(await f.state(pid)).toBe('approved');
    return id;
  };
  const stock = async (id: number) => (await f.values('consumable', id)).stock;
  const newItem = async (o: Record<string, unknown>) => {
    const res = await f.save('admin', 'consumable', consumable(o));
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data.id as number;
  };

  beforeAll(async () => { f = await createPackHarness(target); });
  afterAll(async () => { await f?.close(); });

  it('keeps item codes unique and stock out of users\' hands: it starts at 0 and flags the item below safety stock', async () => {
    const id = await newItem({ itemCode: 'PEN-BLK' });
    expect(await f.values('consumable', id)).toMatchObject({ stock: 0, stockAlert: 'low' });
    const twin = await f.save('admin', 'consumable', consumable({ itemCode: 'PEN-BLK', name: 'Another pen' }));
    expect(twin.code).toBe(14);
    expect(f.fieldsOf(twin)).toEqual(['itemCode']);
    const typed = await f.save('admin', 'consumable', consumable({ itemCode: 'PEN-RED', stock: 500 }));
    expect(typed.code).toBe(14);
    expect(f.fieldsOf(typed)).toEqual(['stock']);
    // The pack gives every role the whole register to read (roles[].scopes): alice sees the administrator's item.
    const low = await f.as('alice', '/api/fn/consumable/page', { current: 1, size: 50, filters: { stockAlert: 'low' } });
    expect(low.data.records.map((r: { id: number }) => r.id)).toContain(id);
    expect((await f.as('alice', '/api/fn/consumable/save', { id, data: consumable({ itemCode: 'PEN-BLK', name: 'Mine now' }) })).code).toBe(404);
  });

  it('adds a godown entry to stock on approval; a quantity of 0 is refused on its row', async () => {
    const item = await newItem({ itemCode: 'TONER-1', safetyStock: 3 });
    const zero = await f.save('alice', 'consumableInbound', inbound([line(item, 2), line(item, 0)]));
    expect(zero.code).toBe(14);
    expect(f.fieldsOf(zero)).toContain('lines.1.quantity');
    const doc = await approved('consumableInbound', inbound([line(item, 4), line(item, 6)]));
    expect(await f.values('consumable', item)).toMatchObject({ stock: 10, stockAlert: 'ok' });
    expect((await f.values('consumableInbound', doc)).serialNo).toMatch(/^RK\d{8}\d{4}$/);
  });

  it('refuses an outbound quantity above stock on lines.N.quantity at save and at submit, and subtracts on approval', async () => {
    const item = await newItem({ itemCode: 'CLIP-S', safetyStock: 2 });
    await approved('consumableInbound', inbound([line(item, 5)]));
    const over = await f.save('alice', 'consumableOutbound', outbound([line(item, 1), line(item, 6)]));
    expect(over.code).toBe(14);
    expect(f.fieldsOf(over)).toEqual(['lines.1.quantity']);
    expect(over.data.reqFieldErrorList[0].message).toBe('More than the current stock');
    const zh = await f.as('alice', '/api/fn/consumableOutbound/save', { data: outbound([line(item, 6)]) }, 'zh-CN');
    expect(zh.data.reqFieldErrorList[0].message).toBe('出库数量超过当前库存');

    // Saved while 4 were in stock, then another order takes 3: submitting 4 is refused on its row.
    const draft = await f.save('alice', 'consumableOutbound', outbound([line(item, 4)]));
    expect(draft.code).toBe(0);
    await approved('consumableOutbound', outbound([line(item, 3)]));
    expect(await f.values('consumable', item)).toMatchObject({ stock: 2, stockAlert: 'ok' });
    const late = await f.as('alice', '/api/fn/consumableOutbound/submit', { id: draft.data.id });
    expect(late.code).toBe(14);
    expect(f.fieldsOf(late)).toEqual(['lines.0.quantity']);
    await approved('consumableOutbound', outbound([line(item, 1)]));
    expect(await f.values('consumable', item)).toMatchObject({ stock: 1, stockAlert: 'low' });
  });

  it('never takes stock below 0 when several approved orders race for it', async () => {
    const item = await newItem({ itemCode: 'USB-C', safetyStock: 0 });
    await approved('consumableInbound', inbound([line(item, 10)]));
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const { pid } = await f.start('alice', 'consumableOutbound', outbound([line(item, 3)]));
      expect((await f.pass('bob', pid)).code).toBe(0);
      orders.push(pid);
    }
    const tasks = await Promise.all(orders.map(async (pid) => (await f.taskOf('admin', pid))!.taskId));
    const answers = await Promise.all(tasks.map((taskId) => f.as('admin', '/api/bpm/approvalPass', { taskId })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.code).toBe(14);
      expect(f.fieldsOf(r)).toEqual(['lines.0.quantity']);
    }
    expect(await stock(item)).toBe(1);
    const states = await Promise.all(orders.map((pid) => f.state(pid)));
    expect(states.filter((s) => s === 'approved')).toHaveLength(3);
    expect(states.filter((s) => s === 'inApproval')).toHaveLength(2);
  });

  it('applies stocktake differences on approval and refuses a stale book stock', async () => {
    const a = await newItem({ itemCode: 'INK-B', safetyStock: 1 });
    const b = await newItem({ itemCode: 'INK-C', safetyStock: 1 });
    await approved('consumableInbound', inbound([line(a, 5), line(b, 2)]));
    const stale = await f.save('alice', 'consumableStocktake', stocktake([{ item: a, bookStock: 4, countedStock: 4 }]));
    expect(stale.code).toBe(14);
    expect(f.fieldsOf(stale)).toEqual(['lines.0.bookStock']);
    const doc = await approved('consumableStocktake', stocktake([{ item: a, bookStock: 5, countedStock: 3 }, { item: b, bookStock: 2, countedStock: 4 }]));
    expect(await f.values('consumableStocktake', doc)).toMatchObject({ totalDifference: 0, lines: [{ difference: -2 }, { difference: 2 }] });
    expect(await stock(a)).toBe(3);
    expect(await stock(b)).toBe(4);
  });
});
