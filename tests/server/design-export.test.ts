import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack } from '@engine';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';
import { menuFunctions, tripFunction } from './design-support';

/** A pack that brings only a menu directory (no function), to design functions into. */
const officePack = (): Pack => ({
  id: 'office', version: '1.0.0', name: 'Office', functions: [],
  menus: [{ code: 'M77000000000000', parent: null, name: 'office.menu', icon: 'AppstoreOutlined', position: 'LEFT_TREE', sort: 77 }],
  locales: { 'en-US': { 'office.menu': 'Office' }, 'zh-CN': { 'office.menu': '办公' } },
});

describe.each(databases())('export functions as a pack and install it in another tenant ($name)', (target) => {
  let h: Harness;
  let admin: string;
  let gadmin: string;
  const design = (call: string, body: unknown, token = admin) => h.post(`/api/fn/design/${call}`, body, { token, lang: 'en-US' });
  const page = (code: string, token: string) => h.post(`/api/fn/${code}/page`, { current: 1, size: 50 }, { token });

  beforeAll(async () => {
    h = await createHarness(target);
    [admin, gadmin] = await Promise.all([h.token('admin'), h.token('gadmin')]);
    expect((await h.post('/api/pack/install', { pack: officePack() }, { token: admin })).code).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('exports one function with its menus, lookups, texts and role grants; globex installs it and keeps its records apart', async () => {
    await design('save', { function: tripFunction('trip', { menu: { displayName: 'Trips', directory: 'M30000000000000', roles: ['staff'] } }) });
    expect((await design('publish', { code: 'trip' })).code).toBe(0);
    for (const title of ['acme secret one', 'acme secret two']) {
      expect((await h.post('/api/fn/trip/save', { data: { title, vehicle: 'train' } }, { token: admin })).code).toBe(0);
    }

    const res = await design('export', { codes: ['trip'] });
    expect(res.code).toBe(0);
    const pack: Pack = res.data;
    expect(pack).toMatchObject({ id: 'fn-trip', version: '1.0.0', name: 'Trip trip' });
    expect(pack.functions.map((f) => f.code)).toEqual(['trip']);
    expect(pack.functions[0].menu).toEqual({ displayName: 'Trips', directory: 'M30000000000000', roles: ['staff'] });
    const fnMenu = pack.menus.find((m) => m.function === 'trip')!;
    expect(pack.menus.map((m) => m.code)).toEqual(['M30000000000000', fnMenu.code]);
    expect(fnMenu).toMatchObject({ parent: 'M30000000000000', name: 'Trips' });
    expect(Object.keys(pack.lookups?.dicts ?? {})).toEqual(['vehicle']);
    expect(pack.locales?.['en-US']).toEqual({ 'reimbursement.fields.project': 'Project', 'reimbursement.menuGroup': 'Expenses' });
    expect(pack.roles?.find((r) => r.code === 'staff')?.menus).toEqual(['M30000000000000', fnMenu.code]);
    expect(JSON.stringify(pack)).not.toContain('acme secret');

    const installed = await h.post('/api/pack/install', { pack }, { token: gadmin });
    expect(installed.data).toMatchObject({ packId: 'fn-trip', functions: ['trip'] });
    expect((await h.post('/api/fn/trip/save', { data: { title: 'globex trip', vehicle: 'plane' } }, { token: gadmin })).code).toBe(0);
    const theirs = await page('trip', gadmin);
    expect(theirs.data.total).toBe(1);
    expect(JSON.stringify(theirs.data)).not.toContain('acme secret');
    expect((await page('trip', admin)).data.total).toBe(2);
    expect(menuFunctions((await h.post('/api/sys/getMenuTreetByUser', {}, { token: await h.token('mallory') })).data.menuTree)).toContain('trip');
    // Globex's design list shows the installed function as published.
    expect((await design('list', { current: 1, size: 50, name: 'trip' }, gadmin)).data.records).toEqual([
      expect.objectContaining({ code: 'trip', state: 'published', version: 1 }),
    ]);
  });

  it('exports a menu directory with its two functions, drafts included, and globex installs it', async () => {
    await design('save', { function: tripFunction('visit', { menu: { displayName: 'Visits', directory: 'M77000000000000' } }) });
    await design('publish', { code: 'visit' });
    await design('save', { function: tripFunction('errand', { name: 'office.menu', menu: { displayName: 'Errands', directory: 'M77000000000000' } }) });

    const res = await design('export', { directory: 'M77000000000000' });
    expect(res.code).toBe(0);
    const pack: Pack = res.data;
    expect(pack).toMatchObject({ id: 'dir-m77000000000000', name: 'Office' });
    expect(pack.functions.map((f) => f.code)).toEqual(['errand', 'visit']);
    expect(pack.menus.filter((m) => m.function).map((m) => [m.function, m.parent, m.name])).toEqual(
      expect.arrayContaining([['visit', 'M77000000000000', 'Visits'], ['errand', 'M77000000000000', 'Errands']]),
    );
    expect(pack.menus[0]).toMatchObject({ code: 'M77000000000000', name: 'office.menu' });
    expect(pack.locales?.['zh-CN']?.['office.menu']).toBe('办公');

    expect((await h.post('/api/pack/install', { pack }, { token: gadmin })).code).toBe(0);
    for (const code of ['visit', 'errand']) {
      expect((await h.post(`/api/fn/${code}/save`, { data: { title: `globex ${code}` } }, { token: gadmin })).code).toBe(0);
    }
    const tree = (await h.post('/api/sys/getMenuTreetByUser', {}, { token: gadmin, lang: 'en-US' })).data.menuTree;
    const office = tree.find((n: any) => n.code === 'M77000000000000');
    expect(office.title).toBe('Office');
    expect(menuFunctions(office.children)).toEqual(expect.arrayContaining(['visit', 'errand']));
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = (await design('list', { current: 1, size: 50 }, gadmin)).data;
    const unknown = await design('export', { codes: ['trip', 'nosuchfn'] });
    expect(unknown).toMatchObject({ code: 404, msg: 'Function nosuchfn does not exist' });
    expect((await design('export', {})).code).toBe(400);
    expect((await design('export', { directory: 'M99900000000000' })).msg).toContain('M99900000000000');
    expect((await design('export', { codes: ['Bad Code'] })).code).toBe(400);
    expect((await design('export', { codes: ['trip'] }, gadmin)).code).toBe(0);
    // A broken pack is refused by install as a whole.
    const pack = (await design('export', { codes: ['visit'] })).data as Pack;
    pack.functions[0].form.properties!.extra = { type: 'string' };
    const refused = await h.post('/api/pack/install', { pack }, { token: gadmin, lang: 'en-US' });
    expect(refused.code).toBe(14);
    expect((await design('list', { current: 1, size: 50 }, gadmin)).data).toEqual(before);
  });
});
