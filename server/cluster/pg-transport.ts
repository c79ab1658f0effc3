import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../db';
import type { ClusterTransport } from './bus';
import { reconnectDelay } from './reconnect';

/** The NOTIFY channel every process of one database listens on. */
export const CLUSTER_CHANNEL = 'app_cluster';

export interface PgTransportOptions {
  /** The database URL: the listener holds one connection of its own (LISTEN needs a session, not a pooled client). */
  url: string;
  /** The app's pool: NOTIFY goes through it, so sending works while the listener reconnects. */
  db: Kysely<DB>;
  channel?: string;
  /** Told when the listening connection is lost (it reconnects by itself). */
  onLost?: (error: unknown) => void;
}

/**
 * LISTEN/NOTIFY on one dedicated connection. A lost connection is replaced
 * (200 ms doubling to 5 s); once back, `gap` tells the bus that notifications
 * may have been missed meanwhile.
 */
export function createPgTransport(options: PgTransportOptions): ClusterTransport {
  const channel = options.channel ?? CLUSTER_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`cluster: bad channel "${channel}"`);
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function connect(receive: (text: string) => void, onUp: () => void): Promise<void> {
    const c = new pg.Client({ connectionString: options.url });
    let down = false;
    const lost = (error: unknown) => {
      if (down) return;
      down = true;
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      if (stopped) return;
      options.onLost?.(error);
      timer = setTimeout(() => void connect(receive, onUp).catch(() => undefined), reconnectDelay(attempt++));
    };
    c.on('error', lost);
    c.on('end', () => lost(new Error('cluster: listening connection ended')));
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) receive(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error);
      throw error;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    attempt = 0;
    onUp();
  }

  return {
    // One after another: pooled connections would otherwise let a later notification overtake an earlier one.
    send(text) {
      const sent = queue.then(() => sql`SELECT pg_notify(${channel}, ${text})`.execute(options.db)).then(() => undefined);
      queue = sent.catch(() => undefined);
      return sent;
    },
    async start(receive, gap) {
      let first = true;
      // A failed first connection is a configuration problem: the caller hears of it (no silent retries).
      stopped = false;
      await connect(receive, () => {
        if (!first) gap();
        first = false;
      }).catch((error: unknown) => {
        stopped = true;
        clearTimeout(timer);
        throw error;
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
