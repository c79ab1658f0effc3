import type { FastifyInstance } from 'fastify';
import { onSessionsChanged } from '../auth';
import type { ClusterBus } from '../cluster';
import type { DataAccess } from '../data';
import { subscribeMessages } from '../messages';
import { relayLetters } from './cluster-letters';
import { createSocketHub } from './hub';
import { registerSocketRoute } from './routes';

export { createSocketHub } from './hub';
export type { SocketHub, HubSocket } from './hub';
export { SOCKET_SILENCE_MS, CLOSE_CODES } from './routes';

export interface SocketOptions {
  silenceMs?: number;
  /**
   * Where new messages come from: called once with a listener that pushes a
   * message to the user's open sockets. Returns an unsubscribe function.
   * Defaults to the station letters' publish hook.
   */
  subscribe?: (listener: (tenantId: string, userId: number, msg: unknown) => void) => () => void;
  /** Other server processes on the same database: their letters reach the sockets held here, and ours theirs. */
  bus?: ClusterBus;
}

/** The socket endpoint (spec 000 section 4.6): `GET /websocket`, the token in the first frame, pushing station letters as they are written. */
export async function registerSocket(app: FastifyInstance, data: DataAccess, options: SocketOptions = {}): Promise<void> {
  const hub = createSocketHub();
  await registerSocketRoute(app, data, { hub, silenceMs: options.silenceMs });
  const subscribe = options.subscribe ?? subscribeMessages;
  const unsubscribe = subscribe((tenantId, userId, msg) => {
    hub.push(tenantId, userId, { type: 'message', data: msg });
  });
  const unrelay = options.bus
    ? relayLetters(options.bus, data, hub, subscribe, (err) => app.log.error({ err }, 'socket: letter from another process'))
    : () => {};
  const unwatch = onSessionsChanged((userId) => hub.recheck(userId));
  app.addHook('onClose', async () => {
    unsubscribe();
    unrelay();
    unwatch();
  });
}
