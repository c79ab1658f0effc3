import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEMO_PASSWORD } from '../../server/index';
import { databases } from '../server/support/databases';
import { createEngineHarness, multipartBody, type EngineHarness } from '../server/engine/support';

/** A real 1x1 PNG: its bytes say what it is, whatever its name claims. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');

describe.each(databases())('files: record check, tickets, sniffing, quota, logs ($name)', (target) => {
  let h: EngineHarness;
  let alice: string;
  let bob: string;
  const upload = (name: string, bytes: Buffer, type = 'application/octet-stream', token = alice) =>
    h.upload('/api/files/upload', token, { functionCode: 'ticket', field: 'files' }, { name, type, bytes });

  beforeAll(async () => {
    h = await createEngineHarness(target);
    [alice, bob] = await Promise.all([h.token('alice'), h.token('bob')]);
  });
  afterAll(async () => { await h?.close(); });

  it('serves a file to its uploader and to readers of a record holding it, to no other colleague', async () => {
    const up = await upload('notes.txt', Buffer.from('private notes'), 'text/plain');
    const url = `/api/files/${up.data.id}`;
    expect((await h.download(url, alice)).status).toBe(200);
    // Not in any record yet: a colleague of the same tenant gets nothing.
    expect(JSON.parse((await h.download(url, bob)).body.toString())).toMatchObject({ code: 404 });
    const saved = await h.post('/api/fn/ticket/save', { data: { title: 'with file', files: [{ id: up.data.id, name: 'notes.txt', size: 13 }] } }, { token: alice });
    expect(saved.code).toBe(0);
    const admin = await h.token('admin');
    expect((await h.download(url, admin)).body.toString()).toBe('private notes');
    const got = await h.download(url, admin);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('hands out single-use download tickets instead of taking the session token in the URL', async () => {
    const up = await upload('a.txt', Buffer.from('ticketed'), 'text/plain');
    const other = await upload('b.txt', Buffer.from('other'), 'text/plain');
    const byToken = await h.app.inject({ method: 'GET', url: `/api/files/${up.data.id}?accesstoken=${alice}` });
    expect(byToken.body).not.toContain('ticketed');
    const ticket = await h.post('/api/files/ticket', { id: up.data.id }, { token: alice });
    expect(ticket.code).toBe(0);
    expect(ticket.data.url).not.toContain(alice);
    const first = await h.app.inject({ method: 'GET', url: ticket.data.url });
    expect(first.body).toBe('ticketed');
    const again = await h.app.inject({ method: 'GET', url: ticket.data.url });
    expect(again.json()).toMatchObject({ code: 4 });
    const fresh = await h.post('/api/files/ticket', { id: up.data.id }, { token: alice });
    const elsewhere = await h.app.inject({ method: 'GET', url: fresh.data.url.replace(up.data.id, other.data.id) });
    expect(elsewhere.body).not.toContain('other');
    expect((await h.post('/api/files/ticket', { id: up.data.id }, { token: bob })).code).toBe(404);
  });

  it('reads the type from the content, not the name or the declared type', async () => {
    const plain = (name: string, bytes: Buffer, type: string) => h.upload('/api/files/upload', alice, {}, { name, type, bytes });
    const png = await plain('photo.png', PNG, 'application/x-msdownload');
    expect(png).toMatchObject({ code: 0, data: { type: 'image/png' } });
    const disguised = await plain('report.pdf', PNG, 'application/pdf');
    expect(disguised.code).toBe(415);
    const text = await plain('readme.txt', Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect(text.data.type).toBe('application/octet-stream');
  });

  it('sweeps files no record holds once they are a day old, keeping held ones', async () => {
    const orphan = await upload('orphan.txt', Buffer.from('left behind'), 'text/plain');
    const held = await upload('held.txt', Buffer.from('kept'), 'text/plain');
    expect((await h.post('/api/fn/ticket/save', { data: { title: 'holds a file', files: [{ id: held.data.id, name: 'held.txt', size: 4 }] } }, { token: alice })).code).toBe(0);
    // The company logo is held by the company, not by a record: the sweep keeps it.
    const admin = await h.token('admin');
    const logo = await h.upload('/api/files/upload', admin, { purpose: 'logo' }, { name: 'logo.png', type: 'image/png', bytes: PNG });
    expect((await h.post('/api/tenant/saveTenantSystemConfig', { corpName: 'Acme Ltd', passwordPolicy: 'basic', logoFileId: logo.data.id }, { token: admin })).code).toBe(0);
    h.clock.now += 25 * 60 * 60 * 1000;
    const fresh = await upload('fresh.txt', Buffer.from('new'), 'text/plain');
    const logoUrl = (await h.post('/api/tenant/queryCurrentTenant', {}, { token: alice })).data.logoUrl;
    expect((await h.app.inject({ method: 'GET', url: logoUrl })).headers['content-type']).toBe('image/png');
    expect(JSON.parse((await h.download(`/api/files/${orphan.data.id}`, alice)).body.toString())).toMatchObject({ code: 404 });
    expect((await h.download(`/api/files/${held.data.id}`, alice)).body.toString()).toBe('kept');
    expect((await h.download(`/api/files/${fresh.data.id}`, alice)).body.toString()).toBe('new');
  });

  it('keeps tokens and tickets out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const scratch = await target.create();
    const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir: '/tmp/no-dist', seed: false, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/files/00000000-0000-0000-0000-000000000000?ticket=SECRET-TICKET-123456789012' });
      await app.inject({ method: 'GET', url: '/api/files/00000000-0000-0000-0000-000000000000?accesstoken=SECRET-TOKEN-123456789012' });
      await app.inject({ method: 'POST', url: '/api/tenant/queryCurrentTenant', headers: { accesstoken: 'SECRET-HEADER-123456789012' } });
    } finally {
      await app.close();
      await scratch.drop();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });

  it('keeps each user and each company within its upload quota, with a clear error, storing nothing refused', async () => {
    const scratch = await target.create();
    const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir: '/tmp/no-dist', uploadQuota: { perUser: 300, perTenant: 500 } });
    try {
      const login = async (userName: string) => (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password: DEMO_PASSWORD } })).json().data.token as string;
      const [a, c, m] = await Promise.all(['alice', 'carol', 'mallory'].map(login));
      const put = async (token: string, size: number) => {
        const { payload, contentType } = multipartBody({}, { name: 'n.txt', type: 'text/plain', bytes: Buffer.alloc(size, 'x') });
        return (await app.inject({ method: 'POST', url: '/api/files/upload', headers: { 'content-type': contentType, accesstoken: token, lang: 'en-US' }, payload })).json();
      };
      expect((await put(a, 200)).code).toBe(0);
      const mine = await put(a, 200);
      expect(mine).toMatchObject({ code: 413, msg: 'Upload quota reached (at most 300 B)' });
      expect((await put(c, 250)).code).toBe(0);
      const company = await put(a, 100);
      expect(company.code).toBe(413);
      expect(company.msg).toContain('company\'s upload quota is reached (at most 500 B)');
      // The refused uploads took no room: 450 of 500 bytes are used.
      expect((await put(a, 50)).code).toBe(0);
      expect((await put(c, 1)).code).toBe(413);
      // Another company has its own room.
      expect((await put(m, 250)).code).toBe(0);
    } finally {
      await app.close();
      await scratch.drop();
    }
  }, 120_000);
});
