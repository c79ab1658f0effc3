import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/** GET /version.json (spec 000 section 7.3) and the browser error log (section 8.3). */
describe.each(databases())('shell services ($name)', (target) => {
  let h: Harness;
  let dist = '';
  beforeAll(async () => {
    h = await createHarness(target);
    dist = join(h.dataDir, 'no-dist');
    mkdirSync(dist, { recursive: true });
  });
  afterAll(async () => { await h?.close(); });

  it('answers the envelope with data.data the build version, read afresh after a deploy, never cached', async () => {
    writeFileSync(join(dist, 'build-version.json'), JSON.stringify({ version: 'v1' }));
    const first = await h.app.inject({ method: 'GET', url: '/version.json?_t=1700000000000' });
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ code: 0, data: { data: 'v1' } });
    writeFileSync(join(dist, 'build-version.json'), JSON.stringify({ version: 'v2' }));
    expect((await h.app.inject({ method: 'GET', url: '/version.json?_t=2' })).json().data.data).toBe('v2');
    expect((await h.app.inject({ method: 'GET', url: '/version.json?_t=x&evil=1' })).json().code).not.toBe(0);
    // Between deploys the file is not read again: contents changed behind an unchanged time and size are not seen.
    const file = join(dist, 'build-version.json');
    const stamp = new Date(Date.UTC(2020, 0, 1));
    utimesSync(file, stamp, stamp);
    expect((await h.app.inject({ method: 'GET', url: '/version.json?_t=3' })).json().data.data).toBe('v2');
    writeFileSync(file, JSON.stringify({ version: 'v3' }));
    utimesSync(file, stamp, stamp);
    expect((await h.app.inject({ method: 'GET', url: '/version.json?_t=4' })).json().data.data).toBe('v2');
  });

  it('logs script errors of signed-in users; administrators read them, staff may not; bad input is refused', async () => {
    const alice = await h.token('alice');
    const entry = { type: 'script', code: 0, message: 'TypeError: x is undefined', stack: 'at f (app.js:1:2)', url: 'http://host/workbench' };
    expect((await h.post('/api/sysOplog/saveErrorLogger', entry, { token: alice })).code).toBe(0);
    expect((await h.post('/api/sysOplog/saveErrorLogger', entry)).code).toBe(4);
    expect((await h.post('/api/sysOplog/saveErrorLogger', { ...entry, message: '' }, { token: alice })).code).not.toBe(0);
    expect((await h.post('/api/sysOplog/saveErrorLogger', { ...entry, extra: 1 }, { token: alice })).code).not.toBe(0);
    const admin = await h.token('admin');
    const page = await h.post('/api/sysOplog/errorLoggerPage', { current: 1, size: 10 }, { token: admin });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ type: 'script', code: 0, message: entry.message, stack: entry.stack, url: entry.url });
    expect((await h.post('/api/sysOplog/errorLoggerPage', { current: 1, size: 10 }, { token: alice })).code).not.toBe(0);
    const gadmin = await h.token('gadmin');
    expect((await h.post('/api/sysOplog/errorLoggerPage', { current: 1, size: 10 }, { token: gadmin })).data.total).toBe(0);
  });

  it('signs in by phone and SMS code: 6 digits from the outbox, single use, resend after 59 s, unknown mobiles told nothing', async () => {
    const outbox = () => (existsSync(join(h.dataDir, 'sms-outbox.jsonl')) ? readFileSync(join(h.dataDir, 'sms-outbox.jsonl'), 'utf8') : '')
      .split('\n').filter(Boolean).map((l) => JSON.parse(l) as { mobile: string; purpose: string; code: string });
    expect((await h.post('/api/auth/loginSendAuthCode', { mobile: '13900009999' })).code).toBe(0);
    expect(outbox().filter((m) => m.mobile === '13900009999')).toEqual([]);
    expect((await h.post('/api/auth/loginSendAuthCode', { mobile: 'abc' })).code).toBe(14);

    expect((await h.post('/api/auth/loginSendAuthCode', { mobile: ' 13800000002 ' })).code).toBe(0);
    const sent = outbox().filter((m) => m.mobile === '13800000002' && m.purpose === 'login');
    expect(sent).toHaveLength(1);
    expect(sent[0].code).toMatch(/^\d{6}$/);
    expect((await h.post('/api/auth/loginSendAuthCode', { mobile: '13800000002' })).code).not.toBe(0);

    const wrong = sent[0].code === '000000' ? '111111' : '000000';
    expect((await h.post('/api/auth/mobileLogin', { mobile: '13800000002', authCode: wrong })).code).toBe(14);
    const signedIn = await h.post('/api/auth/mobileLogin', { mobile: '13800000002', authCode: sent[0].code });
    expect(signedIn.code).toBe(0);
    const me = await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: signedIn.data.token });
    expect(me.data.fullName).toBe('Alice Staff');
    expect((await h.post('/api/auth/mobileLogin', { mobile: '13800000002', authCode: sent[0].code })).code).toBe(14);
  });
});
