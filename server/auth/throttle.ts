import type { AuthGuardData } from '../data';
import { errors } from '../errors';

/** Limits of failed sign-in and unlock attempts (docs/security.md). */
export const throttlePolicy = Object.freeze({
  /** Failures are counted over this window; a quiet window starts afresh. */
  windowMs: 15 * 60 * 1000,
  /** Failures on one account before each further one is delayed. */
  accountFreeFailures: 5,
  /** Failures from one address (any account) before each further one is delayed. */
  addressFreeFailures: 20,
  /** Failures on an account after which each sign-in needs the slider check (and wrong unlock passwords before a delay). */
  sliderAfterFailures: 3,
  /** Failures from one address (any account) after which each sign-in from it needs the slider check. */
  sliderAfterAddressFailures: 10,
  /** The first delay; it doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  /** Wrong unlock passwords a session survives; the next one ends it. */
  unlockMaxFailures: 5,
});

export const loginAccountKey = (userName: string) => `login:acct:${userName.trim().toLowerCase()}`;
export const loginAddressKey = (address: string) => `login:addr:${address}`;
export const unlockKey = (sessionId: number) => `unlock:${sessionId}`;

/** Throws `tooManyAttempts` when any of the keys is blocked now. */
export async function assertNotBlocked(guards: AuthGuardData, keys: string[], now = Date.now()): Promise<void> {
  let until = 0;
  for (const key of keys) until = Math.max(until, (await guards.readThrottle(key))?.blockedUntil ?? 0);
  if (until > now) throw errors.tooManyAttempts(Math.ceil((until - now) / 1000));
}

/** Counts one failure under `key`; past `free` failures the key is blocked for a doubling delay. Returns the count. */
export async function recordFailure(guards: AuthGuardData, key: string, free: number, now = Date.now()): Promise<number> {
  const seen = await guards.readThrottle(key);
  const fresh = !seen || now - seen.firstFailureAt > throttlePolicy.windowMs;
  const failures = fresh ? 1 : seen.failures + 1;
  const over = failures - free;
  const delay = over > 0 ? Math.min(throttlePolicy.maxDelayMs, throttlePolicy.baseDelayMs * 2 ** Math.min(over - 1, 30)) : 0;
  await guards.writeThrottle(key, { failures, firstFailureAt: fresh ? now : seen.firstFailureAt, blockedUntil: delay ? now + delay : 0 });
  if (fresh) await guards.purgeThrottle(now - throttlePolicy.windowMs - throttlePolicy.maxDelayMs);
  return failures;
}

/** Failures counted under `key` in the current window. */
export async function failuresOf(guards: AuthGuardData, key: string, now = Date.now()): Promise<number> {
  const seen = await guards.readThrottle(key);
  return seen && now - seen.firstFailureAt <= throttlePolicy.windowMs ? seen.failures : 0;
}

export interface RiskLevel {
  /** 1: the next sign-in needs a passed slider check (spec 000 `getLoginRiskControlLevel`). */
  level: 0 | 1;
  retryAfterSeconds: number;
}

/** How risky the next sign-in from this address (and for this account, when named) is. */
export async function loginRiskLevel(guards: AuthGuardData, address: string, userName: string | undefined, now = Date.now()): Promise<RiskLevel> {
  const byAddress = await failuresOf(guards, loginAddressKey(address), now);
  const byAccount = userName ? await failuresOf(guards, loginAccountKey(userName), now) : 0;
  let blockedUntil = 0;
  for (const key of [loginAddressKey(address), ...(userName ? [loginAccountKey(userName)] : [])]) {
    blockedUntil = Math.max(blockedUntil, (await guards.readThrottle(key))?.blockedUntil ?? 0);
  }
  const slider = byAccount >= throttlePolicy.sliderAfterFailures || byAddress >= throttlePolicy.sliderAfterAddressFailures;
  return { level: slider ? 1 : 0, retryAfterSeconds: Math.max(0, Math.ceil((blockedUntil - now) / 1000)) };
}
