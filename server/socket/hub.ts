/** The smallest socket surface the hub needs (ws's WebSocket fits). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/**
 * Open sockets by tenant and user. A user may have several tabs open; each
 * gets every push. Plain object, no Fastify: the routes feed it.
 */
export function createSocketHub() {
  const byUser = new Map<string, Set<HubSocket>>();
  const keyOf = (tenantId: string, userId: number) => `${tenantId}\u0000${userId}`;
  /** Per user (every company): how each open connection re-checks its session. */
  const rechecks = new Map<number, Set<() => void>>();

  return {
    /** Registers a connection (and how it re-checks its session); the returned function unregisters it. */
    add(tenantId: string, userId: number, socket: HubSocket, recheck?: () => void): () => void {
      const key = keyOf(tenantId, userId);
      let set = byUser.get(key);
      if (!set) byUser.set(key, (set = new Set()));
      set.add(socket);
      let checks = rechecks.get(userId);
      if (recheck) {
        if (!checks) rechecks.set(userId, (checks = new Set()));
        checks.add(recheck);
      }
      return () => {
        set!.delete(socket);
        if (!set!.size) byUser.delete(key);
        if (recheck && checks) {
          checks.delete(recheck);
          if (!checks.size) rechecks.delete(userId);
        }
      };
    },

    /** Asks every open connection of the user to re-check its session now (signed out, disabled, unlocked). */
    recheck(userId: number): void {
      for (const check of [...(rechecks.get(userId) ?? [])]) check();
    },

    /** Sends one JSON frame to every open connection of the user; returns how many got it. */
    push(tenantId: string, userId: number, frame: unknown): number {
      const set = byUser.get(keyOf(tenantId, userId));
      if (!set) return 0;
      const text = JSON.stringify(frame);
      let sent = 0;
      for (const s of set) {
        if (s.readyState !== OPEN) continue;
        s.send(text);
        sent += 1;
      }
      return sent;
    },

    /** Open connections of one user (tests, diagnostics). */
    count(tenantId: string, userId: number): number {
      return byUser.get(keyOf(tenantId, userId))?.size ?? 0;
    },

    closeAll(code = 1001, reason = 'server shutting down'): void {
      for (const set of byUser.values()) for (const s of set) s.close(code, reason);
      byUser.clear();
      rechecks.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
