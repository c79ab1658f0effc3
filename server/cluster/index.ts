import { randomBytes } from 'node:crypto';
import type { OpenedDatabase } from '../db';
import { createClusterBus, type ClusterBus } from './bus';
import { createPgTransport } from './pg-transport';

export { createClusterBus } from './bus';
export type { ClusterBus, ClusterTransport, ClusterHandler } from './bus';
export { encodeEnvelope, decodeEnvelope, MAX_ENVELOPE_BYTES } from './envelope';
export type { Envelope } from './envelope';
export { createPgTransport, CLUSTER_CHANNEL } from './pg-transport';
export { reconnectDelay } from './reconnect';
export { relayInvalidations } from './relays';
export { idOf, tenantOf, userOf } from './payloads';

/**
 * This process's name on the bus. Apps built in one process share its in-process
 * events (module-level listeners), so they share one origin and skip each other's
 * notifications: those were delivered in-process already.
 */
export const PROCESS_ORIGIN = `${process.pid}-${randomBytes(4).toString('hex')}`;

export interface ClusterLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The bus for one opened database, started: on PostgreSQL it listens for the other
 * processes; on SQLite (one process by nature) it has no transport and changes nothing.
 */
export async function openClusterBus(db: OpenedDatabase, log: ClusterLog): Promise<ClusterBus> {
  const transport = db.dialect === 'postgres' && db.url
    ? createPgTransport({ url: db.url, db: db.db, onLost: (err) => log.warn({ err }, 'cluster bus: listening connection lost, reconnecting') })
    : undefined;
  const bus = createClusterBus({ origin: PROCESS_ORIGIN, transport, onError: (err) => log.error({ err }, 'cluster bus') });
  await bus.start();
  return bus;
}
