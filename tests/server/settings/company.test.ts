import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { multipartBody } from '../engine/support';

/** A real 1x1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');

describe.each(databases())('system settings: company ($name)', (target) => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('saves name, logo, lock time and password policy; the header, user info and new passwords follow', async () => {
    const before = await h.post('/api/tenant/getTenantSystemConfig', {}, { token: admin });
    expect(before.data).toMatchObject({ corpName: 'Acme Ltd', passwordPolicy: 'basic', time2Lock: null, settingFlag: 1 });
    const empty = await h.post('/api/tenant/saveTenantSystemConfig', { corpName: ' ', passwordPolicy: 'basic' }, { token: admin, lang: 'en-US' });
    expect(empty.data.reqFieldErrorList[0]).toMatchObject({ fields: 'corpName', message: 'This field is required' });
    expect((await h.post('/api/tenant/saveTenantSystemConfig', { corpName: 'X', passwordPolicy: 'basic', time2Lock: 5 }, { token: admin })).code).toBe(400);
    const saved = await h.post('/api/tenant/saveTenantSystemConfig', {
      corpName: 'Acme Group', time2Lock: 900, passwordPolicy: 'strong',
    }, { token: admin });
    expect(saved.code).toBe(0);
    const alice = await h.token('alice');
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: alice })).data).toMatchObject({ corpName: 'Acme Group', logoUrl: null });
    expect((await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: alice })).data.time2Lock).toBe(900);
    const weak = await h.post('/api/sys/user/saveSysUser', { userName: 'weak1', fullName: 'W', mobilePhone: '13500000001', password: 'abcdefg' }, { token: admin, lang: 'en-US' });
    expect(weak.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'password', message: 'The password needs at least one letter and one digit' })]);
    expect((await h.post('/api/sys/user/saveSysUser', { userName: 'strong1', fullName: 'S', mobilePhone: '13500000002', password: 'abc123' }, { token: admin })).code).toBe(0);
    const log = await h.post('/api/sysOplog/page', { current: 1, size: 5, area: 'company' }, { token: admin });
    expect(log.data.records[0]).toMatchObject({ before: { corpName: 'Acme Ltd', time2Lock: null }, after: { corpName: 'Acme Group', time2Lock: 900 } });
    expect((await h.post('/api/tenant/getTenantSystemConfig', {}, { token: alice })).code).toBe(403);
    // The other company is untouched.
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: await h.token('gadmin') })).data.corpName).toBe('Globex Corp');
  });

  it('takes the logo as an uploaded image (type read from the bytes, 1 MB cap) and serves it to the header without a token', async () => {
    const upload = async (name: string, type: string, bytes: Buffer, fields: Record<string, string> = { purpose: 'logo' }, token = admin) => {
      const { payload, contentType } = multipartBody(fields, { name, type, bytes });
      return (await h.app.inject({ method: 'POST', url: '/api/files/upload', headers: { 'content-type': contentType, accesstoken: token, lang: 'en-US' }, payload })).json();
    };
    const save = (logoFileId: string | null, token = admin) =>
      h.post('/api/tenant/saveTenantSystemConfig', { corpName: 'Acme Group', passwordPolicy: 'strong', time2Lock: 900, logoFileId }, { token, lang: 'en-US' });
    // Not an image, an image in disguise, too big: refused at upload.
    expect((await upload('logo.pdf', 'application/pdf', Buffer.from('%PDF-1.4'))).code).toBe(415);
    expect((await upload('logo.png', 'image/png', Buffer.from('<svg onload=alert(1)>'))).code).toBe(415);
    expect((await upload('logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).code).toBe(415);
    expect((await upload('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]))).code).toBe(413);
    expect((await upload('logo.png', 'image/png', PNG, { purpose: 'banner' })).code).toBe(400);

    const up = await upload('logo.png', 'image/png', PNG);
    expect(up).toMatchObject({ code: 0, data: { type: 'image/png' } });
    // A colleague's attachment never becomes the public logo.
    const alice = await h.token('alice');
    const hers = await upload('mine.png', 'image/png', PNG, {}, alice);
    const refused = await save(hers.data.id);
    expect(refused.code).toBe(14);
    expect(refused.data.reqFieldErrorList[0]).toMatchObject({ fields: 'logoFileId', message: 'Upload a PNG, JPEG, GIF or WebP image (up to 1 MB)' });
    expect((await save('00000000-0000-0000-0000-000000000000')).code).toBe(14);

    expect((await save(up.data.id)).code).toBe(0);
    const tenant = (await h.post('/api/tenant/queryCurrentTenant', {}, { token: alice })).data;
    expect(tenant.logoUrl).toMatch(new RegExp(`^/api/tenant/logo/[^/]+/${up.data.id}$`));
    const shown = await h.app.inject({ method: 'GET', url: tenant.logoUrl });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    // Only the saved logo is served this way: another file of the company, or the logo under another company, is not found.
    expect(JSON.parse((await h.app.inject({ method: 'GET', url: tenant.logoUrl.replace(up.data.id, hers.data.id) })).body).code).toBe(404);
    expect(JSON.parse((await h.app.inject({ method: 'GET', url: `/api/tenant/logo/globex/${up.data.id}` })).body).code).toBe(404);
    expect((await h.post('/api/tenant/getTenantSystemConfig', {}, { token: admin })).data.logoFileId).toBe(up.data.id);

    expect((await save(null)).code).toBe(0);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: alice })).data.logoUrl).toBeNull();
    expect(JSON.parse((await h.app.inject({ method: 'GET', url: tenant.logoUrl })).body).code).toBe(404);
  });
});
