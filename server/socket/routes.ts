import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { lockDeadline, resolveSession } from '../auth';
import type { DataAccess } from '../data';
import { AppError, errors } from '../errors';
import { toServerLang, translate } from '../i18n';
import type { SocketHub } from './hub';

/** Spec 000 section 4.6: the client pings every 30 s; one missed beat more and the line is dead. */
export const SOCKET_SILENCE_MS = 60_000;
/** setTimeout's ceiling is about 24.8 days; a lock further out is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The first frame (`{type: 'hello', token}`) must arrive this soon after the upgrade. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;

/**
 * Close codes in the private range; the client reconnects on anything but
 * `sessionInvalid` and `idleLocked` (reconnecting would not help either).
 */
export const CLOSE_CODES = { sessionInvalid: 4401, silent: 4408, idleLocked: 4418 } as const;

export interface SocketRouteOptions {
  hub: SocketHub;
  silenceMs?: number;
}

type Frame = { type?: unknown; token?: unknown };

function parseFrame(raw: string): Frame {
  if (raw === 'ping') return { type: 'ping' };
  try {
    const frame = JSON.parse(raw) as unknown;
    return frame && typeof frame === 'object' ? (frame as Frame) : {};
  } catch {
    return {};
  }
}

/**
 * `GET /websocket`: the session token never travels in the URL. The client's
 * first frame is `{type: 'hello', token}`; the server then registers the
 * connection for its tenant and user and answers `ready`. Every later `ping`
 * re-checks the session: an ended one closes with `sessionInvalid`, an
 * idle-locked one with `idleLocked` (no messages reach a locked screen). So
 * does a timer at the moment the session would lock, and a `sessionsChanged`
 * event (sign-out, disabling, unlock) re-checks at once.
 * A connection the client leaves silent for `silenceMs` is closed.
 */
export async function registerSocketRoute(app: FastifyInstance, data: DataAccess, options: SocketRouteOptions): Promise<void> {
  const silenceMs = options.silenceMs ?? SOCKET_SILENCE_MS;
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onClose', async () => options.hub.closeAll());

  app.get('/websocket', { websocket: true, schema: { hide: true } as never }, (socket: WebSocket, request) => {
    const lang = toServerLang(request.headers.lang ?? (request.query as { lang?: string }).lang);
    let silence: ReturnType<typeof setTimeout> | undefined;
    let lockTimer: ReturnType<typeof setTimeout> | undefined;
    let token: string | undefined;
    let unregister = () => {};
    let queue = Promise.resolve();
    const armSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(() => socket.close(CLOSE_CODES.silent, 'silent'), silenceMs);
    };
    const refuse = (error: unknown) => {
      const key = error instanceof AppError ? error.key : 'sessionInvalid';
      const code = key === 'idleLocked' ? 18 : 4;
      socket.send(JSON.stringify({ type: 'error', code, msg: translate(lang, key) }));
      socket.close(code === 18 ? CLOSE_CODES.idleLocked : CLOSE_CODES.sessionInvalid, key);
    };
    /** The session behind the token, or a refusal (ended, unknown, idle-locked); re-checked again when it would lock. */
    const check = async (): Promise<{ tenantId: string; userId: number }> => {
      // Always from the database: a socket lives long, and this check is its guard.
      const { session, locked } = await resolveSession(data, token, Date.now(), true);
      if (locked) throw errors.idleLocked();
      clearTimeout(lockTimer);
      // Use in another tab moves the deadline: the timer re-checks and re-arms rather than assuming.
      lockTimer = setTimeout(recheck, Math.min(Math.max(0, lockDeadline(session) - Date.now()), MAX_TIMER_MS));
      return { tenantId: session.tenant_id, userId: session.user_id };
    };
    /** Re-checks the session between pings (its lock time came, or it was ended or unlocked elsewhere). */
    const recheck = () => enqueue(async () => {
      if (socket.readyState === socket.OPEN && token !== undefined) await check();
    });
    const authTimer = setTimeout(() => refuse(errors.sessionInvalid()), SOCKET_AUTH_TIMEOUT_MS);

    const handle = async (frame: Frame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (token === undefined) {
        clearTimeout(authTimer);
        token = typeof frame.token === 'string' ? frame.token : '';
        const who = await check();
        if (socket.readyState !== socket.OPEN) return;
        unregister = options.hub.add(who.tenantId, who.userId, socket, recheck);
        armSilence();
        socket.send(JSON.stringify({ type: 'ready' }));
        return;
      }
      if (frame.type !== 'ping' && frame.type !== 'hello') return;
      await check();
      armSilence();
      socket.send(JSON.stringify({ type: 'pong', at: Date.now() }));
    };
    // Frames and re-checks are handled one at a time, in order: the first frame authenticates.
    function enqueue(step: () => Promise<unknown>): void {
      queue = queue.then(step).then(() => undefined, (error: unknown) => {
        unregister();
        clearTimeout(lockTimer);
        if (socket.readyState === socket.OPEN) refuse(error);
      });
    }
    socket.on('message', (raw: Buffer | string) => {
      const frame = parseFrame(String(raw));
      enqueue(() => handle(frame));
    });
    socket.on('close', () => {
      clearTimeout(silence);
      clearTimeout(lockTimer);
      clearTimeout(authTimer);
      unregister();
    });
  });
}
