import type { SessionWithUser } from '../data';
import { onSessionsChanged } from './session-events';

/** A session read from the database is reused this long (env SESSION_CACHE_MS, default 2 s; 0 turns the cache off). */
const ttlMs = () => {
  const n = Number(process.env.SESSION_CACHE_MS);
  return Number.isFinite(n) && n >= 0 ? n : 2_000;
};
/** At most this many sessions are cached; the oldest go first. */
const MAX_ENTRIES = 10_000;

const cache = new Map<string, { session: SessionWithUser; until: number; stamp?: number }>();

// Signing out, disabling, switching company, locking or unlocking a user drops their cached sessions at once.
onSessionsChanged((userId) => {
  for (const [hash, entry] of cache) if (entry.session.user_id === userId) cache.delete(hash);
});

/**
 * The session of a token hash: from the short-lived cache, else `load` (the
 * database). With `stamp` (the database's cache stamp, migration 025, read by
 * the request) an entry read under another stamp is read again: a deleted
 * session (sign-out, disabled member, password change) raises it, in any
 * process. Without it, a change made by another server process arrives through
 * the cluster bus; the lifetime bounds staleness if a notification is lost.
 */
export async function cachedSession(
  tokenHash: string, now: number, load: (tokenHash: string) => Promise<SessionWithUser | undefined>, fresh = false, stamp?: number,
): Promise<SessionWithUser | undefined> {
  const hit = cache.get(tokenHash);
  if (hit && hit.until > now && !fresh && hit.stamp === stamp) return hit.session;
  const session = await load(tokenHash);
  const ttl = ttlMs();
  if (!session || ttl === 0) {
    cache.delete(tokenHash);
    return session;
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(tokenHash, { session, until: now + ttl, stamp });
  return session;
}

/** Keeps a cached session's `last_seen_at` in step with the write that recorded activity. */
export function sessionTouched(sessionId: number, at: number): void {
  for (const entry of cache.values()) if (entry.session.id === sessionId) entry.session = { ...entry.session, last_seen_at: at };
}

/** Forgets every cached session (the cluster bus lost its line and may have missed a sign-out). */
export function forgetAllSessions(): void {
  cache.clear();
}

/** Forgets one session (deleted). */
export function forgetSession(sessionId: number): void {
  for (const [hash, entry] of cache) if (entry.session.id === sessionId) cache.delete(hash);
}
