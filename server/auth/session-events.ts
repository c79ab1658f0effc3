/** Called with the user whose sessions were ended, locked or unlocked; `remote` when another server process said so. */
type Listener = (userId: number, remote: boolean) => void;

const listeners = new Set<Listener>();

/**
 * Tells this process's listeners (the session cache, the socket) that a user's
 * sessions changed: signed out, disabled, switched company, unlocked or ended
 * after wrong unlock passwords. Open sockets of that user re-check their
 * session at once instead of at the next ping. The cluster bus
 * (server/cluster) carries local changes to the other server processes and
 * replays theirs here with `remote` set.
 */
export function sessionsChanged(userId: number, remote = false): void {
  for (const l of listeners) l(userId, remote);
}

/** Subscribes to `sessionsChanged`; returns the unsubscribe function. */
export function onSessionsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
