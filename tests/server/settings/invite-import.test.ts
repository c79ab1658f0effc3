import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { multipartBody } from '../engine/support';
import { createHarness, type Harness } from '../support/harness';

function workbook(rows: unknown[][], ref?: string): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'users');
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  if (!ref) return bytes;
  // A range the file does not fill, as a hostile file declares it.
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('worksheets/sheet1.xml'))];
  const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
  entry.content = Buffer.from(xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`));
  return XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Buffer;
}

describe.each(databases())('system settings: invite and Excel import ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const upload = async (rows: unknown[][], token = admin, ref?: string) => {
    const { payload, contentType } = multipartBody({}, { name: 'users.xlsx', bytes: workbook(rows, ref) });
    const res = await h.app.inject({ method: 'POST', url: '/api/sys/user/importUsers', headers: { 'content-type': contentType, accesstoken: token, lang: 'en-US' }, payload });
    return res.json();
  };

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('invites an existing user of another company by mobile; they can then switch into it', async () => {
    const gadmin = await h.token('gadmin');
    const unknown = await h.post('/api/sys/user/inviteByMobile', { mobilePhone: '13911112222' }, { token: gadmin, lang: 'en-US' });
    expect(unknown.code).toBe(14);
    expect(unknown.data.reqFieldErrorList[0]).toMatchObject({ fields: 'mobilePhone', message: 'Does not exist' });
    expect((await h.post('/api/sys/user/inviteByMobile', { mobilePhone: '12' }, { token: gadmin })).code).toBe(14);
    const invited = await h.post('/api/sys/user/inviteByMobile', { mobilePhone: '13800000002' }, { token: gadmin });
    expect(invited.code).toBe(0);
    expect((await h.post('/api/sys/user/inviteByMobile', { mobilePhone: '13800000002' }, { token: gadmin })).code).toBe(14);
    const alice = await h.token('alice');
    const companies = await h.post('/api/admin/user/getUserTenantByMobile', {}, { token: alice });
    expect(companies.data.map((c: any) => c.tenantId)).toEqual(['acme', 'globex']);
    const switched = await h.post('/api/admin/user/switchTenant', { tenantId: 'globex' }, { token: alice });
    expect(switched.code).toBe(0);
    const tenant = await h.post('/api/tenant/queryCurrentTenant', {}, { token: switched.data.token });
    expect(tenant.data.corpName).toBe('Globex Corp');
    const log = await h.post('/api/sysOplog/page', { current: 1, size: 10, area: 'user' }, { token: gadmin });
    expect(log.data.records[0]).toMatchObject({ action: 'invite', target: 'alice', userName: 'Grace Globex Admin' });
  });

  it('imports members from Excel all or nothing, each bad cell named', async () => {
    await h.post('/api/sys/dept/save', { name: 'Warehouse' }, { token: admin });
    const header = ['Account', 'Full name', 'Mobile', 'Password', 'Department', 'Post', 'Roles'];
    const bad = await upload([header, ['ivan', 'Ivan', '13600000001', 'Start123', 'Warehouse', '', 'staff'], ['alice', '', '136', 'x', 'Nowhere', '', 'nope']]);
    expect(bad.code).toBe(14);
    expect(bad.data.reqFieldErrorList.map((e: any) => e.fields).sort()).toEqual([
      'rows.3.department', 'rows.3.fullName', 'rows.3.mobilePhone', 'rows.3.password', 'rows.3.roles', 'rows.3.userName',
    ]);
    expect((await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 5, keyword: 'ivan' }, { token: admin })).data.total).toBe(0);
    const good = await upload([header, ['ivan', 'Ivan Imported', '13600000001', 'Start123', 'Warehouse', '', 'staff'], ['jane', 'Jane Imported', '13600000002', 'Start123', '', '', '']]);
    expect(good).toMatchObject({ code: 0, data: { imported: 2 } });
    const ivan = (await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 5, keyword: 'ivan' }, { token: admin })).data.records[0];
    expect(ivan.departmentId).not.toBeNull();
    expect(ivan.roleIds).toHaveLength(1);
    expect((await h.login('jane', 'Start123')).code).toBe(0);
    // A mobile another account holds, or one repeated in the file, is named and nothing is created.
    const twins = await upload([header, ['kim', 'Kim', '13800000002', 'Start123'], ['lee', 'Lee', '13600000007', 'Start123'], ['lou', 'Lou', '13600000007', 'Start123']]);
    expect(twins.code).toBe(14);
    expect(twins.data.reqFieldErrorList.map((e: any) => e.fields).sort()).toEqual(['rows.2.mobilePhone', 'rows.4.mobilePhone']);
    expect((await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 5, keyword: 'lee' }, { token: admin })).data.total).toBe(0);
    expect((await upload([['Shoe size'], ['42']])).code).toBe(400);
    expect((await upload([header, ['x1', 'X', '13600000009', 'Start123']], (await h.login('bob')).data.token)).code).toBe(403);
  });

  it('reads the member file in the parser thread within the caps: a declared million rows is read by its cells, too many columns are refused', async () => {
    const header = ['Account', 'Full name', 'Mobile', 'Password'];
    const huge = await upload([header, ['caps1', 'Caps One', '13700001111', 'Start123']], admin, 'A1:D1048576');
    expect(huge.code, JSON.stringify(huge)).toBe(0);
    process.env.IMPORT_MAX_COLUMNS = '3';
    try {
      const wide = await upload([header, ['caps2', 'Caps Two', '13700002222', 'Start123']]);
      expect(wide).toMatchObject({ code: 400, msg: 'The import file has too many columns (at most 3)' });
    } finally {
      delete process.env.IMPORT_MAX_COLUMNS;
    }
    const users = await h.db.selectFrom('users').select('user_name').where('user_name', 'in', ['caps1', 'caps2']).execute();
    expect(users.map((u) => u.user_name)).toEqual(['caps1']);
  });
});
