/** Called with the user whose sessions were ended, locked or unlocked. */
type Listener = (userId: number) => void;

const listeners = new Set<Listener>();

/**
 * Tells this process's listeners (the socket) that a user's sessions changed:
 * signed out, disabled, switched company, unlocked or ended after wrong unlock
 * passwords. Open sockets of that user re-check their session at once instead
 * of at the next ping. Another server process notices at its sockets' next
 * ping or lock deadline.
 */
export function sessionsChanged(userId: number): void {
  for (const l of listeners) l(userId);
}

/** Subscribes to `sessionsChanged`; returns the unsubscribe function. */
export function onSessionsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
