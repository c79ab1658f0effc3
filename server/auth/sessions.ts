import type { DataAccess, SessionWithUser } from '../data';
import { errors } from '../errors';
import { createToken, hashToken } from './token';
import { cachedSession, sessionTouched } from './session-cache';

/** A session lives a day (the shell keeps its token cookie one day). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay cheap. */
const TOUCH_EVERY_MS = 5_000;

/** Starts a session and returns the raw token; only its hash is stored. */
export async function startSession(data: DataAccess, tenantId: string, userId: number, now = Date.now()): Promise<string> {
  const token = createToken();
  await data.identity.createSession({ tokenHash: hashToken(token), tenantId, userId, now, expiresAt: now + SESSION_TTL_MS });
  return token;
}

/** When the session idle-locks unless it is used before (epoch ms). */
export function lockDeadline(session: Pick<SessionWithUser, 'time2lock' | 'last_seen_at'>): number {
  return session.last_seen_at + Math.max(60, session.time2lock || 3600) * 1000 + 1;
}

export interface ResolvedSession {
  session: SessionWithUser;
  /** Idle longer than the user's lock time. */
  locked: boolean;
}

/**
 * Looks a token up; missing, unknown or expired tokens are code 4. Requests read
 * through the short-lived session cache, valid while the database's cache `stamp`
 * (read by the request) stays; `fresh` (the socket's re-checks, rare) reads the database.
 */
export async function resolveSession(data: DataAccess, token: unknown, now = Date.now(), fresh = false, stamp?: number): Promise<ResolvedSession> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw errors.sessionInvalid();
  const hash = hashToken(token);
  const load = data.identity.findSession;
  let session = await cachedSession(hash, now, load, fresh, stamp);
  // The cached activity time may be old: another server process may have served this session since.
  if (session && !fresh && now >= lockDeadline(session)) session = await cachedSession(hash, now, load, true, stamp);
  if (!session || session.expires_at <= now) throw errors.sessionInvalid();
  return { session, locked: now >= lockDeadline(session) };
}

/** Records activity; skipped when the last write was moments ago. */
export async function touchSession(data: DataAccess, session: SessionWithUser, now = Date.now()): Promise<void> {
  if (now - session.last_seen_at < TOUCH_EVERY_MS) return;
  await data.identity.touchSession(session.id, now);
  sessionTouched(session.id, now);
}
