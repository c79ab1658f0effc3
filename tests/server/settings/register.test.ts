import { bundledPacks } from '@schemas';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { solveSlider } from '../support/captcha';

const CREDIT = '91350100M000100Y43';

describe.each(databases())('registration of a new company ($name)', (target) => {
  let h: Harness;
  const lastCode = (mobile: string) => {
    const lines = readFileSync(join(h.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    return lines.filter((l) => l.mobile === mobile).at(-1).code as string;
  };
  const form = (over: Record<string, unknown> = {}) => ({
    corpName: 'Initech', fullName: 'Peter Gibbons', creditCode: CREDIT, mobile: '13312345678', authCode: '000000',
    password: 'Tps2024', agreement: true, recommendCode: 'AGENT7', ...over,
  });

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('refuses bad fields one by one, a wrong code and a second code within 59 s', async () => {
    const bad = await h.post('/api/register/commitSimpleRegisterInfo', form({ corpName: '', creditCode: '91350100M000100Y40', mobile: '123', agreement: false, password: 'x' }), { lang: 'en-US' });
    expect(bad.code).toBe(14);
    expect(Object.fromEntries(bad.data.reqFieldErrorList.map((e: any) => [e.fields, e.message]))).toEqual({
      corpName: 'This field is required', creditCode: 'The unified social credit code is not valid', mobile: 'Enter an 11-digit mobile number',
      password: 'The password must be 6-18 letters and digits', agreement: 'Please read and accept the user agreement',
    });
    // Sending a code needs a passed slider check (spec 000 section 2.12).
    expect((await h.post('/api/register/registerSendAuthCode', { mobile: '13312345678' })).code).toBe(428);
    expect((await h.post('/api/register/registerSendAuthCode', { mobile: '13312345678', captchaVerification: await solveSlider(h) })).code).toBe(0);
    expect((await h.post('/api/register/registerSendAuthCode', { mobile: '13312345678', captchaVerification: await solveSlider(h) }, { lang: 'en-US' })).code).toBe(409);
    const code = lastCode('13312345678');
    const wrong = await h.post('/api/register/commitSimpleRegisterInfo', form({ authCode: code === '000000' ? '111111' : '000000' }), { lang: 'en-US' });
    expect(wrong.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'authCode', message: 'The code is wrong or has expired' })]);
  });

  it('creates the company with its administrator, default roles, console menus and every bundled pack', async () => {
    const ok = await h.post('/api/register/commitSimpleRegisterInfo', form({ authCode: lastCode('13312345678') }));
    expect(ok.code).toBe(0);
    const token = ok.data.token as string;
    const tenant = await h.post('/api/tenant/queryCurrentTenant', {}, { token });
    expect(tenant.data).toMatchObject({ corpName: 'Initech', settingFlag: 0 });
    const me = await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token });
    expect(me.data).toMatchObject({ fullName: 'Peter Gibbons', mobilePhone: '13312345678', roles: ['admin'] });
    const roles = await h.post('/api/sys/role/getSysRolePage', { current: 1, size: 20 }, { token });
    // the default roles, plus the roles the bundled packs bring
    const packRoles = bundledPacks.flatMap((p) => (p.roles ?? []).map((r) => r.code));
    expect(roles.data.records.map((r: any) => r.code).sort()).toEqual([...new Set(['admin', 'approver', 'finance', 'staff', ...packRoles])].sort());
    const menus = await h.post('/api/sys/getMenuTreetByUser', {}, { token });
    const codes = JSON.stringify(menus.data.menuTree);
    expect(codes).toContain('S903010300000000');
    expect(codes).toContain('"function":"reimbursement"');
    expect((await h.login(ok.data.userName, 'Tps2024')).code).toBe(0);
    // Acme's data stays out of reach.
    expect((await h.post('/api/sys/user/getSysUserPage', { current: 1, size: 50 }, { token })).data.records.map((r: any) => r.userName)).toEqual([ok.data.userName]);
  });

  it('asks before registering a company twice; going on makes a second one', async () => {
    expect((await h.post('/api/register/commitSimpleRegisterInfo', form({ mobile: '13312340000' }), { lang: 'en-US' }))).toMatchObject({
      code: 409, msg: 'The company "Initech" is already registered: sign in, or continue', data: { registered: true },
    });
    await h.post('/api/register/registerSendAuthCode', { mobile: '13312340000', captchaVerification: await solveSlider(h) });
    const again = await h.post('/api/register/commitSimpleRegisterInfo', form({ mobile: '13312340000', force: true, authCode: lastCode('13312340000'), creditCode: '91110108MA01ABCD1E' }));
    expect(again.code).toBe(0);
  });
});
