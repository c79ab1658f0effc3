import { afterEach, describe, expect, it } from 'vitest';
import { onSessionsChanged, sessionsChanged } from '../../../server/auth';
import { cachedSession } from '../../../server/auth/session-cache';
import { createClusterBus, relayInvalidations, type ClusterTransport } from '../../../server/cluster';
import type { SessionWithUser, TenantData } from '../../../server/data';
import { invalidateLookups, lookupsStamp, onLookupsInvalidated } from '../../../server/lookups';
import { accessChanged, loadMenuAccess, onAccessChanged } from '../../../server/menus';

/** Two buses on one fake NOTIFY channel: `here` is relayed (this process), `there` plays another process. */
function pair() {
  const buses: { receive: (t: string) => void; gap: () => void }[] = [];
  const sent: { origin: string; topic: string; payload: unknown }[] = [];
  const transport = (): ClusterTransport => ({
    async send(text) {
      const e = JSON.parse(text) as { o: string; t: string; p: unknown };
      sent.push({ origin: e.o, topic: e.t, payload: e.p });
      for (const b of [...buses]) b.receive(text);
    },
    async start(receive, gap) { buses.push({ receive, gap }); },
    async stop() {},
  });
  const here = createClusterBus({ origin: 'here', transport: transport() });
  const there = createClusterBus({ origin: 'there', transport: transport() });
  return { here, there, sent, gap: () => { for (const b of buses) b.gap(); } };
}

const flush = () => new Promise((r) => setImmediate(r));
const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

describe('relayed invalidations', () => {
  it('a sign-out here is announced once; one from another process reaches listeners here as remote, and is not sent back', async () => {
    const { here, there, sent } = pair();
    await here.start();
    await there.start();
    cleanups.push(relayInvalidations(here));
    const seen: [number, boolean][] = [];
    cleanups.push(onSessionsChanged((u, remote) => seen.push([u, remote])));
    sessionsChanged(11);
    there.publish('sessions', { u: 12 });
    there.publish('sessions', { u: 'not-a-user' });
    await flush();
    expect(seen).toEqual([[11, false], [12, true]]);
    expect(sent.filter((s) => s.origin === 'here')).toEqual([{ origin: 'here', topic: 'sessions', payload: { u: 11 } }]);
  });

  it('access and lookup changes travel both ways the same', async () => {
    const { here, there, sent } = pair();
    await here.start();
    await there.start();
    cleanups.push(relayInvalidations(here));
    const access: [string, boolean][] = [];
    const lookups: [string, boolean][] = [];
    cleanups.push(onAccessChanged((t, r) => access.push([t, r])), onLookupsInvalidated((t, r) => lookups.push([t, r])));
    const stampBefore = lookupsStamp('T-remote');
    accessChanged('T-here');
    invalidateLookups('T-here');
    there.publish('access', { t: 'T-remote' });
    there.publish('lookups', { t: 'T-remote' });
    await flush();
    expect(access).toEqual([['T-here', false], ['T-remote', true]]);
    expect(lookups).toEqual([['T-here', false], ['T-remote', true]]);
    expect(lookupsStamp('T-remote')).toBe(stampBefore + 1);
    expect(sent.filter((s) => s.origin === 'here').map((s) => s.topic)).toEqual(['access', 'lookups']);
  });

  it('a remote sign-out drops the cached session here at once', async () => {
    const { here, there, gap } = pair();
    await here.start();
    await there.start();
    cleanups.push(relayInvalidations(here));
    const session = { id: 901, user_id: 77, tenant_id: 'T1', last_seen_at: 0, expires_at: Number.MAX_SAFE_INTEGER, time2lock: 3600 } as unknown as SessionWithUser;
    let loads = 0;
    const load = async () => { loads += 1; return session; };
    process.env.SESSION_CACHE_MS = '3600000';
    try {
      await cachedSession('hash-77', 1, load);
      await cachedSession('hash-77', 2, load);
      expect(loads).toBe(1);
      there.publish('sessions', { u: 77 });
      await flush();
      await cachedSession('hash-77', 3, load);
      expect(loads).toBe(2);
      // after a lost line (notifications may have been missed) every cached session is read again
      gap();
      await cachedSession('hash-77', 4, load);
      expect(loads).toBe(3);
    } finally {
      delete process.env.SESSION_CACHE_MS;
    }
  });

  it('memoised menu access is read again once access changed in another process', async () => {
    const { here, there } = pair();
    await here.start();
    await there.start();
    cleanups.push(relayInvalidations(here));
    let reads = 0;
    const data = {
      tenantId: 'T-memo',
      users: { roleCodes: async () => { reads += 1; return []; } },
      menus: { listMenus: async () => [], grantedMenus: async () => [] },
      design: { disabledCodes: async () => new Set<string>() },
      // A view without the request cache: the access is built each time it is not memoised.
      derived: <T>(_kind: string, _arg: string | number, build: () => Promise<T>) => build(),
    } as unknown as TenantData;
    await loadMenuAccess(data, 1);
    await loadMenuAccess(data, 1);
    expect(reads).toBe(1);
    there.publish('access', { t: 'T-memo' });
    await flush();
    await loadMenuAccess(data, 1);
    expect(reads).toBe(2);
  });
});

