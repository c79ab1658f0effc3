import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import * as XLSX from '@e965/xlsx';
import { multipartBody } from '../engine/support';
import { rulesLab } from './support';

describe.each(databases())('business rules at save ($name)', (target) => {
  let h: Harness;
  let lab: Awaited<ReturnType<typeof rulesLab>>;
  beforeAll(async () => {
    h = await createHarness(target);
    lab = await rulesLab(h);
  });
  afterAll(async () => { await h?.close(); });

  it('answers code 14 on the right sub-table row and form field', async () => {
    const paper = await lab.create('rlConsumable', { name: 'Paper', stock: 5 });
    const res = await lab.save('rlOutbound', { purpose: 'internal', lines: [{ consumable: paper, quantity: 2 }, { consumable: paper, quantity: 9 }, { consumable: paper, quantity: 0 }] });
    expect(res.code).toBe(14);
    expect(lab.errorsOf(res)).toEqual([['lines.1.quantity', 'Quantity exceeds the stock'], ['lines.2.quantity', 'Quantity must be positive']]);
    const empty = await lab.save('rlOutbound', { purpose: 'internal', lines: [] });
    expect(lab.errorsOf(empty)).toEqual([['lines', 'Add at least one line']]);
  });

  it('fills defaults from context, keeps the state field to actions, refuses hidden and conditionally required values', async () => {
    const paper = await lab.create('rlConsumable', { name: 'Paper2', stock: 5 });
    const id = await lab.create('rlOutbound', { lines: [{ consumable: paper, quantity: 1 }] }, 'alice');
    const rec = await lab.detail('rlOutbound', id, 'alice');
    const alice = await h.db.selectFrom('users').select('id').where('user_name', '=', 'alice').executeTakeFirstOrThrow();
    expect(rec.data).toMatchObject({ applicant: alice.id, purpose: 'internal', phase: 'draft' });
    expect(rec.data.outDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const forged = await lab.save('rlOutbound', { phase: 'done', lines: [{ consumable: paper, quantity: 1 }] }, 'alice', id);
    expect(lab.errorsOf(forged)).toEqual([['phase', 'Phase is read-only']]);
    const hidden = await lab.save('rlOutbound', { purpose: 'internal', receiver: 'Bob', lines: [{ consumable: paper, quantity: 1 }] });
    expect(lab.errorsOf(hidden)).toEqual([['receiver', 'Receiver is hidden and cannot be filled in']]);
    const required = await lab.save('rlOutbound', { purpose: 'external', lines: [{ consumable: paper, quantity: 1 }] });
    expect(lab.errorsOf(required)).toEqual([['receiver', 'Receiver is required']]);
    expect((await lab.save('rlOutbound', { purpose: 'external', receiver: 'Bob', lines: [{ consumable: paper, quantity: 1 }] })).code).toBe(0);
  });

  it('re-checks reference filters (single and multiple) and sums other records', async () => {
    const a1 = await lab.create('rlAsset', { code: 'A-1', name: 'Laptop' });
    const a2 = await lab.create('rlAsset', { code: 'A-2', name: 'Phone' });
    await h.db.updateTable('fn_records').set({ data: JSON.stringify({ code: 'A-2', name: 'Phone', status: 'borrowed' }) }).where('id', '=', a2).execute();
    const bad = await lab.save('rlBorrow', { asset: a2, assets: [a1, a2] });
    expect(lab.errorsOf(bad)).toEqual([['asset', 'Asset: the chosen record does not qualify'], ['assets', 'Extra assets: the chosen record does not qualify']]);
    expect((await lab.save('rlBorrow', { asset: a1, assets: [] })).code).toBe(0);

    const contract = await lab.create('rlContract', { name: 'C1', amount: 1000 });
    const first = await lab.create('rlSettlement', { contract, planned: 700, settled: 600 });
    const over = await lab.save('rlSettlement', { contract, planned: 500, settled: 500 });
    expect(lab.errorsOf(over)).toEqual([['settled', 'Settlements exceed the contract amount']]);
    expect((await lab.save('rlSettlement', { contract, planned: 700, settled: 700 }, 'admin', first)).code).toBe(0);
    const above = await lab.save('rlSettlement', { contract, planned: 100, settled: 200 });
    expect(lab.errorsOf(above)).toContainEqual(['settled', 'Settled amount must not exceed planned amount']);
    const defaulted = await lab.create('rlSettlement', { planned: 300 });
    expect((await lab.detail('rlSettlement', defaulted)).data.settled).toBe(300);
  });

  it('keeps unique fields unique per function and tenant, through the index too', async () => {
    await lab.create('rlAsset', { code: 'U-1', name: 'One' });
    const dup = await lab.save('rlAsset', { code: 'U-1', name: 'Two' });
    expect(lab.errorsOf(dup)).toEqual([['code', 'Asset code already exists']]);
    const globex = await h.token('gadmin');
    await h.post('/api/pack/install', { pack: (await import('./support')).rulesLabPack() }, { token: globex });
    expect((await h.post('/api/fn/rlAsset/save', { data: { code: 'U-1', name: 'Other tenant' } }, { token: globex })).code).toBe(0);
    // The index itself refuses a duplicate that slips past the check.
    const fn = await h.db.selectFrom('functions').select('id').where('code', '=', 'rlAsset').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    await expect(h.db.insertInto('fn_records').values({
      tenant_id: 'acme', fn_id: fn.id, fn_version: 1, data: JSON.stringify({ code: 'U-1' }), created_by: 1, created_at: 1, updated_at: 1,
    } as never).execute()).rejects.toThrow(/fnu_|unique/i);
  });

  it('making a field unique while records share a value is refused with those values (code 14) and installs nothing', async () => {
    await lab.create('rlContract', { name: 'Twin', amount: 1 });
    await lab.create('rlContract', { name: 'Twin', amount: 2 });
    const before = await h.db.selectFrom('functions').select('current_version').where('code', '=', 'rlContract').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    const pack = (await import('./support')).rulesLabPack();
    pack.version = '1.0.2';
    const fn = pack.functions.find((f: { code: string }) => f.code === 'rlContract');
    fn.fields.find((f: { identifier: string }) => f.identifier === 'name').unique = true;
    const refused = await h.post('/api/pack/install', { pack }, { token: lab.admin, lang: 'en-US' });
    expect(refused.code).toBe(14);
    expect(refused.msg).toContain('Twin');
    expect(refused.data).toEqual({ field: 'name', values: ['Twin'] });
    const after = await h.db.selectFrom('functions').select('current_version').where('code', '=', 'rlContract').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
    expect(after.current_version).toBe(before.current_version);
    // The refusal left no index behind: the twins can still be saved, and a third record with the same name too.
    expect((await lab.save('rlContract', { name: 'Twin', amount: 3 })).code).toBe(0);
  });

  it('an expression error at save is code 14, not 500', async () => {
    const pack = (await import('./support')).rulesLabPack();
    pack.version = '1.0.1';
    const fn = pack.functions.find((f: { code: string }) => f.code === 'rlContract');
    fn.form.properties.grid.properties.name['x-rules'] = [{ expression: 'len(amount) > 0', message: 'x' }];
    expect((await h.post('/api/pack/install', { pack }, { token: lab.admin })).code).toBe(0);
    const res = await lab.save('rlContract', { name: 'N', amount: 5 });
    expect(res.code).toBe(14);
    expect(lab.errorsOf(res)[0][0]).toBe('name');
  });

  it('the picker offers only records the reference filter allows; browser rule data stays inside the view scope', async () => {
    const free = await lab.create('rlAsset', { code: 'F-1', name: 'Free' });
    const taken = await lab.create('rlAsset', { code: 'F-2', name: 'Taken' });
    await h.db.updateTable('fn_records').set({ data: JSON.stringify({ code: 'F-2', name: 'Taken', status: 'borrowed' }) }).where('id', '=', taken).execute();
    const page = await lab.as('admin', '/api/fn/rlAsset/page', { current: 1, size: 50, reference: { fn: 'rlBorrow', field: 'asset', record: {} } });
    const ids = page.data.records.map((r: { id: number }) => r.id);
    expect(ids).toContain(free);
    expect(ids).not.toContain(taken);
    expect(page.data.records.every((r: { data: { status: string } }) => r.data.status === 'inStock')).toBe(true);
    const multi = await lab.as('admin', '/api/fn/rlAsset/page', { current: 1, size: 50, reference: { fn: 'rlBorrow', field: 'assets', record: { asset: free } } });
    expect(multi.data.records.map((r: { id: number }) => r.id)).not.toContain(free);
    const wrong = await lab.as('admin', '/api/fn/rlAsset/page', { current: 1, size: 10, reference: { fn: 'rlBorrow', field: 'borrower' } });
    expect(wrong.code).toBe(400);

    const data = await lab.as('admin', '/api/fn/rlBorrow/ruleData', { requests: [{ kind: 'record', fn: 'rlAsset', id: free }, { kind: 'records', fn: 'rlContract' }] });
    expect(data.data.records[0].record).toMatchObject({ id: free, code: 'F-1' });
    // alice's scope of assets is her own records: the admin's asset is no data for her browser.
    const hers = await lab.as('alice', '/api/fn/rlBorrow/ruleData', { requests: [{ kind: 'record', fn: 'rlAsset', id: free }] });
    expect(hers.data.records[0].record).toBeNull();
  });

  it('unique holds inside one import too: two rows with one code are refused, nothing is written', async () => {
    const upload = async (rows: string[][]) => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Asset code', 'Name'], ...rows]), 'Assets');
      const { payload, contentType } = multipartBody({}, { name: 'assets.xlsx', bytes: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
      const res = await h.app.inject({ method: 'POST', url: '/api/fn/rlAsset/import', headers: { 'content-type': contentType, accesstoken: lab.admin, lang: 'en-US' }, payload });
      return res.json();
    };
    expect(await upload([['IMP-1', 'One'], ['IMP-1', 'Two']])).toMatchObject({ code: 422 });
    expect(await upload([['IMP-0', 'Zero']])).toMatchObject({ code: 0, data: { imported: 1 } });
    const page = await lab.as('admin', '/api/fn/rlAsset/page', { current: 1, size: 10, filters: { code: 'IMP-1' } });
    expect(page.data.total).toBe(0);
  });
});
