import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { resolveSession } from '../auth';
import type { DataAccess } from '../data';
import { AppError } from '../errors';
import { toServerLang, translate } from '../i18n';
import type { SocketHub } from './hub';

/** Spec 000 section 4.6: the client pings every 30 s; one missed beat more and the line is dead. */
export const SOCKET_SILENCE_MS = 60_000;

/** Close codes in the private range; the client reconnects on anything but `sessionInvalid`. */
export const CLOSE_CODES = { sessionInvalid: 4401, silent: 4408 } as const;

export interface SocketRouteOptions {
  hub: SocketHub;
  silenceMs?: number;
}

function isPing(raw: string): boolean {
  if (raw === 'ping') return true;
  try {
    const frame = JSON.parse(raw) as { type?: unknown };
    return frame?.type === 'ping' || frame?.type === 'hello';
  } catch {
    return false;
  }
}

/**
 * `GET /websocket?token=...`: authenticates the session token, registers the
 * connection for its tenant and user, answers `ping`/`hello` with `pong`, and
 * closes a connection the client has left silent for `silenceMs`.
 */
export async function registerSocketRoute(app: FastifyInstance, data: DataAccess, options: SocketRouteOptions): Promise<void> {
  const silenceMs = options.silenceMs ?? SOCKET_SILENCE_MS;
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onClose', async () => options.hub.closeAll());

  app.get('/websocket', { websocket: true, schema: { hide: true } as never }, (socket: WebSocket, request) => {
    const lang = toServerLang(request.headers.lang ?? (request.query as { lang?: string }).lang);
    let silence: ReturnType<typeof setTimeout> | undefined;
    let unregister = () => {};
    const armSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(() => socket.close(CLOSE_CODES.silent, 'silent'), silenceMs);
    };
    // Listeners go on at once: frames sent while the session is looked up would otherwise be lost.
    const authenticated = resolveSession(data, (request.query as { token?: unknown }).token).then(({ session }) => {
      if (socket.readyState !== socket.OPEN) return false;
      unregister = options.hub.add(session.tenant_id, session.user_id, socket);
      armSilence();
      socket.send(JSON.stringify({ type: 'ready' }));
      return true;
    }, (error: unknown) => {
      const key = error instanceof AppError ? error.key : 'sessionInvalid';
      socket.send(JSON.stringify({ type: 'error', code: 4, msg: translate(lang, key) }));
      socket.close(CLOSE_CODES.sessionInvalid, 'session invalid');
      return false;
    });
    socket.on('message', (raw: Buffer | string) => {
      void authenticated.then((ok) => {
        if (!ok || socket.readyState !== socket.OPEN) return;
        armSilence();
        if (isPing(String(raw))) socket.send(JSON.stringify({ type: 'pong', at: Date.now() }));
      });
    });
    socket.on('close', () => {
      clearTimeout(silence);
      unregister();
    });
  });
}
