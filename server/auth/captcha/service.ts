import type { DataAccess } from '../../data';
import { errors } from '../../errors';
import { createToken, hashToken } from '../token';
import { makePuzzle, PUZZLE } from './puzzle';

/** The slider check's limits (docs/security.md). */
export const captchaPolicy = Object.freeze({
  /** A puzzle must be solved within this time, in one try. */
  puzzleTtlMs: 2 * 60_000,
  /** A passed check must be used (sign-in, registration code) within this time, once. */
  passTtlMs: 2 * 60_000,
  /** How far (image pixels) the piece may land from the hole and still count. */
  tolerancePx: 5,
  /** Live puzzles one address may hold; asking for more drops its oldest. */
  perAddress: 20,
});

const PUZZLE_KIND = 'captcha';
const PASS_KIND = 'captchaPass';

export interface PuzzleAnswer {
  token: string;
  captchaType: 'blockPuzzle';
  /** The picture with the hole and the piece strip, base64 PNG (the spec's slider calls, AJ-Captcha names). */
  originalImageBase64: string;
  jigsawImageBase64: string;
  width: number;
  height: number;
  pieceWidth: number;
  expiresInSeconds: number;
}

/** Makes a puzzle for an address and keeps its answer server-side under the token's hash. */
export async function createPuzzle(data: DataAccess, address: string, now = Date.now()): Promise<PuzzleAnswer> {
  await data.signIn.trimChallenges(address, PUZZLE_KIND, captchaPolicy.perAddress, now);
  const puzzle = makePuzzle();
  const token = createToken();
  await data.signIn.addChallenge({
    idHash: hashToken(token), kind: PUZZLE_KIND, payload: JSON.stringify({ x: puzzle.x, y: puzzle.y }),
    address, now, expiresAt: now + captchaPolicy.puzzleTtlMs,
  });
  return {
    token, captchaType: 'blockPuzzle',
    originalImageBase64: puzzle.background.toString('base64'), jigsawImageBase64: puzzle.piece.toString('base64'),
    width: PUZZLE.width, height: PUZZLE.height, pieceWidth: PUZZLE.piece, expiresInSeconds: captchaPolicy.puzzleTtlMs / 1000,
  };
}

/**
 * Checks where the piece was dropped. A puzzle allows one try: right or wrong it
 * is gone. Right (within the tolerance, same address, in time) answers a
 * single-use `captchaVerification` for the next sign-in or registration code.
 */
export async function checkPuzzle(data: DataAccess, token: string, x: number, address: string, now = Date.now()): Promise<string> {
  const found = await data.signIn.takeChallenge(hashToken(token), PUZZLE_KIND, now);
  if (!found || found.address !== address) throw errors.captchaFailed();
  const expected = JSON.parse(found.payload) as { x: number };
  if (!Number.isFinite(x) || Math.abs(x - expected.x) > captchaPolicy.tolerancePx) throw errors.captchaFailed();
  const pass = createToken();
  await data.signIn.addChallenge({ idHash: hashToken(pass), kind: PASS_KIND, payload: '{}', address, now, expiresAt: now + captchaPolicy.passTtlMs });
  return pass;
}

/** Spends a passed check: true once, for the address that solved it, within its life. */
export async function redeemPass(data: DataAccess, verification: unknown, address: string, now = Date.now()): Promise<boolean> {
  if (typeof verification !== 'string' || verification.length < 20 || verification.length > 200) return false;
  const found = await data.signIn.takeChallenge(hashToken(verification), PASS_KIND, now);
  return !!found && found.address === address;
}

/** Throws `captchaRequired` unless `verification` is a valid passed check. */
export async function requirePass(data: DataAccess, verification: unknown, address: string, now = Date.now()): Promise<void> {
  if (!(await redeemPass(data, verification, address, now))) throw errors.captchaRequired();
}
