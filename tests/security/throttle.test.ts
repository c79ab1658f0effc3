import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/index';
import { databases } from '../server/support/databases';
import { createHarness, type Envelope, type Harness } from '../server/support/harness';
import { solveSlider } from '../server/support/captcha';

describe.each(databases())('sign-in and unlock throttling ($name)', { timeout: 240_000 }, (target) => {
  let h: Harness;
  const unblock = () => h.db.updateTable('auth_throttle').set({ blocked_until: 0 }).execute();
  const risk = (userName?: string) => h.post('/api/auth/getLoginRiskControlLevel', userName ? { userName } : {});
  /** A wrong password, with a solved slider once the account is asked for one (else it is refused with 428 before the password counts). */
  const wrongTry = async (userName: string) => {
    const captchaVerification = (await risk(userName)).data.level > 0 ? await solveSlider(h) : undefined;
    return h.post('/api/auth/login', { userName, password: 'wrong-password', ...(captchaVerification ? { captchaVerification } : {}) });
  };

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('blocks an account after repeated failures, asks for the slider, and forgets on success', async () => {
    expect((await risk('bob')).data).toEqual({ level: 0, sliderRequired: false, retryAfterSeconds: 0 });
    for (let i = 0; i < 3; i++) expect((await h.login('bob', 'wrong-password')).code).toBe(401);
    expect((await risk('bob')).data).toMatchObject({ level: 1, sliderRequired: true });
    expect((await h.login('bob', 'wrong-password')).code).toBe(428);
    for (let i = 0; i < 3; i++) expect((await wrongTry('bob')).code).toBe(401);
    // Now blocked: even the right password waits.
    const blocked = await h.login('bob');
    expect(blocked.code).toBe(429);
    expect((blocked.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((await risk('bob')).data.retryAfterSeconds).toBeGreaterThan(0);
    await unblock();
    // Unblocked, the account still needs the slider check (tests/server/signin/captcha.test.ts).
    expect((await h.login('bob')).code).toBe(428);
    expect((await h.post('/api/auth/login', { userName: 'bob', password: 'Demo1234', captchaVerification: await solveSlider(h) })).code).toBe(0);
    const left = await h.db.selectFrom('auth_throttle').select('key').where('key', '=', 'login:acct:bob').execute();
    expect(left).toEqual([]);
  });

  it('shares the limits between server processes through the database', async () => {
    // A second server on the same database sees the first one's failures.
    const shared = { db: h.db, dialect: h.dialect, close: async () => undefined };
    const second: FastifyInstance = await buildApp({ db: shared, dataDir: '/tmp/no-data', distDir: '/tmp/no-dist', seed: false });
    try {
      for (let i = 0; i < 6; i++) expect((await wrongTry('carol')).code).toBe(401);
      const res = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'carol', password: 'Demo1234' } });
      // The first server's failures reach the second: blocked (429) while the 1 s delay lasts, and asked
      // for the slider (428) after it; on a loaded machine the second answer can come after the delay.
      expect([428, 429]).toContain((res.json() as Envelope).code);
      const fresh = await second.inject({ method: 'POST', url: '/api/auth/getLoginRiskControlLevel', payload: { userName: 'carol' } });
      expect((fresh.json() as Envelope).data.level).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('ends the session after too many wrong unlock passwords', async () => {
    // Twelve failures from this address so far: start the address afresh so dave signs in without the slider.
    await h.db.deleteFrom('auth_throttle').execute();
    const token = (await h.login('dave')).data.token;
    const unlock = (password: string) => h.post('/api/auth/checkUserPwd', { password }, { token });
    for (let i = 0; i < 4; i++) expect((await unlock('wrong-password')).code).toBe(401);
    expect((await unlock('wrong-password')).code).toBe(429);
    await unblock();
    expect((await unlock('wrong-password')).code).toBe(4);
    expect((await unlock('Demo1234')).code).toBe(4);
  });

  it('bounds password hashing: a flood of sign-ins is partly refused as busy, never a crash', async () => {
    await h.db.deleteFrom('auth_throttle').execute();
    // At the suites' cheap cost (2^12) a hash ends in a few ms, before the flood has queued up on a
    // slow database; at the production cost each takes ~0.3 s, so the queue fills as it would live.
    const cost = process.env.PASSWORD_SCRYPT_LOG2N;
    process.env.PASSWORD_SCRYPT_LOG2N = '17';
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => h.login(`nobody${i}`, 'x'))).finally(() => {
      if (cost === undefined) delete process.env.PASSWORD_SCRYPT_LOG2N;
      else process.env.PASSWORD_SCRYPT_LOG2N = cost;
    });
    const codes = flood.map((r) => r.code);
    // Two hash, sixteen wait: the rest are refused as busy at once (the address limit is not reached yet).
    expect(flood.filter((r) => r.code === 429 && r.msg === '服务器繁忙，请稍后再试').length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
  });
});
