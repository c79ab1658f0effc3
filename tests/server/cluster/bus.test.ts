import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createClusterBus, decodeEnvelope, encodeEnvelope, MAX_ENVELOPE_BYTES, reconnectDelay, type ClusterTransport,
} from '../../../server/cluster';

/**
 * One "database" several buses listen on, as NOTIFY behaves: every listener,
 * the sender included, receives every text, in order.
 */
function createFakeChannel() {
  const listeners = new Set<{ receive: (text: string) => void; gap: () => void }>();
  const sent: string[] = [];
  const transport = (): ClusterTransport => {
    let me: { receive: (text: string) => void; gap: () => void } | undefined;
    return {
      async send(text) {
        sent.push(text);
        for (const l of [...listeners]) l.receive(text);
      },
      async start(receive, gap) {
        me = { receive, gap };
        listeners.add(me);
      },
      async stop() {
        if (me) listeners.delete(me);
      },
    };
  };
  return { transport, sent, gap: () => { for (const l of listeners) l.gap(); } };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('cluster envelope', () => {
  it('round-trips origin, topic and payload', () => {
    const text = encodeEnvelope({ origin: 'p1-ab', topic: 'letter', payload: { t: 'T1', u: 7, id: 42 } });
    expect(decodeEnvelope(text)).toEqual({ origin: 'p1-ab', topic: 'letter', payload: { t: 'T1', u: 7, id: 42 } });
  });

  it('refuses a bad topic or origin and a payload NOTIFY would not carry', () => {
    expect(() => encodeEnvelope({ origin: 'p1', topic: 'Bad Topic', payload: {} })).toThrow(/bad topic/);
    expect(() => encodeEnvelope({ origin: 'p 1', topic: 'ok', payload: {} })).toThrow(/bad origin/);
    expect(() => encodeEnvelope({ origin: 'p1', topic: 'ok', payload: { big: 'x'.repeat(MAX_ENVELOPE_BYTES) } })).toThrow(/too big/);
  });

  it('reads anything that is not an envelope as nothing, never throwing', () => {
    for (const text of ['', 'null', '[]', '{"o":"p1","t":"ok"}', '{"o":"p1","t":"ok","p":[1]}', '{"o":1,"t":"ok","p":{}}', '{"o":"p1","t":"NO","p":{}}']) {
      expect(decodeEnvelope(text)).toBeUndefined();
    }
    fc.assert(fc.property(fc.string(), (text) => {
      const e = decodeEnvelope(text);
      return e === undefined || typeof e.topic === 'string';
    }));
  });
});

describe('cluster bus', () => {
  it('carries a publish to the other processes and skips its own notification', async () => {
    const channel = createFakeChannel();
    const a = createClusterBus({ origin: 'a', transport: channel.transport() });
    const b = createClusterBus({ origin: 'b', transport: channel.transport() });
    await a.start();
    await b.start();
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.subscribe('letter', (p) => atA.push(p));
    b.subscribe('letter', (p) => atB.push(p));
    b.subscribe('other', (p) => atB.push(['other', p]));
    a.publish('letter', { t: 'T1', u: 3, id: 9 });
    await flush();
    expect(atB).toEqual([{ t: 'T1', u: 3, id: 9 }]);
    expect(atA).toEqual([]);
    expect(channel.sent).toHaveLength(1);
  });

  it('without a transport (SQLite, one process) publishing sends nothing and nothing arrives', async () => {
    const bus = createClusterBus({ origin: 'solo' });
    await bus.start();
    const got: unknown[] = [];
    bus.subscribe('letter', (p) => got.push(p));
    bus.publish('letter', { id: 1 });
    await flush();
    expect(bus.shared).toBe(false);
    expect(got).toEqual([]);
  });

  it('a failing handler is reported and does not keep the others from their message', async () => {
    const channel = createFakeChannel();
    const errors: unknown[] = [];
    const a = createClusterBus({ origin: 'a', transport: channel.transport() });
    const b = createClusterBus({ origin: 'b', transport: channel.transport(), onError: (e) => errors.push(e) });
    await a.start();
    await b.start();
    const got: unknown[] = [];
    b.subscribe('sessions', () => { throw new Error('boom'); });
    b.subscribe('sessions', (p) => got.push(p));
    a.publish('sessions', { u: 5 });
    await flush();
    expect(got).toEqual([{ u: 5 }]);
    expect(String(errors[0])).toMatch(/boom/);
  });

  it('a failed send is reported, not thrown at the publisher', async () => {
    const errors: unknown[] = [];
    const transport: ClusterTransport = {
      send: async () => { throw new Error('database gone'); },
      start: async () => undefined,
      stop: async () => undefined,
    };
    const bus = createClusterBus({ origin: 'a', transport, onError: (e) => errors.push(e) });
    expect(() => bus.publish('access', { t: 'T1' })).not.toThrow();
    await flush();
    expect(String(errors[0])).toMatch(/database gone/);
  });

  it('unsubscribing stops delivery; a gap reaches the gap handlers; close stops listening', async () => {
    const channel = createFakeChannel();
    const a = createClusterBus({ origin: 'a', transport: channel.transport() });
    const b = createClusterBus({ origin: 'b', transport: channel.transport() });
    await a.start();
    await b.start();
    const got: unknown[] = [];
    let gaps = 0;
    const stop = b.subscribe('access', (p) => got.push(p));
    b.onGap(() => { gaps += 1; });
    a.publish('access', { t: 'T1' });
    stop();
    a.publish('access', { t: 'T2' });
    channel.gap();
    await b.close();
    b.subscribe('access', (p) => got.push(p));
    a.publish('access', { t: 'T3' });
    await flush();
    expect(got).toEqual([{ t: 'T1' }]);
    expect(gaps).toBe(1);
  });

  it('refuses to subscribe to a malformed topic', () => {
    const bus = createClusterBus({ origin: 'a' });
    expect(() => bus.subscribe('', () => undefined)).toThrow(/bad topic/);
  });
});

describe('reconnect delay', () => {
  it('starts small, doubles, and is capped', () => {
    expect(reconnectDelay(0)).toBe(200);
    expect(reconnectDelay(1)).toBe(400);
    expect(reconnectDelay(3)).toBe(1600);
    expect(reconnectDelay(10)).toBe(5000);
    fc.assert(fc.property(fc.integer({ min: -5, max: 10_000 }), (n) => {
      const d = reconnectDelay(n);
      return d >= 200 && d <= 5000 && reconnectDelay(n + 1) >= d;
    }));
  });
});
