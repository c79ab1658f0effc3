import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/** The message centre's calls (spec 000 sections 4.5 and 7.4), on one database per dialect. */
describe.each(databases())('message centre ($name)', (target) => {
  let h: Harness;
  let bob: string;
  let bobId = 0;
  const ids: number[] = [];

  beforeAll(async () => {
    h = await createHarness(target);
    bob = await h.token('bob');
    bobId = Number((await h.db.selectFrom('users').select('id').where('user_name', '=', 'bob').executeTakeFirstOrThrow()).id);
    // 23 letters, alternating task and cc, oldest first; one mentions "50%_off".
    for (let i = 0; i < 23; i += 1) {
      const type = i % 2 ? 'cc' : 'task';
      const row = await h.db.insertInto('station_letters').values({
        tenant_id: 'acme', user_id: bobId, title: `Letter ${i}`, content: i === 7 ? 'Price 50%_off today' : `Body ${i}`,
        biz: JSON.stringify({}), read_at: null, created_at: 1_700_000_000_000 + i * 1000, trashed_at: null,
        moved_at: 1_700_000_000_000 + i * 1000, category_code: type,
      }).returning('id').executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
  });
  afterAll(async () => { await h?.close(); });

  const list = (body: Record<string, unknown>, token = bob) =>
    h.post('/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 }, ...body }, { token });
  const unread = async () => (await h.post<number>('/api/stationLetter/getUnreadCount', { userId: bobId, sourceTenantId: 'acme' }, { token: bob })).data;

  it('pages the unread list 10, 20, 50 at a time with the spec payload, newest first; other sizes are refused', async () => {
    const first = await list({ list: 'unread', userId: bobId, sourceTenantId: 'acme', unreadFlag: 1, content: '' });
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(23);
    expect(first.data.records).toHaveLength(10);
    expect(first.data.records[0]).toMatchObject({ msg_id: ids[22], title: 'Letter 22', list: 'unread', categoryCode: 'task' });
    expect(first.data.records[0].createTimeShow).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect((await list({ list: 'unread', page: { current: 2, size: 20 } })).data.records).toHaveLength(3);
    expect((await list({ list: 'unread', page: { current: 1, size: 50 } })).data.records).toHaveLength(23);
    expect((await list({ page: { current: 1, size: 15 } })).code).not.toBe(0);
  });

  it('searches title and content, a typed % or _ matching itself', async () => {
    const found = await list({ content: '50%_off' });
    expect(found.data.records.map((r: { msg_id: number }) => r.msg_id)).toEqual([ids[7]]);
    expect((await list({ content: 'letter 1' })).data.total).toBe(11); // 1, 10..19
    expect((await list({ content: '%' })).data.total).toBe(1);
  });

  it('mark read drops the count by one and puts the letter on top of the read list; trash and restore move it on top', async () => {
    const before = await unread();
    expect((await h.post('/api/stationLetter/updateUnread', { msg_id: ids[3] }, { token: bob })).code).toBe(0);
    expect(await unread()).toBe(before - 1);
    expect((await h.post('/api/stationLetter/updateUnread', { msgId: ids[5] }, { token: bob })).code).toBe(0);
    expect((await h.post('/api/stationLetter/updateUnread', { msg_id: ids[3] }, { token: bob })).code).toBe(0);
    expect(await unread()).toBe(before - 2);
    const read = (await list({ list: 'readed' })).data.records.map((r: { msg_id: number }) => r.msg_id);
    expect(read.slice(0, 2)).toEqual([ids[5], ids[3]]);

    expect((await h.post('/api/stationLetter/delete', { msg_id: ids[5] }, { token: bob })).code).toBe(0);
    expect((await h.post('/api/stationLetter/moveToTrash', { msg_id: ids[20] }, { token: bob })).code).toBe(0);
    expect(await unread()).toBe(before - 3); // trashing an unread letter reads it
    const trash = (await list({ list: 'trash' })).data.records.map((r: { msg_id: number }) => r.msg_id);
    expect(trash).toEqual([ids[20], ids[5]]);
    expect((await list({ list: 'readed' })).data.records.map((r: { msg_id: number }) => r.msg_id)).toEqual([ids[3]]);

    expect((await h.post('/api/stationLetter/restore', { msg_id: ids[5] }, { token: bob })).code).toBe(0);
    expect((await list({ list: 'readed' })).data.records.map((r: { msg_id: number }) => r.msg_id)).toEqual([ids[5], ids[3]]);
    expect((await list({ list: 'trash' })).data.records.map((r: { msg_id: number }) => r.msg_id)).toEqual([ids[20]]);
    const content = await h.post('/api/stationLetter/getMsgContent', { msg_id: ids[5] }, { token: bob });
    expect(content.data).toMatchObject({ title: 'Letter 5', list: 'readed' });
  });

  it('internal messages: categories with counts, lists and mark-all-read per category', async () => {
    const cats = (await h.post('/api/internalMsg/getCategoryList', { userId: bobId }, { token: bob })).data;
    expect(cats.map((c: { categoryCode: string }) => c.categoryCode)).toEqual(['task', 'cc', 'result']);
    const cc = cats.find((c: { categoryCode: string }) => c.categoryCode === 'cc');
    expect(cc.unread).toBe(9); // 11 cc letters, 3 and 5 read
    const page = await h.post('/api/internalMsg/getAllMsg', { page: { current: 1, size: 50 }, categoryCode: 'cc', list: 'unread' }, { token: bob });
    expect(page.data.total).toBe(9);
    expect((await h.post('/api/internalMsg/getUnreadCount', { categoryCode: 'cc' }, { token: bob })).data).toBe(9);
    expect((await h.post('/api/internalMsg/updateAllUnread', { categoryCode: 'cc' }, { token: bob })).data).toBe(9);
    expect((await h.post('/api/internalMsg/getUnreadCount', { categoryCode: 'cc' }, { token: bob })).data).toBe(0);
    expect((await h.post('/api/internalMsg/getUnreadCount', { categoryCode: 'task' }, { token: bob })).data).toBeGreaterThan(0);
    expect((await h.post('/api/stationLetter/updateAllUnread', {}, { token: bob })).code).toBe(0);
    expect(await unread()).toBe(0);
  });

  it('refuses another user\'s or tenant\'s ids instead of answering 0, and changes nothing', async () => {
    const alice = await h.token('alice');
    const mallory = await h.token('mallory');
    const before = await h.db.selectFrom('station_letters').selectAll().orderBy('id').execute();
    for (const token of [alice, mallory]) {
      for (const path of ['updateUnread', 'delete', 'restore', 'getMsgContent']) {
        const res = await h.post(`/api/stationLetter/${path}`, { msg_id: ids[1] }, { token });
        expect(res.code, path).not.toBe(0);
      }
    }
    expect((await h.post('/api/stationLetter/getUnreadCount', { sourceTenantId: 'acme' }, { token: mallory })).code).not.toBe(0);
    expect((await h.post('/api/stationLetter/getUnreadCount', { userId: bobId }, { token: alice })).code).not.toBe(0);
    expect((await h.post('/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 }, userId: bobId }, { token: alice })).code).not.toBe(0);
    expect((await h.post('/api/stationLetter/updateUnread', {}, { token: bob })).code).not.toBe(0);
    expect(await h.db.selectFrom('station_letters').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
