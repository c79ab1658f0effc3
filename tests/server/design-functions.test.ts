import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';
import { menuFunctions, tripFunction, wizardFunction } from './design-support';
import { otherBundledMenus } from './support/packs';

describe.each(databases())('function list, new functions and their menu grants ($name)', (target) => {
  let h: Harness;
  let admin: string;
  let alice: string;
  const design = (call: string, body: unknown, token = admin) => h.post(`/api/fn/design/${call}`, body, { token, lang: 'en-US' });
  const menusOf = async (token: string) => menuFunctions((await h.post('/api/sys/getMenuTreetByUser', {}, { token })).data.menuTree);
  const rowOf = async (code: string) => (await design('list', { current: 1, size: 200 })).data.records.find((r: any) => r.code === code);

  beforeAll(async () => {
    h = await createHarness(target);
    [admin, alice] = await Promise.all([h.token('admin'), h.token('alice')]);
  });
  afterAll(async () => { await h?.close(); });

  it('lists the columns of spec 001 section 3, filtered by name and state and paged', async () => {
    const res = await design('list', { current: 1, size: 50 });
    expect(res.code).toBe(0);
    expect(res.data.records.find((r: any) => r.code === 'reimbursement')).toMatchObject({
      name: 'Travel reimbursement', state: 'published', formType: 'standard', businessType: 'finance', hasFlow: true,
      menuName: 'Reimbursements', directory: 'M30000000000000', directoryName: 'Expenses', updater: null, version: 1,
    });
    expect((await design('save', { function: wizardFunction('memo', { name: 'Memo book' }) })).code).toBe(0);
    const memo = await rowOf('memo');
    expect(memo).toMatchObject({ state: 'notPublished', updater: 'Ada Admin', hasFlow: false, publishedAt: null, directoryName: 'Expenses' });

    expect((await design('list', { current: 1, size: 10, name: 'MEMO' })).data.records.map((r: any) => r.code)).toEqual(['memo']);
    expect((await design('list', { current: 1, size: 10, name: 'travel' })).data.records.map((r: any) => r.code)).toEqual(['reimbursement']);
    expect((await design('list', { current: 1, size: 10, state: 'notPublished' })).data).toMatchObject({ total: 1, records: [{ code: 'memo' }] });
    expect((await design('list', { current: 1, size: 10, state: 'disabled' })).data.total).toBe(0);
    const all = await design('list', { current: 1, size: 50 });
    const second = all.data.records[1].code;
    const page2 = await design('list', { current: 2, size: 1 });
    expect(page2.data).toMatchObject({ total: all.data.total, current: 2, size: 1, records: [{ code: second }] });
    expect((await design('list', { current: 1, size: 10, state: 'bogus' })).code).toBe(400);
    expect((await design('delete', { code: 'memo' })).code).toBe(0);
  });

  it('offers the top-level menu directories, for administrators only', async () => {
    const directories = (await design('directories', {})).data.filter((d: { code: string }) => !otherBundledMenus.has(d.code));
    expect(directories).toEqual([{ code: 'M30000000000000', name: 'Expenses' }]);
    expect((await design('directories', {}, alice)).code).toBe(403);
    expect((await design('export', { codes: ['reimbursement'] }, alice)).code).toBe(403);
  });

  it('saves a wizard function with an empty form and keeps its categories', async () => {
    const categories = { parent: 'Office', second: { name: 'Notes', description: 'Short notes', icon: 'BookOutlined' }, third: { name: 'Daily' } };
    const fn = wizardFunction('diary', { categories, description: 'A diary', menu: { displayName: 'Diary', directory: 'M30000000000000', roles: ['staff'] } });
    expect((await design('save', { function: fn, create: true })).data).toEqual({ code: 'diary', state: 'notPublished' });
    expect((await design('save', { function: fn, create: true })).code).toBe(409);
    expect((await design('save', { function: wizardFunction('reimbursement'), create: true })).msg).toBe('Function code reimbursement already exists');
    expect((await design('get', { code: 'reimbursement' })).data.draft).toBeNull();
    expect((await design('get', { code: 'diary' })).data.draft).toMatchObject({ categories, menu: { roles: ['staff'] } });
    const bad = await design('save', { function: { ...fn, categories: { second: { description: 'no name' } } } });
    expect(bad.code).toBe(14);
    expect(bad.data.reqFieldErrorList[0].fields).toBe('/categories/second/name');
    expect((await design('save', { function: { ...fn, menu: { ...fn.menu, roles: ['Not a code'] } } })).code).toBe(14);
  });

  it('grants the published menu to the roles the function names; a re-publish updates the grants', async () => {
    expect(await menusOf(alice)).not.toContain('diary');
    const pub = await design('publish', { code: 'diary' });
    expect(pub.data).toMatchObject({ code: 'diary', version: 1, state: 'published' });
    expect(await menusOf(alice)).toContain('diary');
    expect(await menusOf(admin)).toContain('diary');
    expect((await h.post('/api/fn/diary/meta', {}, { token: alice })).code).toBe(0);
    expect(await rowOf('diary')).toMatchObject({ state: 'published', updater: 'Ada Admin', menuName: 'Diary' });
    const versions = await design('versions', { code: 'diary' });
    expect(versions.data.versions).toEqual([expect.objectContaining({ version: 1, current: true, publisher: 'Ada Admin' })]);

    const fn = (await design('get', { code: 'diary' })).data.published;
    await design('save', { function: { ...fn, menu: { ...fn.menu, displayName: 'My diary', roles: ['finance'] } } });
    await design('publish', { code: 'diary' });
    expect(await menusOf(alice)).not.toContain('diary');
    expect(await menusOf(await h.token('finance'))).toContain('diary');
    expect((await h.post('/api/fn/diary/meta', {}, { token: alice })).code).toBe(403);
    const tree = (await h.post('/api/sys/getMenuTreetByUser', {}, { token: admin, lang: 'en-US' })).data.menuTree;
    const expenses = tree.find((n: any) => n.code === 'M30000000000000');
    expect(expenses.children.map((n: any) => n.title)).toContain('My diary');
  });

  it('grants every role the menu of a function that needs no permission', async () => {
    await design('save', { function: tripFunction('openbook', { permissionRequired: false }) });
    await design('publish', { code: 'openbook' });
    for (const user of ['alice', 'finance', 'bob']) expect(await menusOf(await h.token(user))).toContain('openbook');
    expect((await h.post('/api/fn/openbook/save', { data: { title: 'open to all', vehicle: 'train' } }, { token: alice })).code).toBe(0);
  });

  it('keeps the pack\'s role grants when a pack function is re-published without naming roles', async () => {
    const fn = (await design('get', { code: 'reimbursement' })).data.published;
    expect(fn.menu.roles).toBeUndefined();
    await design('save', { function: { ...fn, description: 'changed in the designer' } });
    expect((await design('publish', { code: 'reimbursement' })).code).toBe(0);
    expect(await menusOf(alice)).toContain('reimbursement');
    expect(await rowOf('reimbursement')).toMatchObject({ version: 2, updater: 'Ada Admin', menuName: 'Reimbursements' });
  });
});
