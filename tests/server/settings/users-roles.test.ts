import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { reimbursement } from '../support/fixtures';
import { createHarness, type Harness } from '../support/harness';

const USERS_MENU = 'S903010300000000';

describe.each(databases())('system settings: users and roles ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const roleId = async (code: string) => (await h.post('/api/sys/role/getSysRolePage', { current: 1, size: 100 }, { token: admin }))
    .data.records.find((r: any) => r.code === code).id as number;
  const userId = async (userName: string) => (await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 50, keyword: userName }, { token: admin }))
    .data.records.find((r: any) => r.userName === userName).id as number;

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('creates a member in a department whose manager becomes the flows\' level-1 supervisor', async () => {
    const bob = await userId('bob');
    const dept = await h.post('/api/sys/dept/save', { name: 'Sales', managerId: bob }, { token: admin, lang: 'en-US' });
    expect(dept.code).toBe(0);
    const post = await h.post('/api/sys/post/save', { code: 'rep', name: 'Sales rep' }, { token: admin });
    expect(post.code).toBe(0);
    const created = await h.post('/api/sys/user/saveSysUser', {
      userName: 'zoe', fullName: 'Zoe New', mobilePhone: '13700000001', password: 'Start123',
      departmentId: dept.data.id, postId: post.data.id, roleIds: [await roleId('staff')],
    }, { token: admin });
    expect(created.code).toBe(0);
    const got = await h.post(`/api/sys/user/getSysUserById?id=${created.data.id}`, {}, { token: admin });
    expect(got.data).toMatchObject({ userName: 'zoe', departmentId: dept.data.id, postId: post.data.id, disabled: false });

    const zoe = (await h.login('zoe', 'Start123')).data.token;
    const saved = await h.post('/api/fn/reimbursement/save', { data: reimbursement() }, { token: zoe });
    expect(saved.code).toBe(0);
    expect((await h.post('/api/fn/reimbursement/submit', { id: saved.data.id }, { token: zoe })).code).toBe(0);
    const pending = await h.post('/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 }, { token: await h.token('bob') });
    expect(pending.data.records.some((r: any) => r.initiator === 'Zoe New' || r.initiator?.fullName === 'Zoe New' || JSON.stringify(r).includes('Zoe New'))).toBe(true);
  });

  it('refuses bad input field by field with code 14 and changes nothing', async () => {
    const res = await h.post('/api/sys/user/saveSysUser', { userName: 'alice', fullName: ' ', mobilePhone: '123', password: 'short' }, { token: admin, lang: 'en-US' });
    expect(res.code).toBe(14);
    const byField = Object.fromEntries(res.data.reqFieldErrorList.map((e: any) => [e.fields, e.message]));
    expect(byField).toEqual({
      userName: 'Already in use', fullName: 'This field is required',
      mobilePhone: 'Enter an 11-digit mobile number', password: 'The password must be 6-18 letters and digits',
    });
    const role = await h.post('/api/sys/role/saveSysRole', { code: '9bad', name: '' }, { token: admin, lang: 'en-US' });
    expect(role.code).toBe(14);
    expect(role.data.reqFieldErrorList.map((e: any) => e.fields).sort()).toEqual(['code', 'name']);
    expect((await h.post('/api/sys/user/saveSysUser', { userName: 'x1', fullName: 'X', mobilePhone: '13700000009', password: 'Start123', departmentId: 999999 }, { token: admin })).code).toBe(14);
  });

  it('refuses another account\'s mobile on create and edit, so a forgotten password by SMS names one account', async () => {
    const taken = await h.post('/api/sys/user/saveSysUser', { userName: 'twin', fullName: 'Twin', mobilePhone: '13800000002', password: 'Start123' }, { token: admin, lang: 'en-US' });
    expect(taken.code).toBe(14);
    expect(taken.data.reqFieldErrorList.map((e: any) => [e.fields, e.message])).toEqual([['mobilePhone', 'Already in use']]);
    expect((await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 5, keyword: 'twin' }, { token: admin })).data.total).toBe(0);

    const bob = await h.post(`/api/sys/user/getSysUserById?id=${await userId('bob')}`, {}, { token: admin });
    const edit = { id: bob.data.id, fullName: bob.data.fullName, departmentId: bob.data.departmentId, postId: bob.data.postId };
    expect((await h.post('/api/sys/user/saveSysUser', { ...edit, mobilePhone: '13800000002' }, { token: admin })).code).toBe(14);
    // Keeping one's own mobile is no clash.
    expect((await h.post('/api/sys/user/saveSysUser', { ...edit, mobilePhone: bob.data.mobilePhone }, { token: admin })).code).toBe(0);
  });

  it('lets a role\'s new menu open the user screen on the member\'s next request, and closes it again', async () => {
    const alice = await h.token('alice');
    const page = () => h.post('/api/sys/user/getSysUserPage', { current: 1, size: 10 }, { token: alice });
    expect((await page()).code).toBe(403);
    const saved = await h.post('/api/sys/role/saveSysRole', { code: 'hr', name: 'HR' }, { token: admin });
    expect(saved.code).toBe(0);
    const hr = saved.data.id;
    expect((await h.post('/api/sys/role/saveRoleMenus', { roleId: hr, menuCodes: [USERS_MENU] }, { token: admin })).code).toBe(0);
    expect((await h.post('/api/sys/role/addUserToRole', { roleId: hr, userIds: [await userId('alice')] }, { token: admin })).code).toBe(0);
    expect((await page()).code).toBe(0);
    const tree = await h.post('/api/sys/getMenuTreetByUser', {}, { token: alice });
    expect(Object.keys(tree.data.menuMap)).toContain(USERS_MENU);
    const perms = await h.post(`/api/sys/role/getDefinedPermissionsTree?roleId=${hr}`, {}, { token: admin, lang: 'en-US' });
    expect(perms.data.checked).toEqual([USERS_MENU]);
    expect(JSON.stringify(perms.data.tree)).toContain('Users');
    // The role grants only the user screen: the role screen stays closed.
    expect((await h.post('/api/sys/role/saveSysRole', { code: 'x', name: 'x' }, { token: alice })).code).toBe(403);
    expect((await h.post('/api/sys/role/removeUserToRole', { roleId: hr, userIds: [await userId('alice')] }, { token: admin })).code).toBe(0);
    expect((await page()).code).toBe(403);
    const del = await h.post(`/api/sys/role/deleteSysRoleById?id=${hr}`, {}, { token: admin });
    expect(del.code).toBe(0);
  });

  it('refuses to delete a role in use, naming its holders, and never loses the last administrator', async () => {
    const finance = await h.post(`/api/sys/role/deleteSysRoleById?id=${await roleId('finance')}`, {}, { token: admin, lang: 'en-US' });
    expect(finance.code).toBe(409);
    expect(finance.msg).toBe('Cannot delete: finance is in use (1 member(s))');
    const me = await userId('admin');
    const adminRole = await roleId('admin');
    const remove = await h.post('/api/sys/role/removeUserToRole', { roleId: adminRole, userIds: [me] }, { token: admin, lang: 'en-US' });
    expect(remove).toMatchObject({ code: 409, msg: 'The last administrator cannot be removed or disabled' });
    expect((await h.post('/api/sys/user/setDisabled', { id: me, disabled: true }, { token: admin })).code).toBe(409);
    const got = (await h.post(`/api/sys/user/getSysUserById?id=${me}`, {}, { token: admin })).data;
    expect((await h.post('/api/sys/user/saveSysUser', { ...pick(got), roleIds: [] }, { token: admin })).code).toBe(409);
    expect((await h.post(`/api/sys/role/deleteSysRoleById?id=${adminRole}`, {}, { token: admin })).code).toBe(409);
    expect((await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 5 }, { token: admin })).code).toBe(0);
  });

  it('disables a member (signed out, cannot sign in), enables them again and resets a password', async () => {
    const dave = await userId('dave');
    const token = (await h.login('dave')).data.token;
    expect((await h.post('/api/sys/user/setDisabled', { id: dave, disabled: true }, { token: admin })).code).toBe(0);
    expect((await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token })).code).toBe(4);
    expect((await h.login('dave')).code).not.toBe(0);
    expect((await h.post('/api/sys/user/setDisabled', { id: dave, disabled: false }, { token: admin })).code).toBe(0);
    const before = (await h.login('dave')).data.token;
    expect((await h.post(`/api/sys/user/resetPwd?id=${dave}`, { password: 'x' }, { token: admin })).code).toBe(14);
    expect((await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: before })).code).toBe(0);
    expect((await h.post(`/api/sys/user/resetPwd?id=${dave}`, { password: 'NewPass99' }, { token: admin })).code).toBe(0);
    // A reset ends the member's sessions: whoever knew the old password is out.
    expect((await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: before })).code).toBe(4);
    expect((await h.login('dave')).code).not.toBe(0);
    expect((await h.login('dave', 'NewPass99')).code).toBe(0);
  });

  it('keeps each company to itself', async () => {
    const gadmin = await h.token('gadmin');
    const alice = await userId('alice');
    expect((await h.post(`/api/sys/user/getSysUserById?id=${alice}`, {}, { token: gadmin })).code).toBe(404);
    expect((await h.post('/api/sys/user/setDisabled', { id: alice, disabled: true }, { token: gadmin })).code).toBe(404);
    const names = (await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 50 }, { token: gadmin })).data.records.map((r: any) => r.userName);
    expect(names).not.toContain('alice');
  });

  it('writes every change to the operation log with who, before and after, searchable', async () => {
    const log = await h.post('/api/sysOplog/page', { current: 1, size: 100, area: 'user', keyword: 'zoe' }, { token: admin });
    expect(log.code).toBe(0);
    const created = log.data.records.find((r: any) => r.action === 'create');
    expect(created).toMatchObject({ userName: 'Ada Admin', area: 'user', target: 'zoe', before: null });
    expect(created.after).toMatchObject({ userName: 'zoe', fullName: 'Zoe New' });
    const roles = await h.post('/api/sysOplog/page', { current: 1, size: 100, area: 'role' }, { token: admin });
    expect(roles.data.records.map((r: any) => r.action)).toEqual(expect.arrayContaining(['create', 'permissions', 'addUsers', 'removeUsers', 'delete']));
    const perm = roles.data.records.find((r: any) => r.action === 'permissions');
    expect(perm).toMatchObject({ before: { menus: [] }, after: { menus: [{ code: USERS_MENU, buttons: null }] } });
    expect((await h.post('/api/sysOplog/page', { current: 1, size: 10 }, { token: await h.token('alice') })).code).toBe(403);
  });
});

function pick(m: any) {
  return { id: m.id, fullName: m.fullName, mobilePhone: m.mobilePhone, departmentId: m.departmentId, postId: m.postId };
}
