import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

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
      corpName: 'Acme Group', logoUrl: '/logo.png', time2Lock: 900, passwordPolicy: 'strong',
    }, { token: admin });
    expect(saved.code).toBe(0);
    const alice = await h.token('alice');
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: alice })).data).toMatchObject({ corpName: 'Acme Group', logoUrl: '/logo.png' });
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
});
