import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/index';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

describe.each(databases())('auth and session ($name)', (target) => {
  let h: Harness;
  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('signs in with the demo password and stores only the token hash', async () => {
    const res = await h.login('alice');
    expect(res.code).toBe(0);
    const token = res.data.token;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await h.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const user = await h.db.selectFrom('users').select('password_hash').where('user_name', '=', 'alice').executeTakeFirstOrThrow();
    // The suites hash at 2^12 (PASSWORD_SCRYPT_LOG2N, tests/server/support/global-setup.ts).
    expect(user.password_hash).toMatch(/^scrypt\$4096\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('refuses a bad password and an unknown user alike, in the caller\'s language', async () => {
    const bad = await h.login('alice', 'wrong-pass', undefined);
    const unknown = await h.login('nobody');
    expect(bad.code).toBe(401);
    expect(unknown.code).toBe(401);
    expect(bad.msg).toBe(unknown.msg);
    expect(bad.data).toBeNull();
    const en = await h.post('/api/auth/login', { userName: 'alice', password: 'nope1234' }, { lang: 'en-US' });
    expect(en.msg).toBe('Wrong user name or password');
  });

  it('answers code 4 without a token or with an unknown one', async () => {
    expect((await h.post('/api/admin/user/getCurrentHrUserInfo')).code).toBe(4);
    expect((await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: 'x'.repeat(43) })).code).toBe(4);
  });

  it('returns the current user, colleagues and the current tenant', async () => {
    const token = await h.token('alice');
    const me = await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token });
    expect(me.code).toBe(0);
    expect(me.data).toMatchObject({ tenantId: 'acme', fullName: 'Alice Staff', time2Lock: 3600, roles: ['staff'] });
    const tenant = await h.post('/api/tenant/queryCurrentTenant', {}, { token });
    expect(tenant.data).toMatchObject({ id: 'acme', corpName: 'Acme Ltd' });
    const users = await h.post('/api/admin/user/queryUserList', { current: 1, size: 5 }, { token });
    expect(users.data.total).toBe(8); // admin, alice, bob, carol, dave, erin, frank, finance
    expect(users.data.records).toHaveLength(5);
    expect(users.data.records.map((u: { userName: string }) => u.userName)).not.toContain('mallory');
    const bobs = await h.post('/api/admin/user/queryUserList', { current: 1, size: 10, fullName: 'bob' }, { token });
    expect(bobs.data.records.map((u: { userName: string }) => u.userName)).toEqual(['bob']);
  });

  it('logs out: the token stops working', async () => {
    const { data } = await h.login('bob');
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: data.token })).code).toBe(0);
    expect((await h.post('/api/auth/logout', {}, { token: data.token })).code).toBe(0);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: data.token })).code).toBe(4);
  });

  it('locks an idle session (code 18) until the password is checked again', async () => {
    const { data } = await h.login('carol');
    const token = data.token;
    const twoHoursAgo = Date.now() - 2 * 3600 * 1000;
    await h.db.updateTable('sessions').set({ last_seen_at: twoHoursAgo }).where('token_hash', '=', hashToken(token)).execute();
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token })).code).toBe(18);
    expect((await h.post('/api/sys/getMenuTreetByUser', {}, { token })).code).toBe(18);
    expect((await h.post('/api/auth/checkUserPwd', { password: 'wrong-one' }, { token })).code).toBe(401);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token })).code).toBe(18);
    expect((await h.post('/api/auth/checkUserPwd', { password: '' }, { token })).code).toBe(400);
    expect((await h.post('/api/auth/checkUserPwd', { password: 'Demo1234' }, { token })).code).toBe(0);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token })).code).toBe(0);
  });

  it('lets a user of two companies pick one at sign-in and switch later', async () => {
    const admin = await h.login('admin', 'Demo1234', 'globex');
    expect(admin.code).toBe(0);
    const tenant = await h.post('/api/tenant/queryCurrentTenant', {}, { token: admin.data.token });
    expect(tenant.data.id).toBe('globex');
    const list = await h.post('/api/admin/user/getUserTenantByMobile', {}, { token: admin.data.token });
    expect(list.data).toEqual([
      { id: 'acme', tenantId: 'acme', corpName: 'Acme Ltd', checked: false },
      { id: 'globex', tenantId: 'globex', corpName: 'Globex Corp', checked: true },
    ]);
    const switched = await h.post('/api/admin/user/switchTenant', { tenantId: 'acme' }, { token: admin.data.token });
    expect(switched.code).toBe(0);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: switched.data.token })).data.id).toBe('acme');
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: admin.data.token })).code).toBe(4);

    const mallory = await h.token('mallory');
    expect((await h.post('/api/admin/user/switchTenant', { tenantId: 'acme' }, { token: mallory })).code).toBe(403);
    expect((await h.login('mallory', 'Demo1234', 'acme')).code).toBe(403);
  });
});
