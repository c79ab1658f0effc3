import { idOf, tenantOf, userOf, type ClusterBus } from '../cluster';
import type { DataAccess } from '../data';
import { toDelivered } from '../messages';
import type { SocketHub } from './hub';

type Subscribe = (listener: (tenantId: string, userId: number, msg: unknown) => void) => () => void;

/**
 * Letters across server processes: a letter written here is announced as
 * `letter` {t, u, id}; one announced by another process is read from the
 * database and pushed to this process's sockets of that user (if it holds any).
 */
export function relayLetters(bus: ClusterBus, data: DataAccess, hub: SocketHub, subscribe: Subscribe, onError: (err: unknown) => void): () => void {
  const stopLocal = subscribe((tenantId, userId, msg) => {
    const id = idOf((msg as { id?: unknown } | null)?.id);
    if (id !== undefined) bus.publish('letter', { t: tenantId, u: userId, id });
  });
  const stopRemote = bus.subscribe('letter', (p) => {
    const t = tenantOf(p);
    const u = userOf(p);
    const id = idOf(p.id);
    if (t === undefined || u === undefined || id === undefined || !hub.count(t, u)) return;
    data.forTenant(t).messages.one(u, id).then((row) => {
      if (row) hub.push(t, u, { type: 'message', data: toDelivered(row) });
    }, onError);
  });
  return () => {
    stopLocal();
    stopRemote();
  };
}
