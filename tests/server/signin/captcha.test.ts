import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPolicy } from '../../../server/auth/index';
import { databases } from '../support/databases';
import { createHarness, type Envelope, type Harness } from '../support/harness';
import { puzzleWithAnswer, solveSlider } from '../support/captcha';

describe.each(databases())('slider human check ($name)', { timeout: 240_000 }, (target) => {
  let h: Harness;
  const check = (token: string, x: number) => h.post('/api/captcha/check', { captchaType: 'blockPuzzle', token, x });
  const risk = (userName: string) => h.post('/api/auth/getLoginRiskControlLevel', { userName });
  const loginWith = (userName: string, password: string, captchaVerification?: string) =>
    h.post('/api/auth/login', captchaVerification ? { userName, password, captchaVerification } : { userName, password });
  const clearAddress = () => h.db.deleteFrom('auth_throttle').where('key', 'like', 'login:addr:%').execute();

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('answers a puzzle: two PNG images of the promised size, a token, and never the answer', async () => {
    const res = await h.post('/api/captcha/get', { captchaType: 'blockPuzzle' });
    expect(res.code).toBe(0);
    const { originalImageBase64, jigsawImageBase64, width, height, pieceWidth, token } = res.data;
    const bg = Buffer.from(originalImageBase64, 'base64');
    const piece = Buffer.from(jigsawImageBase64, 'base64');
    expect(bg.subarray(1, 4).toString()).toBe('PNG');
    expect(piece.subarray(1, 4).toString()).toBe('PNG');
    expect([bg.readUInt32BE(16), bg.readUInt32BE(20)]).toEqual([width, height]);
    expect([piece.readUInt32BE(16), piece.readUInt32BE(20)]).toEqual([pieceWidth, height]);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Object.keys(res.data).sort()).toEqual(['captchaType', 'expiresInSeconds', 'height', 'jigsawImageBase64', 'originalImageBase64', 'pieceWidth', 'token', 'width']);
  });

  it('accepts a drop within the tolerance once; a second check of the same puzzle fails', async () => {
    const { token, x } = await puzzleWithAnswer(h);
    const ok = await check(token, x - captchaPolicy.tolerancePx);
    expect(ok.code).toBe(0);
    expect(ok.data.captchaVerification).toMatch(/^[\w-]{43}$/);
    const again = await check(token, x);
    expect(again.code).toBe(400);
    expect(again.msg).toBe('验证失败，请重试');
  });

  it('refuses a drop beyond the tolerance, and the puzzle is gone after that one try', async () => {
    const { token, x } = await puzzleWithAnswer(h);
    const wrong = await h.post('/api/captcha/check', { token, x: x + captchaPolicy.tolerancePx + 1 }, { lang: 'en-US' });
    expect(wrong).toMatchObject({ code: 400, msg: 'Verification failed, please try again' });
    expect((await check(token, x)).code).toBe(400);
  });

  it('refuses an expired puzzle and bounds the puzzles one address holds', async () => {
    const { token, x } = await puzzleWithAnswer(h);
    await h.db.updateTable('auth_challenges').set({ expires_at: Date.now() - 1 }).execute();
    expect((await check(token, x)).code).toBe(400);
    for (let i = 0; i < captchaPolicy.perAddress + 5; i++) await h.post('/api/captcha/get', {});
    const live = await h.db.selectFrom('auth_challenges').select('id_hash').where('kind', '=', 'captcha').execute();
    expect(live.length).toBe(captchaPolicy.perAddress);
  });

  it('requires a passed check once an account has failed three times, spends it on each try, and forgets on success', async () => {
    for (let i = 0; i < 3; i++) expect((await loginWith('erin', 'wrong-password')).code).toBe(401);
    expect((await risk('erin')).data).toMatchObject({ level: 1, sliderRequired: true });
    // Right password, no check: refused before the password is even looked at.
    const refused = await loginWith('erin', 'Demo1234');
    expect(refused).toMatchObject({ code: 428, msg: '人机验证失败，请先完成滑块验证', data: { sliderRequired: true } });
    expect((await h.post('/api/auth/login', { userName: 'erin', password: 'Demo1234' }, { lang: 'en-US' })).msg)
      .toBe('Man-machine verification failed: please complete the slider check first');
    expect((await loginWith('erin', 'Demo1234', 'x'.repeat(43))).code).toBe(428);
    // A passed check is spent by a wrong password too...
    const pass = await solveSlider(h);
    expect((await loginWith('erin', 'wrong-password', pass)).code).toBe(401);
    expect((await loginWith('erin', 'Demo1234', pass)).code).toBe(428);
    // ...and a fresh one lets the right password in; the account starts afresh.
    expect((await loginWith('erin', 'Demo1234', await solveSlider(h))).code).toBe(0);
    expect((await risk('erin')).data.level).toBe(0);
    expect((await loginWith('erin', 'Demo1234')).code).toBe(0);
    await clearAddress();
  });

  it('other accounts are not asked until the address itself has failed ten times', async () => {
    for (let i = 0; i < 9; i++) expect((await loginWith(`ghost${i}`, 'wrong-password')).code).toBe(401);
    expect((await risk('frank')).data.level).toBe(0);
    expect((await loginWith('ghost9', 'wrong-password')).code).toBe(401);
    expect((await risk('frank')).data.level).toBe(1);
    expect((await loginWith('frank', 'Demo1234')).code).toBe(428);
    expect((await loginWith('frank', 'Demo1234', await solveSlider(h))).code).toBe(0);
    await clearAddress();
  });

  it('a check passed from one address does not serve another', async () => {
    for (let i = 0; i < 3; i++) await loginWith('dave', 'wrong-password');
    const pass = await solveSlider(h);
    const res = await h.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress: '10.1.2.3',
      payload: { userName: 'dave', password: 'Demo1234', captchaVerification: pass },
    });
    expect((res.json() as Envelope).code).toBe(428);
    await h.db.deleteFrom('auth_throttle').execute();
  });

  it('asks for the check before sending a registration code', async () => {
    const bare = await h.post('/api/register/registerSendAuthCode', { mobile: '13312349999' });
    expect(bare.code).toBe(428);
    const sent = await h.post('/api/register/registerSendAuthCode', { mobile: '13312349999', captchaVerification: await solveSlider(h) });
    expect(sent.code).toBe(0);
  });
});
