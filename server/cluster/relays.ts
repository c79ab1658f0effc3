import { forgetAllSessions, onSessionsChanged, sessionsChanged } from '../auth';
import { invalidateAllLookups, invalidateLookups, onLookupsInvalidated } from '../lookups';
import { accessChanged, onAccessChanged } from '../menus';
import type { ClusterBus } from './bus';
import { tenantOf, userOf } from './payloads';

/**
 * Carries this process's invalidations to the other processes and replays
 * theirs here (with `remote` set, so they are not sent back):
 * - `sessions` {u}: a user signed out, was disabled, switched company, locked or unlocked;
 * - `access` {t}: roles, grants, members or menus of a tenant changed;
 * - `lookups` {t}: a tenant's dictionaries or published definitions changed.
 * After a lost line everything cached that these guard is dropped.
 * Returns the function that stops relaying.
 */
export function relayInvalidations(bus: ClusterBus): () => void {
  const stops = [
    onSessionsChanged((userId, remote) => { if (!remote) bus.publish('sessions', { u: userId }); }),
    bus.subscribe('sessions', (p) => { const u = userOf(p); if (u !== undefined) sessionsChanged(u, true); }),
    onAccessChanged((tenantId, remote) => { if (!remote) bus.publish('access', { t: tenantId }); }),
    bus.subscribe('access', (p) => { const t = tenantOf(p); if (t !== undefined) accessChanged(t, true); }),
    onLookupsInvalidated((tenantId, remote) => { if (!remote) bus.publish('lookups', { t: tenantId }); }),
    bus.subscribe('lookups', (p) => { const t = tenantOf(p); if (t !== undefined) invalidateLookups(t, true); }),
    bus.onGap(() => {
      forgetAllSessions();
      invalidateAllLookups();
    }),
  ];
  return () => { for (const stop of stops) stop(); };
}
