import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

describe.each(databases())('forgot and change password by SMS ($name)', { timeout: 240_000 }, (target) => {
  let h: Harness;
  const outbox = (): { mobile: string; purpose: string; code: string }[] => {
    const file = join(h.dataDir, 'sms-outbox.jsonl');
    return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
  };
  const lastCode = (mobile: string, purpose: string) => outbox().filter((m) => m.mobile === mobile && m.purpose === purpose).at(-1)?.code;
  const fieldsOf = (data: { reqFieldErrorList: { fields: string }[] }) => data.reqFieldErrorList.map((e) => e.fields);

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('sends a reset code only to a mobile with an account, answering alike for others', async () => {
    expect((await h.post('/api/auth/forgotPasswordSendAuthCode', { mobile: '13800000002' })).code).toBe(0);
    expect((await h.post('/api/auth/forgotPasswordSendAuthCode', { mobile: '13712345678' })).code).toBe(0);
    expect(lastCode('13800000002', 'resetPassword')).toMatch(/^\d{6}$/);
    expect(lastCode('13712345678', 'resetPassword')).toBeUndefined();
    expect((await h.post('/api/auth/forgotPasswordSendAuthCode', { mobile: '13800000002' })).code).toBe(409);
    expect((await h.post('/api/auth/forgotPasswordSendAuthCode', { mobile: '123' })).code).toBe(14);
  });

  it('resets the password with the code: the old one and old sessions stop working, the new one signs in', async () => {
    const oldToken = (await h.login('alice')).data.token;
    const code = lastCode('13800000002', 'resetPassword')!;
    const reset = (body: Record<string, string>, lang?: string) =>
      h.post('/api/admin/user/resetPasswdByMobile', { mobile: '13800000002', authCode: code, passwd: 'Fresh2026', newPasswd: 'Fresh2026', ...body }, { lang });
    const differ = await reset({ newPasswd: 'Fresh2027' }, 'en-US');
    expect(differ.code).toBe(14);
    expect(differ.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'newPasswd', message: 'The two passwords differ' })]);
    const weak = await reset({ passwd: 'abc', newPasswd: 'abc' });
    expect(fieldsOf(weak.data)).toEqual(['passwd']);
    const wrongCode = await reset({ authCode: code === '000000' ? '111111' : '000000' });
    expect(fieldsOf(wrongCode.data)).toEqual(['authCode']);
    // Nothing changed so far.
    expect((await h.login('alice')).code).toBe(0);
    expect((await reset({})).code).toBe(0);
    expect((await h.login('alice')).code).toBe(401);
    expect((await h.login('alice', 'Fresh2026')).code).toBe(0);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: oldToken })).code).toBe(4);
    // The code works once.
    expect(fieldsOf((await reset({ passwd: 'Other2026', newPasswd: 'Other2026' })).data)).toEqual(['authCode']);
  });

  it('applies the company\'s password policy to a reset', async () => {
    await h.db.updateTable('tenants').set({ password_policy: 'strong' }).where('id', '=', 'acme').execute();
    try {
      const res = await h.post('/api/admin/user/resetPasswdByMobile', { mobile: '13800000003', authCode: '123456', passwd: 'abcdefg', newPasswd: 'abcdefg' });
      expect(res.code).toBe(14);
      expect(res.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'passwd', message: '密码须同时包含字母和数字' })]);
    } finally {
      await h.db.updateTable('tenants').set({ password_policy: 'basic' }).where('id', '=', 'acme').execute();
    }
  });

  it('changes the signed-in user\'s password with a code sent to their own mobile, ending every session', async () => {
    const token = (await h.login('bob')).data.token;
    const other = (await h.login('bob')).data.token;
    // The code goes to bob's own mobile whatever the payload names.
    expect((await h.post('/api/auth/resetPasswordSendAuthCode', { mobile: '13800000002', tenantId: 'acme' }, { token })).code).toBe(0);
    const code = lastCode('13800000003', 'changePassword')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(lastCode('13800000002', 'changePassword')).toBeUndefined();
    const change = (body: Record<string, string>) =>
      h.post('/api/admin/user/updatePasswdByAuthCode', { mobile: '13800000003', authCode: code, passwd: 'Bob2026x', newPasswd: 'Bob2026x', ...body }, { token });
    expect(fieldsOf((await change({ authCode: code === '000000' ? '111111' : '000000' })).data)).toEqual(['authCode']);
    expect(fieldsOf((await change({ newPasswd: 'Bob2026y' })).data)).toEqual(['newPasswd']);
    expect((await change({})).code).toBe(0);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token })).code).toBe(4);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: other })).code).toBe(4);
    expect((await h.login('bob')).code).toBe(401);
    expect((await h.login('bob', 'Bob2026x')).code).toBe(0);
    expect((await h.post('/api/auth/resetPasswordSendAuthCode', {})).code).toBe(4);
  });
});

describe.each(databases())('tenant selector: default company ($name)', { timeout: 120_000 }, (target) => {
  it('makes one of the user\'s companies the one a plain sign-in enters, and refuses a foreign one', async () => {
    const h = await createHarness(target);
    try {
      const token = (await h.login('admin')).data.token;
      expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token })).data.id).toBe('acme');
      expect((await h.post('/api/admin/user/setDefaultTenant', { tenantId: 'initech' }, { token })).code).toBe(403);
      expect((await h.post('/api/admin/user/setDefaultTenant', { tenantId: 'globex' }, { token })).code).toBe(0);
      const next = (await h.login('admin')).data.token;
      expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: next })).data.id).toBe('globex');
    } finally {
      await h.close();
    }
  });
});
