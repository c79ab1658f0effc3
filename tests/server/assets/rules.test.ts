import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '@server';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { assetCard, assetsApi, fieldsOf } from './support';

const today = () => new Date().toISOString().slice(0, 10);
const serialPattern = (prefix: string) => new RegExp(`^${prefix}\\d{8}\\d{4}$`);

/** Every rule of the assets pack, through the HTTP API as the people who use it. */
describe.each(databases())('assets pack rules ($name)', (target) => {
  let h: Harness;
  let api: ReturnType<typeof assetsApi>;
  let alice: number;
  let itDept: string;
  const status = async (id: number) => (await api.detail('admin', 'asset', id)).data;
  const borrow = (assets: number[], extra: Record<string, unknown> = {}) => ({
    assets, borrowDate: '2026-03-02', expectedReturnDate: '2026-03-09', reason: 'Customer visit', ...extra,
  });

  beforeAll(async () => {
    h = await createHarness(target);
    api = assetsApi(h);
    alice = await api.userId('alice');
    const org = createDataAccess(h.db, h.dialect).forTenant('acme').settings.org;
    itDept = String(await org.createDepartment({ parentId: null, name: 'Information Technology', managerId: null, sort: 1 }));
  });
  afterAll(async () => { await h?.close(); });

  describe('the register', () => {
    it('keeps asset codes unique in the tenant (code 14 on assetCode)', async () => {
      await api.register('U-0001');
      expect(fieldsOf(await api.save('admin', 'asset', assetCard('U-0001')))).toContain('assetCode');
    });

    it('starts every asset in stock; users cannot write its status or keeper', async () => {
      const id = await api.register('S-0001');
      expect(await status(id)).toMatchObject({ status: 'inStock' });
      expect(fieldsOf(await api.save('admin', 'asset', assetCard('S-0002', { status: 'retired' })))).toContain('status');
      expect(fieldsOf(await api.save('admin', 'asset', assetCard('S-0003', { keeper: alice })))).toContain('keeper');
    });

    it('refuses a purchase date in the future', async () => {
      expect(fieldsOf(await api.save('admin', 'asset', assetCard('F-0001', { purchaseDate: '2999-01-01' })))).toContain('purchaseDate');
    });
  });

  describe('borrowing', () => {
    it('numbers the document, defaults the applicant, and checks the return date against the borrow date', async () => {
      const a = await api.register('B-0001');
      expect(fieldsOf(await api.save('alice', 'assetBorrow', borrow([a], { expectedReturnDate: '2026-03-01' })))).toContain('expectedReturnDate');
      const saved = await api.save('alice', 'assetBorrow', borrow([a], { expectedReturnDate: '2026-03-02' }));
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      expect(saved.data.serials.docNo).toMatch(serialPattern('JY'));
      expect((await api.detail('alice', 'assetBorrow', saved.data.id)).data).toMatchObject({ applicant: alice, applyDate: today() });
    });

    it('lends an asset in stock to the initiator on approval', async () => {
      const a = await api.register('B-0002');
      await api.aliceThrough('assetBorrow', borrow([a]));
      expect(await status(a)).toMatchObject({ status: 'borrowed', keeper: alice });
    });

    it('refuses an asset that is not in stock at save, at submit and at approval (code 14 on assets)', async () => {
      const lent = await api.register('B-0003');
      await api.aliceThrough('assetBorrow', borrow([lent]));
      // save: the filtered reference holds only assets in stock
      expect(fieldsOf(await api.save('bob', 'assetBorrow', borrow([lent])))).toContain('assets');
      // submit: the asset was lent after the draft was saved
      const b = await api.register('B-0004');
      const draft = await api.save('bob', 'assetBorrow', borrow([b]));
      expect(draft.code).toBe(0);
      await api.aliceThrough('assetBorrow', borrow([b]));
      expect(fieldsOf(await api.submit('bob', 'assetBorrow', draft.data.id))).toContain('assets');
      // approval: two borrows in approval at once, the second approval is refused
      const c = await api.register('B-0005');
      const first = await api.start('alice', 'assetBorrow', borrow([c]));
      const second = await api.start('alice', 'assetBorrow', borrow([c]));
      expect((await api.approve(first.pid, 'bob')).code).toBe(0);
      expect((await api.approve(first.pid, 'admin')).code).toBe(0);
      // the supervisor's vote may pass; the approval that would lend it is refused and lends nothing
      const vote = await api.approve(second.pid, 'bob');
      const refused = vote.code === 14 ? vote : await api.approve(second.pid, 'admin');
      expect(fieldsOf(refused)).toContain('assets');
      expect((await api.detail('alice', 'assetBorrow', second.id)).docState).toBe('inApproval');
      expect(await status(c)).toMatchObject({ status: 'borrowed', keeper: alice });
    });

    it('leaves the asset in stock when the borrow is rejected', async () => {
      const a = await api.register('B-0006');
      const doc = await api.start('alice', 'assetBorrow', borrow([a]));
      expect((await api.reject(doc.pid, 'bob')).code).toBe(0);
      expect(await status(a)).toMatchObject({ status: 'inStock' });
    });
  });

  it('requisition: in stock -> in use, keeper = initiator, department from the document', async () => {
    const a = await api.register('R-0001');
    const b = await api.register('R-0002');
    const doc = await api.aliceThrough('assetRequisition', { assets: [a, b], purpose: 'Daily work' });
    expect(doc.serials.docNo).toMatch(serialPattern('LY'));
    expect(await status(a)).toMatchObject({ status: 'inUse', keeper: alice });
    expect(await status(b)).toMatchObject({ status: 'inUse', keeper: alice });
    expect(fieldsOf(await api.save('bob', 'assetRequisition', { assets: [a], purpose: 'Mine now' }))).toContain('assets');
  });

  it('return: borrowed or in use -> in stock, keeper cleared; an asset in stock cannot be returned', async () => {
    const lent = await api.register('T-0001');
    const used = await api.register('T-0002');
    await api.aliceThrough('assetBorrow', borrow([lent]));
    await api.aliceThrough('assetRequisition', { assets: [used], purpose: 'Daily work' });
    const stocked = await api.register('T-0003');
    expect(fieldsOf(await api.save('alice', 'assetReturn', { assets: [stocked], returnDate: '2026-03-09', returnCondition: 'good' }))).toContain('assets');
    await api.aliceThrough('assetReturn', { assets: [lent, used], returnDate: '2026-03-09', returnCondition: 'good' });
    for (const id of [lent, used]) {
      const data = await status(id);
      expect(data.status).toBe('inStock');
      expect(data.keeper ?? null).toBeNull();
    }
  });

  it('allocation: keeper and department move; the new keeper must not be the applicant', async () => {
    const a = await api.register('A-0001');
    const erin = await api.userId('erin');
    expect(fieldsOf(await api.save('alice', 'assetAllocation', { assets: [a], newKeeper: alice, newDepartment: itDept, reason: 'x' }))).toContain('newKeeper');
    await api.aliceThrough('assetAllocation', { assets: [a], newKeeper: erin, newDepartment: itDept, reason: 'Moves to IT' });
    expect(await status(a)).toMatchObject({ status: 'inUse', keeper: erin, department: itDept });
  });

  it('repair: -> repairing when the supervisor approves, back to the previous state when the repair is closed', async () => {
    const a = await api.register('W-0001');
    await api.aliceThrough('assetRequisition', { assets: [a], purpose: 'Daily work' });
    const doc = await api.start('alice', 'assetRepair', { assets: [a], faultDescription: 'Screen flickers' });
    expect(doc.serials.docNo).toMatch(serialPattern('WX'));
    expect((await api.approve(doc.pid, 'bob')).code).toBe(0);
    expect(await status(a)).toMatchObject({ status: 'repairing', previousStatus: 'inUse', keeper: alice });
    // while in repair it can be neither borrowed nor repaired by another order
    expect(fieldsOf(await api.save('bob', 'assetRepair', { assets: [a], faultDescription: 'Again' }))).toContain('assets');
    expect((await api.approve(doc.pid, 'admin')).code).toBe(0);
    expect(await status(a)).toMatchObject({ status: 'inUse', keeper: alice });
  });

  it('retirement: -> retired, never from borrowed', async () => {
    const lent = await api.register('X-0001');
    await api.aliceThrough('assetBorrow', borrow([lent]));
    expect(fieldsOf(await api.save('alice', 'assetRetirement', { assets: [lent], retireMethod: 'scrap', retireDate: '2026-03-09', reason: 'Old' }))).toContain('assets');
    const a = await api.register('X-0002');
    await api.aliceThrough('assetRetirement', { assets: [a], retireMethod: 'scrap', retireDate: '2026-03-09', reason: 'Broken beyond repair' });
    expect(await status(a)).toMatchObject({ status: 'retired' });
    expect(fieldsOf(await api.save('alice', 'assetBorrow', borrow([a])))).toContain('assets');
  });

  it('card replacement: counts the cards issued and dates the last one; not for a retired asset', async () => {
    const a = await api.register('C-0001');
    await api.aliceThrough('assetCardReplacement', { assets: [a], replaceReason: 'lost' });
    await api.aliceThrough('assetCardReplacement', { assets: [a], replaceReason: 'damaged' });
    expect(await status(a)).toMatchObject({ cardReplacedOn: today() });
    expect(Number((await status(a)).cardIssues)).toBe(3);
    const gone = await api.register('C-0002');
    await api.aliceThrough('assetRetirement', { assets: [gone], retireMethod: 'sale', retireDate: '2026-03-09', reason: 'Sold' });
    expect(fieldsOf(await api.save('alice', 'assetCardReplacement', { assets: [gone], replaceReason: 'lost' }))).toContain('assets');
  });
});
