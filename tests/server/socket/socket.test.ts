import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from '@fastify/websocket';
import { onMessage } from '../../../server/messages';
import Fastify from 'fastify';
import type { DataAccess } from '@server';
import { CLOSE_CODES, createSocketHub, registerSocket } from '../../../server/socket';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

type Frame = { type: string; data?: any; code?: number; msg?: string };

/** Collects the frames a socket receives; `next(type)` waits for the next one of that type. */
function frames(ws: WebSocket) {
  const seen: Frame[] = [];
  const waiting: { type: string; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (raw: Buffer | string) => {
    const f = JSON.parse(String(raw)) as Frame;
    const i = waiting.findIndex((w) => w.type === f.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(f);
    else seen.push(f);
  });
  return {
    next(type: string): Promise<Frame> {
      const i = seen.findIndex((f) => f.type === type);
      if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]);
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
  };
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));

/** Opens a socket through fastify's injector, listening from before the upgrade; sends the token as the first frame. */
async function open(h: Harness, token: string) {
  let f!: ReturnType<typeof frames>;
  let done!: Promise<number>;
  const ws = await h.app.injectWS('/websocket', {}, { onInit: (w: WebSocket) => { f = frames(w); done = closed(w); } });
  ws.send(JSON.stringify({ type: 'hello', token }));
  return { ws, f, done };
}

describe.each(databases())('socket on $name', (target) => {
  let h: Harness;
  let aliceId: number;
  let bobId: number;

  beforeAll(async () => {
    h = await createHarness(target);
    await h.app.ready();
    const users = await h.db.selectFrom('users').select(['id', 'user_name']).execute();
    aliceId = Number(users.find((u) => u.user_name === 'alice')!.id);
    bobId = Number(users.find((u) => u.user_name === 'bob')!.id);
  });
  afterAll(() => h?.close());
  const userId = async (name: string) => Number((await h.db.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id);

  it('refuses a missing or unknown token with a code-4 frame and closes', async () => {
    for (const hello of [{ type: 'hello' }, { type: 'hello', token: 'nonsense-token-that-is-long-enough' }]) {
      let f!: ReturnType<typeof frames>;
      let done!: Promise<number>;
      const ws = await h.app.injectWS('/websocket', {}, { onInit: (w: WebSocket) => { f = frames(w); done = closed(w); } });
      ws.send(JSON.stringify(hello));
      await expect(f.next('error')).resolves.toMatchObject({ code: 4 });
      await expect(done).resolves.toBe(CLOSE_CODES.sessionInvalid);
    }
  });

  it('ignores a token in the URL: only the first frame authenticates', async () => {
    let f!: ReturnType<typeof frames>;
    let done!: Promise<number>;
    const ws = await h.app.injectWS(`/websocket?token=${await h.token('alice')}`, {}, { onInit: (w: WebSocket) => { f = frames(w); done = closed(w); } });
    ws.send(JSON.stringify({ type: 'ping' }));
    await expect(f.next('error')).resolves.toMatchObject({ code: 4 });
    await expect(done).resolves.toBe(CLOSE_CODES.sessionInvalid);
  });

  it('closes with the idle-lock code once the session is idle-locked, and refuses a locked one at once', async () => {
    const token = (await h.login('erin')).data.token;
    const { ws, f, done } = await open(h, token);
    await f.next('ready');
    await h.db.updateTable('sessions').set({ last_seen_at: Date.now() - 10 * 3600 * 1000 }).where('user_id', '=', await userId('erin')).execute();
    ws.send(JSON.stringify({ type: 'ping' }));
    await expect(f.next('error')).resolves.toMatchObject({ code: 18 });
    await expect(done).resolves.toBe(CLOSE_CODES.idleLocked);
    const again = await open(h, token);
    await expect(again.f.next('error')).resolves.toMatchObject({ code: 18 });
  });

  it('locks the socket when the session\'s lock time comes, without waiting for a ping', async () => {
    const token = (await h.login('dave')).data.token;
    // The session will idle-lock moments after the socket opens (lock time: an hour).
    await h.db.updateTable('sessions').set({ last_seen_at: Date.now() - 3600 * 1000 + 2500 }).where('user_id', '=', await userId('dave')).execute();
    const { f, done } = await open(h, token);
    await f.next('ready');
    await expect(f.next('error')).resolves.toMatchObject({ code: 18 });
    await expect(done).resolves.toBe(CLOSE_CODES.idleLocked);
  });

  it('closes the sockets of a member signed out or disabled elsewhere at once, and leaves their other sessions open', async () => {
    const first = (await h.login('frank')).data.token;
    const second = (await h.login('frank')).data.token;
    const a = await open(h, first);
    const b = await open(h, second);
    await a.f.next('ready');
    await b.f.next('ready');
    expect((await h.post('/api/auth/logout', {}, { token: first })).code).toBe(0);
    await expect(a.f.next('error')).resolves.toMatchObject({ code: 4 });
    await expect(a.done).resolves.toBe(CLOSE_CODES.sessionInvalid);
    b.ws.send('ping');
    await expect(b.f.next('pong')).resolves.toMatchObject({ type: 'pong' });
    const admin = await h.token('admin');
    expect((await h.post('/api/sys/user/setDisabled', { id: await userId('frank'), disabled: true }, { token: admin })).code).toBe(0);
    await expect(b.f.next('error')).resolves.toMatchObject({ code: 4 });
    await expect(b.done).resolves.toBe(CLOSE_CODES.sessionInvalid);
    await h.post('/api/sys/user/setDisabled', { id: await userId('frank'), disabled: false }, { token: admin });
  });

  it('answers hello and ping with pong', async () => {
    const { ws, f } = await open(h, await h.token('alice'));
    await f.next('ready');
    ws.send(JSON.stringify({ type: 'hello' }));
    await expect(f.next('pong')).resolves.toMatchObject({ type: 'pong' });
    ws.send('ping');
    await expect(f.next('pong')).resolves.toMatchObject({ type: 'pong' });
    ws.terminate();
  });

  it('pushes a published message to every open connection of that user only, in that tenant only', async () => {
    const token = await h.token('alice');
    const { ws: a1, f: f1 } = await open(h, token);
    const { ws: a2, f: f2 } = await open(h, token);
    const { ws: b, f: fb } = await open(h, await h.token('bob'));
    await Promise.all([f1.next('ready'), f2.next('ready'), fb.next('ready')]);

    const msg = { id: 1, title: 'New task', content: 'x', biz: { type: 'task' }, createdAt: new Date().toISOString() };
    onMessage('globex', aliceId, { ...msg, id: 99 });
    onMessage('acme', aliceId, msg);
    await expect(f1.next('message')).resolves.toMatchObject({ data: { id: 1, title: 'New task' } });
    await expect(f2.next('message')).resolves.toMatchObject({ data: { id: 1 } });

    onMessage('acme', bobId, { ...msg, id: 2 });
    await expect(fb.next('message')).resolves.toMatchObject({ data: { id: 2 } });
    for (const ws of [a1, a2, b]) ws.terminate();
  });
});

describe('socket silence', () => {
  it('closes a connection the client leaves silent, and pings keep it open', async () => {
    const session = { id: 1, tenant_id: 'acme', user_id: 7, expires_at: Date.now() + 60_000, last_seen_at: Date.now(), time2lock: 3600 };
    const data = { identity: { findSession: async () => session } } as unknown as DataAccess;
    const app = Fastify();
    await registerSocket(app, data, { silenceMs: 300, subscribe: () => () => undefined });
    await app.ready();
    const h = { app } as unknown as Harness;
    const { ws, f, done } = await open(h, 'a-token-long-enough-to-pass');
    await f.next('ready');
    const started = Date.now();
    for (let i = 0; i < 4; i += 1) {
      await new Promise((r) => setTimeout(r, 150));
      ws.send(JSON.stringify({ type: 'ping' }));
      await f.next('pong');
    }
    await expect(done).resolves.toBe(CLOSE_CODES.silent);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600 + 300);
    await app.close();
  });
});

describe('socket hub', () => {
  it('closes nothing it does not hold and forgets closed connections', () => {
    const hub = createSocketHub();
    const sent: string[] = [];
    const socket = { readyState: 1, send: (d: string) => sent.push(d), close: () => undefined };
    const remove = hub.add('acme', 1, socket);
    expect(hub.push('acme', 1, { type: 'message' })).toBe(1);
    expect(hub.push('acme', 2, { type: 'message' })).toBe(0);
    remove();
    expect(hub.count('acme', 1)).toBe(0);
    expect(hub.push('acme', 1, { type: 'message' })).toBe(0);
    expect(sent).toHaveLength(1);
  });
});
