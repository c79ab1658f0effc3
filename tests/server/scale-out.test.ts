import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, DEMO_PASSWORD, type ScratchDatabase } from '@server';
import { SETTINGS_MENU } from '../../server/db';
import { startServer, type RunningServer } from '../e2e/support/server';
import { enginePack } from './engine/engine-pack';
import { reimbursement } from './support/fixtures';
import { TEMPLATE_VARIABLES } from './support/global-setup';

/** The client side of the socket, as far as this test uses it. */
interface ClientSocket {
  send(text: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  once(event: 'open' | 'error', listener: (arg?: unknown) => void): void;
}
// ws is the library the server's @fastify/websocket runs on; Node 20 has no WebSocket client of its own.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket; // ws: a devDependency (Node 20 has no WebSocket client)

type Envelope = { code: number; msg: string; data: any };
type Frame = { type: string; data?: any };

async function call(server: RunningServer, path: string, body: unknown = {}, token?: string): Promise<Envelope> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { accesstoken: token } : {}) },
  });
  return (await res.json()) as Envelope;
}

async function signIn(server: RunningServer, userName: string): Promise<string> {
  const res = await call(server, '/api/auth/login', { userName, password: DEMO_PASSWORD });
  if (res.code !== 0) throw new Error(`login ${userName}: ${res.msg}`);
  return res.data.token as string;
}

/** A socket held by `server`, signed in with `token`; resolves once the server said `ready`. */
async function openSocket(server: RunningServer, token: string) {
  const ws = new WebSocketClient(`${server.url.replace(/^http/, 'ws')}/websocket`);
  const seen: Frame[] = [];
  const waiting: { type: string; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (raw) => {
    const f = JSON.parse(String(raw)) as Frame;
    const i = waiting.findIndex((w) => w.type === f.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(f);
    else seen.push(f);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', resolve));
  const next = (type: string) => {
    const i = seen.findIndex((f) => f.type === type);
    if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]);
    return new Promise<Frame>((resolve) => waiting.push({ type, resolve }));
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'hello', token }));
  await next('ready');
  return { ws, next, closed };
}

function workbook(n: number, prefix: string): Blob {
  const rows = [['Title', 'Amount', 'Kind'], ...Array.from({ length: n }, (_, i) => [`${prefix} ${i}`, i + 1, 'Bug'])];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Ticket');
  return new Blob([new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]);
}

async function upload(server: RunningServer, token: string, file: Blob): Promise<Envelope> {
  const form = new FormData();
  form.append('file', file, 'import.xlsx');
  const res = await fetch(`${server.url}/api/fn/ticket/import`, { method: 'POST', body: form, headers: { accesstoken: token, lang: 'en-US' } });
  return (await res.json()) as Envelope;
}

/** Whether nothing listens on the port any more. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

// Several processes share state only through PostgreSQL; SQLite is embedded, one process by design (docs/deploy.md).
describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const userId = async (name: string) =>
    Number((await scratch.db.db.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    scratch = await createScratchDatabase({ prefix: 'scale_out', url: process.env.DATABASE_URL, template: process.env[TEMPLATE_VARIABLES.postgres] });
    // A session read from the database is cached an hour: whatever another process changes must arrive by the bus.
    const options = { databaseUrl: scratch.url!, env: { SESSION_CACHE_MS: '3600000' } };
    [a, b] = await Promise.all([startServer(options), startServer(options)]);
  }, 240_000);

  afterAll(async () => {
    const ports = [a, b].filter(Boolean).map((s) => Number(new URL(s.url).port));
    await Promise.all([a?.stop(), b?.stop()]);
    for (const port of ports) expect(await portIsFree(port)).toBe(true);
    await scratch?.drop();
  }, 60_000);

  it('a letter written through one process reaches the socket the other holds', async () => {
    const bobSocket = await openSocket(b, await signIn(b, 'bob'));
    const alice = await signIn(a, 'alice');
    const saved = await call(a, '/api/fn/reimbursement/save', { data: reimbursement() }, alice);
    expect(saved.code).toBe(0);
    const submitted = await call(a, '/api/fn/reimbursement/submit', { id: saved.data.id }, alice);
    expect(submitted.code).toBe(0);
    const frame = await bobSocket.next('message');
    expect(frame.data).toMatchObject({ id: expect.any(Number), biz: { type: 'task', processInstanceId: submitted.data.processInstanceId } });
    bobSocket.ws.close();
  }, 60_000);

  it('an import started on one process is followed and cancelled on the other', async () => {
    const installed = await call(a, '/api/pack/install', { pack: enginePack() }, await signIn(a, 'admin'));
    expect(installed.code).toBe(0);
    const onA = await signIn(a, 'alice');
    const onB = await signIn(b, 'alice');
    const count = async () => (await call(b, '/api/fn/ticket/page', { current: 1, size: 10 }, onB)).data.total as number;
    const settle = async (jobId: string) => {
      const done: number[] = [];
      for (;;) {
        const s = await call(b, '/api/fn/ticket/importStatus', { jobId }, onB);
        expect(s.code).toBe(0);
        done.push(s.data.done);
        if (s.data.state !== 'running') return { status: s.data, done };
      }
    };

    const started = await upload(a, onA, workbook(600, 'followed'));
    expect(started).toMatchObject({ code: 0, data: { jobId: expect.any(String), total: 600 } });
    const followed = await settle(started.data.jobId);
    expect(followed.status).toMatchObject({ state: 'succeeded', total: 600, done: 600, imported: 600 });
    expect(followed.done).toEqual([...followed.done].sort((x, y) => x - y));
    expect(await count()).toBe(600);

    const big = await upload(a, onA, workbook(5000, 'canceled'));
    expect(big.code).toBe(0);
    const cancel = await call(b, '/api/fn/ticket/importCancel', { jobId: big.data.jobId }, onB);
    expect(cancel).toMatchObject({ code: 0, data: { canceled: true } });
    expect((await settle(big.data.jobId)).status).toMatchObject({ state: 'canceled', code: 409 });
    expect((await call(a, '/api/fn/ticket/importStatus', { jobId: big.data.jobId }, onA)).data).toMatchObject({ state: 'canceled' });
    expect(await count()).toBe(600);
  }, 240_000);

  it('a grant removed on one process is refused on the other at the next request', async () => {
    const admin = await signIn(a, 'admin');
    const role = await call(a, '/api/sys/role/saveSysRole', { code: 'scaleout-viewer', name: 'Scale-out viewer' }, admin);
    expect(role.code).toBe(0);
    const roleId = role.data.id as number;
    expect((await call(a, '/api/sys/role/saveRoleMenus', { roleId, menuCodes: [SETTINGS_MENU.roles] }, admin)).code).toBe(0);
    expect((await call(a, '/api/sys/role/addUserToRole', { roleId, userIds: [await userId('carol')] }, admin)).code).toBe(0);

    const carol = await signIn(b, 'carol');
    expect((await call(b, '/api/sys/role/getSysRolePage', { current: 1, size: 10 }, carol)).code).toBe(0);
    expect((await call(a, '/api/sys/role/saveRoleMenus', { roleId, menuCodes: [] }, admin)).code).toBe(0);
    expect((await call(b, '/api/sys/role/getSysRolePage', { current: 1, size: 10 }, carol)).code).toBe(403);
  }, 60_000);

  it('a member disabled, a role taken away or a password reset on one process counts on the other at the next request', async () => {
    const admin = await signIn(a, 'admin');
    // B holds each session, member, roles and menus in its caches (sessions for an hour).
    const dave = await signIn(b, 'dave');
    const erin = await signIn(b, 'erin');
    const frank = await signIn(b, 'frank');
    for (const t of [dave, erin, frank]) expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, t)).code).toBe(0);
    const role = await call(a, '/api/sys/role/saveSysRole', { code: 'scaleout-member', name: 'Scale-out member' }, admin);
    expect((await call(a, '/api/sys/role/addUserToRole', { roleId: role.data.id, userIds: [await userId('erin')] }, admin)).code).toBe(0);
    expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, erin)).data.roles).toContain('scaleout-member');

    expect((await call(a, '/api/sys/user/setDisabled', { id: await userId('dave'), disabled: true }, admin)).code).toBe(0);
    expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, dave)).code).toBe(4);
    expect((await call(a, '/api/sys/role/removeUserToRole', { roleId: role.data.id, userIds: [await userId('erin')] }, admin)).code).toBe(0);
    expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, erin)).data.roles).not.toContain('scaleout-member');
    expect((await call(a, `/api/sys/user/resetPwd?id=${await userId('frank')}`, { password: 'NewPass99' }, admin)).code).toBe(0);
    expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, frank)).code).toBe(4);
  }, 60_000);

  it('signing out on one process ends the session on the other: its next request and its open socket', async () => {
    const token = await signIn(a, 'finance');
    const socket = await openSocket(b, token);
    // B now holds the session in its (hour-long) cache.
    expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, token)).code).toBe(0);
    expect((await call(a, '/api/auth/logout', {}, token)).code).toBe(0);
    // The notification reaches B moments after A answered: B's socket closes when it arrives, and the
    // same notification dropped the cached session (without the bus neither happens for an hour).
    expect(await socket.closed).toBe(4401);
    expect((await call(b, '/api/admin/user/getCurrentHrUserInfo', {}, token)).code).toBe(4);
  }, 60_000);
});
