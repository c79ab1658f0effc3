import { hashToken } from '../../../server/auth/index';
import type { Harness } from './harness';

/** Asks for a slider puzzle and reads its answer where the server keeps it (as a person reads the picture). */
export async function puzzleWithAnswer(h: Harness): Promise<{ token: string; x: number }> {
  const res = await h.post('/api/captcha/get', { captchaType: 'blockPuzzle' });
  if (res.code !== 0) throw new Error(`captcha/get: ${res.msg}`);
  const row = await h.db.selectFrom('auth_challenges').select('payload').where('id_hash', '=', hashToken(res.data.token)).executeTakeFirstOrThrow();
  return { token: res.data.token, x: (JSON.parse(row.payload) as { x: number }).x };
}

/** Solves one slider puzzle: answers a single-use captchaVerification. */
export async function solveSlider(h: Harness): Promise<string> {
  const { token, x } = await puzzleWithAnswer(h);
  const res = await h.post('/api/captcha/check', { captchaType: 'blockPuzzle', token, x: x + 2 });
  if (res.code !== 0) throw new Error(`captcha/check: ${res.msg}`);
  return res.data.captchaVerification;
}
