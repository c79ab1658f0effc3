import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { reimbursement } from '../support/fixtures';
import { createHarness, type Harness } from '../support/harness';

const GROUP = 'M30000000000000';
const CLAIMS = 'S30010000000000';

/** Issue 15 item 3: the permission tree by role covers menus and their buttons; members feel a change on their next request. */
describe.each(databases())('role permissions: menus and their buttons ($name)', (target) => {
  let h: Harness;
  let admin: string;
  let alice: string;
  let staff: number;
  const save = (data: Record<string, unknown>) => h.post('/api/fn/reimbursement/save', { data }, { token: alice });
  const exportStatus = async () => (await h.app.inject({
    method: 'POST', url: '/api/fn/reimbursement/export', headers: { accesstoken: alice, 'content-type': 'application/json' }, payload: '{}',
  }));
  const grant = (permissions: unknown) => h.post('/api/sys/role/saveRoleFuncPermissionByRoleId', { roleId: staff, permissions }, { token: admin, lang: 'en-US' });

  beforeAll(async () => {
    h = await createHarness(target);
    [admin, alice] = await Promise.all([h.token('admin'), h.token('alice')]);
    staff = (await h.post('/api/sys/role/getSysRolePage', { current: 1, size: 100 }, { token: admin })).data.records.find((r: any) => r.code === 'staff').id;
  });
  afterAll(async () => { await h?.close(); });

  it('shows a function\'s menu with its buttons, checked as the role grants them', async () => {
    const perms = await h.post(`/api/sys/role/getDefinedPermissionsTree?roleId=${staff}`, {}, { token: admin, lang: 'en-US' });
    const group = perms.data.tree.find((n: any) => n.code === GROUP);
    const claims = group.children.find((n: any) => n.code === CLAIMS);
    expect(claims.children.map((b: any) => [b.key, b.title])).toEqual([
      [`${CLAIMS}#view`, 'View'], [`${CLAIMS}#create`, 'Create'], [`${CLAIMS}#edit`, 'Edit'],
      [`${CLAIMS}#delete`, 'Delete'], [`${CLAIMS}#export`, 'Export'], [`${CLAIMS}#import`, 'Import'],
    ]);
    // A pack grant gives every button.
    expect(perms.data.checked).toEqual(expect.arrayContaining([GROUP, CLAIMS, `${CLAIMS}#create`, `${CLAIMS}#import`]));
    expect((await h.post('/api/sys/getMenuTreetByUser', {}, { token: alice })).data.menuMap[CLAIMS])
      .toEqual(['view', 'create', 'edit', 'delete', 'export', 'import']);
  });

  it('takes a button away on the member\'s next request: the menu still opens, the action is refused', async () => {
    const mine = await save(reimbursement());
    expect(mine.code).toBe(0);
    expect((await exportStatus()).statusCode).toBe(200);
    expect((await grant([{ menuCode: GROUP }, { menuCode: CLAIMS, buttons: ['edit'] }])).code).toBe(0);

    expect((await h.post('/api/sys/getMenuTreetByUser', {}, { token: alice })).data.menuMap[CLAIMS]).toEqual(['view', 'edit']);
    expect((await save(reimbursement())).code).toBe(403);
    expect((await exportStatus()).json().code).toBe(403);
    expect((await h.post('/api/fn/reimbursement/delete', { id: mine.data.id }, { token: alice })).code).toBe(403);
    // What the role still grants keeps working.
    expect((await h.post('/api/fn/reimbursement/page', { current: 1, size: 10 }, { token: alice })).data.total).toBeGreaterThan(0);
    const detail = (await h.post('/api/fn/reimbursement/detail', { id: mine.data.id }, { token: alice })).data;
    expect((await h.post('/api/fn/reimbursement/save', { id: mine.data.id, data: { ...detail.record.data, reason: 'edited' } }, { token: alice })).code).toBe(0);

    const perms = await h.post(`/api/sys/role/getDefinedPermissionsTree?roleId=${staff}`, {}, { token: admin });
    expect(perms.data.checked.filter((k: string) => k.startsWith(`${CLAIMS}#`)).sort()).toEqual([`${CLAIMS}#edit`, `${CLAIMS}#view`]);
    const log = (await h.post('/api/sysOplog/page', { current: 1, size: 10, area: 'role' }, { token: admin })).data.records[0];
    expect(log.after.menus).toEqual(expect.arrayContaining([{ code: CLAIMS, buttons: ['edit'] }]));

    // Every button back: the same member creates again, without signing in anew.
    expect((await h.post('/api/sys/role/saveRoleMenus', { roleId: staff, menuCodes: [GROUP, CLAIMS] }, { token: admin })).code).toBe(0);
    expect((await save(reimbursement())).code).toBe(0);
  });

  it('adds up the buttons of several roles', async () => {
    expect((await grant([{ menuCode: GROUP }, { menuCode: CLAIMS, buttons: [] }])).code).toBe(0);
    expect((await save(reimbursement())).code).toBe(403);
    const extra = (await h.post('/api/sys/role/saveSysRole', { code: 'creator', name: 'Creator' }, { token: admin })).data.id;
    await h.post('/api/sys/role/saveRoleFuncPermissionByRoleId', { roleId: extra, permissions: [{ menuCode: CLAIMS, buttons: ['create'] }] }, { token: admin });
    const aliceId = (await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 10, keyword: 'alice' }, { token: admin })).data.records[0].id;
    await h.post('/api/sys/role/addUserToRole', { roleId: extra, userIds: [aliceId] }, { token: admin });
    expect((await h.post('/api/sys/getMenuTreetByUser', {}, { token: alice })).data.menuMap[CLAIMS]).toEqual(['view', 'create']);
    expect((await save(reimbursement())).code).toBe(0);
  });

  it('refuses unknown buttons and menus and changes nothing', async () => {
    const before = (await h.post(`/api/sys/role/getDefinedPermissionsTree?roleId=${staff}`, {}, { token: admin })).data.checked;
    expect((await grant([{ menuCode: CLAIMS, buttons: ['fly'] }])).code).toBe(400);
    expect((await grant([{ menuCode: 'S99999999999999', buttons: [] }])).code).toBe(404);
    expect((await h.post(`/api/sys/role/getDefinedPermissionsTree?roleId=${staff}`, {}, { token: admin })).data.checked).toEqual(before);
    expect((await h.post('/api/sys/role/saveRoleFuncPermissionByRoleId', { roleId: staff, permissions: [] }, { token: alice })).code).toBe(403);
  });
});
