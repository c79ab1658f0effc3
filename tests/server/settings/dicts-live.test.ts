import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { tripFunction } from '../design-support';

/** Issue 15 item 5: a company dictionary edited in system settings reaches published forms without publishing again. */
describe.each(databases())('company dictionaries in published functions ($name)', (target) => {
  let h: Harness;
  let admin: string;
  let alice: string;
  let typeId: number;
  const design = (call: string, body: unknown) => h.post(`/api/fn/design/${call}`, body, { token: admin, lang: 'en-US' });
  const options = async (lang = 'en-US') => {
    const meta = (await h.post('/api/fn/outing/meta', {}, { token: alice, lang })).data;
    return { form: meta.form.properties.vehicle.enum, lookup: meta.lookups.dicts.transport };
  };
  const item = (code: string, en: string, extra: Record<string, unknown> = {}) =>
    h.post('/api/sys/dict/saveItem', { typeId, code, names: { 'zh-CN': `${en}-zh`, 'en-US': en }, ...extra }, { token: admin });

  beforeAll(async () => {
    h = await createHarness(target);
    [admin, alice] = await Promise.all([h.token('admin'), h.token('alice')]);
    typeId = (await h.post('/api/sys/dict/saveType', { code: 'transport', names: { 'zh-CN': '交通', 'en-US': 'Transport' } }, { token: admin })).data.id;
    await item('walk', 'Walk', { sort: 1 });
    await item('bike', 'Bike', { sort: 2 });
    const fn = tripFunction('outing', { menu: { displayName: 'Outings', directory: 'M30000000000000', roles: ['staff'] } });
    (fn.form.properties as any).vehicle['x-lookup'] = { dict: 'transport' };
    expect((await design('save', { function: fn, create: true })).code).toBe(0);
    expect((await design('publish', { code: 'outing' })).code).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('shows an added, renamed or disabled item in the form on the next load, and saving follows it', async () => {
    expect((await options()).form).toEqual([{ label: 'Walk', value: 'walk' }, { label: 'Bike', value: 'bike' }]);
    const items = (await h.post('/api/sys/dict/items', { typeId }, { token: admin })).data;
    const bike = items.find((i: any) => i.code === 'bike');
    expect((await item('bike', 'Bicycle', { id: bike.id, sort: 2 })).code).toBe(0);
    expect((await item('tram', 'Tram', { sort: 3 })).code).toBe(0);
    const walk = items.find((i: any) => i.code === 'walk');
    expect((await item('walk', 'Walk', { id: walk.id, sort: 1, enabled: false })).code).toBe(0);
    const now = await options();
    expect(now.form).toEqual([{ label: 'Bicycle', value: 'bike' }, { label: 'Tram', value: 'tram' }]);
    expect(now.lookup).toEqual(now.form);
    expect((await options('zh-CN')).form[0]).toEqual({ label: 'Bicycle-zh', value: 'bike' });
    // The record validator follows the dictionary too: the new item saves, the disabled one is refused.
    expect((await h.post('/api/fn/outing/save', { data: { title: 'by tram', vehicle: 'tram' } }, { token: alice })).code).toBe(0);
    const refused = await h.post('/api/fn/outing/save', { data: { title: 'on foot', vehicle: 'walk' } }, { token: alice });
    expect(refused.code).toBe(14);
  });

  it('refuses deleting a dictionary a published function uses, naming the function', async () => {
    const res = await h.post('/api/sys/dict/deleteType', { id: typeId }, { token: admin, lang: 'en-US' });
    expect(res.code).toBe(409);
    expect(res.msg).toContain('transport');
    expect(res.msg).toContain('outing');
    expect((await h.post('/api/sys/dict/types', {}, { token: admin })).data.some((t: any) => t.code === 'transport')).toBe(true);
  });
});
