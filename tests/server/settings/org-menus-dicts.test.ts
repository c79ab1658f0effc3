import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

describe.each(databases())('system settings: departments, posts, menus, dictionaries ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const userId = async (userName: string) => (await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 50, keyword: userName }, { token: admin }))
    .data.records.find((r: any) => r.userName === userName).id as number;

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('moves a department with its members, refuses cycles and deleting one in use', async () => {
    const root = (await h.post('/api/sys/dept/save', { name: 'HQ' }, { token: admin })).data.id;
    const ops = (await h.post('/api/sys/dept/save', { name: 'Ops', parentId: root }, { token: admin })).data.id;
    const other = (await h.post('/api/sys/dept/save', { name: 'Branch' }, { token: admin })).data.id;
    const erin = await userId('erin');
    const member = (await h.post(`/api/sys/user/getSysUserById?id=${erin}`, {}, { token: admin })).data;
    const saved = await h.post('/api/sys/user/saveSysUser', {
      id: erin, fullName: member.fullName, mobilePhone: member.mobilePhone, departmentId: ops,
    }, { token: admin });
    expect(saved.code).toBe(0);
    expect((await h.post('/api/sys/dept/save', { id: ops, name: 'Ops', parentId: other }, { token: admin })).code).toBe(0);
    const list = (await h.post('/api/sys/dept/list', {}, { token: admin })).data;
    expect(list.find((d: any) => d.id === ops)).toMatchObject({ parentId: other, memberCount: 1 });
    const cycle = await h.post('/api/sys/dept/save', { id: other, name: 'Branch', parentId: ops }, { token: admin, lang: 'en-US' });
    expect(cycle.code).toBe(14);
    expect(cycle.data.reqFieldErrorList[0]).toMatchObject({ fields: 'parentId', message: 'Cannot move under itself or one of its sub-departments' });
    const inUse = await h.post('/api/sys/dept/delete', { id: ops }, { token: admin, lang: 'en-US' });
    expect(inUse).toMatchObject({ code: 409, msg: 'Cannot delete: Ops is in use (1 member(s))' });
    const parent = await h.post('/api/sys/dept/delete', { id: other }, { token: admin, lang: 'en-US' });
    expect(parent.msg).toBe('Cannot delete: Branch is in use (1 sub-department(s))');
    expect((await h.post('/api/sys/dept/save', { name: '' }, { token: admin })).code).toBe(14);
    expect((await h.post('/api/sys/dept/delete', { id: root }, { token: admin })).code).toBe(0);
    expect((await h.post('/api/sys/dept/list', {}, { token: await h.token('gadmin') })).data).toEqual([]);
    expect((await h.post('/api/sys/dept/list', {}, { token: await h.token('alice') })).code).toBe(403);
  });

  it('answers the company\'s departments as the department lookup that department fields read, to members only of that company', async () => {
    const sales = (await h.post('/api/sys/dept/save', { name: 'Sales floor' }, { token: admin })).data.id;
    const east = (await h.post('/api/sys/dept/save', { name: 'Sales east', parentId: sales }, { token: admin })).data.id;
    const seen = (await h.post('/api/api/getDictListByDicType', { typeCode: 'department' }, { token: await h.token('alice') })).data;
    expect(seen).toEqual(expect.arrayContaining([{ code: sales, name: 'Sales floor' }, { code: east, name: 'Sales east', parent: sales }]));
    const globex = (await h.post('/api/api/getDictListByDicType', { typeCode: 'department' }, { token: await h.token('gadmin') })).data;
    expect(globex.map((d: { name: string }) => d.name)).not.toContain('Sales floor');
  });

  it('keeps post codes unique and refuses deleting a post in use', async () => {
    const a = await h.post('/api/sys/post/save', { code: 'eng', name: 'Engineer' }, { token: admin });
    expect(a.code).toBe(0);
    const dup = await h.post('/api/sys/post/save', { code: 'eng', name: 'Other' }, { token: admin, lang: 'en-US' });
    expect(dup.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'code', message: 'Already in use' })]);
    const frank = await userId('frank');
    const m = (await h.post(`/api/sys/user/getSysUserById?id=${frank}`, {}, { token: admin })).data;
    await h.post('/api/sys/user/saveSysUser', { id: frank, fullName: m.fullName, mobilePhone: m.mobilePhone, postId: a.data.id }, { token: admin });
    expect((await h.post('/api/sys/post/delete', { id: a.data.id }, { token: admin })).code).toBe(409);
  });

  it('renames a pack menu per language, hides it, keeps its code, and re-orders by drag', async () => {
    const list = (await h.post('/api/sys/menu/list', {}, { token: admin, lang: 'en-US' })).data;
    const pack = list.find((m: any) => m.code === 'S30010000000000');
    expect(pack.source).toBe('pack');
    const save = await h.post('/api/sys/menu/save', {
      ...pick(pack), names: { 'zh-CN': '报销单', 'en-US': 'Expense claims', 'ru-RU': 'Авансовые отчёты' }, sort: 7,
    }, { token: admin });
    expect(save.code).toBe(0);
    const alice = await h.token('alice');
    const tree = await h.post('/api/sys/getMenuTreetByUser', {}, { token: alice, lang: 'en-US' });
    const node = JSON.stringify(tree.data.menuTree);
    expect(node).toContain('Expense claims');
    expect(node).toContain('/reimbursement-list/reimbursement-query-list');
    expect((await h.post('/api/sys/menu/delete', { code: 'S30010000000000' }, { token: admin })).code).toBe(409);
    const created = await h.post('/api/sys/menu/save', {
      code: 'M77000000000000', create: true, parentCode: null, names: { 'zh-CN': '帮助', 'en-US': 'Help' }, icon: 'BookOutlined',
      frontPath: '/help', position: 'UPPER_RIGHT', sort: 3, hidden: true,
    }, { token: admin });
    expect(created.code).toBe(0);
    const again = await h.post('/api/sys/menu/save', { code: 'M77000000000000', create: true, names: { 'zh-CN': 'x' }, position: 'LEFT_TREE', sort: 1 }, { token: admin });
    expect(again.code).toBe(14);
    expect((await h.post('/api/sys/menu/save', { code: 'x y', create: true, names: { 'zh-CN': 'x' }, position: 'LEFT_TREE', sort: 1 }, { token: admin })).code).toBe(14);
    const adminTree = JSON.stringify((await h.post('/api/sys/getMenuTreetByUser', {}, { token: admin, lang: 'en-US' })).data.menuTree);
    expect(adminTree).toContain('"hideInMenu":true');
    expect((await h.post('/api/sys/menu/move', { moves: [{ code: 'M77000000000000', parentCode: 'M30000000000000', sort: 0 }] }, { token: admin })).code).toBe(0);
    const cyc = await h.post('/api/sys/menu/move', { moves: [{ code: 'M30000000000000', parentCode: 'M77000000000000', sort: 0 }] }, { token: admin });
    expect(cyc.code).toBe(400);
    const moved = (await h.post('/api/sys/menu/list', {}, { token: admin })).data.find((m: any) => m.code === 'M77000000000000');
    expect(moved).toMatchObject({ parentCode: 'M30000000000000', sort: 0, source: 'company' });
    expect((await h.post('/api/sys/menu/delete', { code: 'M77000000000000' }, { token: admin })).code).toBe(0);
    const log = (await h.post('/api/sysOplog/page', { current: 1, size: 50, area: 'menu' }, { token: admin })).data.records;
    expect(log.map((r: any) => r.action)).toEqual(['delete', 'move', 'create', 'update']);
    expect(log[3].before.names).toBeNull();
    expect(log[3].after.names['en-US']).toBe('Expense claims');
  });

  it('customises a pack dictionary: the lookups answer the company\'s names, order and enabled items at once', async () => {
    const lookup = async (lang = 'en-US') => (await h.post('/api/api/getDictListByDicType', { typeCode: 'vehicle' }, { token: await h.token('alice'), lang })).data;
    const before = await lookup();
    expect(before.map((i: any) => i.code)).toEqual(['plane', 'train', 'car', 'bus', 'ship']);
    const types = (await h.post('/api/sys/dict/types', {}, { token: admin })).data;
    expect(types.find((t: any) => t.code === 'vehicle').source).toBe('pack');
    const { id } = (await h.post('/api/sys/dict/customise', { code: 'vehicle' }, { token: admin })).data;
    const items = (await h.post('/api/sys/dict/items', { typeId: id }, { token: admin, lang: 'en-US' })).data;
    expect(items[0].names['en-US']).toBe(before[0].name);
    const train = items.find((i: any) => i.code === 'train');
    expect((await h.post('/api/sys/dict/saveItem', { ...itemBody(train), names: { ...train.names, 'en-US': 'Rail' }, sort: 0 }, { token: admin })).code).toBe(0);
    const ship = items.find((i: any) => i.code === 'ship');
    expect((await h.post('/api/sys/dict/saveItem', { ...itemBody(ship), enabled: false }, { token: admin })).code).toBe(0);
    const after = await lookup();
    expect(after[0]).toEqual({ code: 'train', name: 'Rail' });
    expect(after.map((i: any) => i.code)).not.toContain('ship');
    const dup = await h.post('/api/sys/dict/saveItem', { typeId: id, code: 'car', names: { 'zh-CN': '车' } }, { token: admin });
    expect(dup.code).toBe(14);
    // Deleting the copy brings the pack's dictionary back.
    expect((await h.post('/api/sys/dict/deleteType', { id }, { token: admin })).code).toBe(0);
    expect((await lookup()).map((i: any) => i.code)).toEqual(['plane', 'train', 'car', 'bus', 'ship']);
  });

  it('keeps tree dictionaries of the company\'s own, disabled types answer nothing', async () => {
    const t = await h.post('/api/sys/dict/saveType', { code: 'gearClass', names: { 'zh-CN': '资产分类', 'en-US': 'Asset classes' }, tree: true }, { token: admin });
    expect(t.code).toBe(0);
    const it1 = (await h.post('/api/sys/dict/saveItem', { typeId: t.data.id, code: 'it', names: { 'zh-CN': 'IT 设备', 'en-US': 'IT' } }, { token: admin })).data.id;
    expect((await h.post('/api/sys/dict/saveItem', { typeId: t.data.id, parentId: it1, code: 'laptop', names: { 'zh-CN': '笔记本', 'en-US': 'Laptop' } }, { token: admin })).code).toBe(0);
    const answer = (await h.post('/api/api/getDictListByDicType', { typeCode: 'gearClass' }, { token: admin, lang: 'zh-CN' })).data;
    expect(answer).toEqual([{ code: 'it', name: 'IT 设备' }, { code: 'laptop', name: '笔记本', parent: 'it' }]);
    expect((await h.post('/api/sys/dict/deleteItem', { id: it1 }, { token: admin })).code).toBe(409);
    expect((await h.post('/api/sys/dict/saveType', { id: t.data.id, code: 'gearClass', names: { 'zh-CN': '资产分类' }, tree: true, enabled: false }, { token: admin })).code).toBe(0);
    expect((await h.post('/api/api/getDictListByDicType', { typeCode: 'gearClass' }, { token: admin })).data).toEqual([]);
    expect((await h.post('/api/sys/dict/saveType', { code: 'b c', names: { 'zh-CN': '' } }, { token: admin })).data.reqFieldErrorList.length).toBe(2);
    expect((await h.post('/api/api/getDictListByDicType', { typeCode: 'gearClass' }, { token: await h.token('gadmin') })).data).toEqual([]);
  });
});

function pick(m: any) {
  return { code: m.code, parentCode: m.parentCode, icon: m.icon, frontPath: m.frontPath, position: m.position, sort: m.sort, hidden: m.hidden };
}
function itemBody(i: any) {
  return { id: i.id, typeId: i.typeId, parentId: i.parentId, code: i.code, names: i.names, enabled: i.enabled, sort: i.sort };
}
