import { decodeEnvelope, encodeEnvelope, isTopic } from './envelope';

/**
 * How envelopes reach the other processes (PostgreSQL LISTEN/NOTIFY). Every
 * process on the database receives every text it sends, its own included.
 */
export interface ClusterTransport {
  send(text: string): Promise<void>;
  /** Starts delivering texts; `gap` is called after a reconnect, when texts may have been missed. */
  start(receive: (text: string) => void, gap: () => void): Promise<void>;
  stop(): Promise<void>;
}

export type ClusterHandler = (payload: Record<string, unknown>) => void;

export interface ClusterBusOptions {
  /** This process's name on the bus (one per process: apps of one process share their in-process events). */
  origin: string;
  /** Absent on SQLite (one process): publishing does nothing, everything stays in-process as before. */
  transport?: ClusterTransport;
  /** Where failures go (a handler that threw, a NOTIFY that failed); the bus itself never throws at callers. */
  onError?: (error: unknown) => void;
}

/**
 * The cluster bus: tells the OTHER server processes on the same database that
 * something happened (a letter, a sign-out, a role change). In-process
 * listeners are told by the modules that own the events, as before; the bus
 * only carries them across, and hands the ones that arrive to its subscribers.
 * Notifications from this process itself are skipped.
 */
export function createClusterBus(options: ClusterBusOptions) {
  const handlers = new Map<string, Set<ClusterHandler>>();
  const gapHandlers = new Set<() => void>();
  const fail = (error: unknown) => options.onError?.(error);
  const safely = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      fail(error);
    }
  };

  /** Delivers one received text to the subscribers of its topic (unless it is ours or not an envelope). */
  function receive(text: string): void {
    const e = decodeEnvelope(text);
    if (!e || e.origin === options.origin) return;
    for (const h of [...(handlers.get(e.topic) ?? [])]) safely(() => h(e.payload));
  }

  return {
    origin: options.origin,
    /** Whether other processes can be reached (PostgreSQL). */
    shared: options.transport !== undefined,

    /** Connects the transport (no-op without one). */
    async start(): Promise<void> {
      await options.transport?.start(receive, () => { for (const g of [...gapHandlers]) safely(g); });
    },

    /** Tells the other processes; fire and forget (a lost notification is logged, never thrown at the caller). */
    publish(topic: string, payload: Record<string, unknown>): void {
      if (!options.transport) return;
      const text = encodeEnvelope({ origin: options.origin, topic, payload });
      options.transport.send(text).catch(fail);
    },

    /** Handles what other processes publish on a topic; returns the unsubscribe function. */
    subscribe(topic: string, handler: ClusterHandler): () => void {
      if (!isTopic(topic)) throw new Error(`cluster: bad topic "${topic}"`);
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (!set.size) handlers.delete(topic);
      };
    },

    /** Called after the line to the database was lost and came back: drop whatever may have gone stale meanwhile. */
    onGap(handler: () => void): () => void {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },

    receive,

    async close(): Promise<void> {
      handlers.clear();
      gapHandlers.clear();
      await options.transport?.stop();
    },
  };
}

export type ClusterBus = ReturnType<typeof createClusterBus>;
