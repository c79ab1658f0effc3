import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../scripts/build/precompress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

describe.each(databases())('envelope, bad bodies, OpenAPI and the web app ($name)', (target) => {
  let h: Harness;
  let alice: string;
  let distDir: string;
  const recordCount = async () => (await h.db.selectFrom('fn_records').select('id').execute()).length;

  beforeAll(async () => {
    distDir = join(process.env.TMPDIR ?? '/tmp', `dist-${process.pid}-${Date.now()}`);
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'assets', 'big-abc123.js'), `export const rows = [${'"row",'.repeat(400)}];`);
    precompressDir(distDir);
    h = await createHarness(target, { distDir });
    alice = await h.token('alice');
  });
  afterAll(async () => { await h?.close(); });

  it('answers 400 for bad JSON, unknown fields and wrong types, and writes nothing', async () => {
    const before = await recordCount();
    const save = '/api/fn/reimbursement/save';
    const badJson = await h.post(save, undefined, { token: alice, raw: '{"data": {', lang: 'en-US' });
    expect(badJson).toEqual({ code: 400, msg: 'The request body is not valid JSON', data: null });
    const unknown = await h.post(save, { data: reimbursement(), extra: 1 }, { token: alice, lang: 'en-US' });
    expect(unknown).toMatchObject({ code: 400, msg: 'Bad request: unknown field extra' });
    const wrongType = await h.post(save, { data: 'not an object' }, { token: alice });
    expect(wrongType.code).toBe(400);
    expect(wrongType.msg).toContain('data');
    const wrongId = await h.post(save, { id: '1', data: reimbursement() }, { token: alice });
    expect(wrongId.code).toBe(400);
    const missing = await h.post(save, {}, { token: alice, lang: 'ru-RU' });
    expect(missing.msg).toBe('Неверный запрос: отсутствует поле data');
    const plain = await h.post(save, undefined, { token: alice, raw: 'hello', contentType: 'text/plain' });
    expect(plain.code).toBe(400);
    const proto = await h.post(save, undefined, { token: alice, raw: '{"data": {"__proto__": {"x": 1}}}' });
    expect(proto.code).toBe(400);
    for (const r of [badJson, unknown, wrongType, wrongId, missing, plain, proto]) expect(r.msg).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await recordCount()).toBe(before);
  });

  it('answers 413 for an oversize body and writes nothing', async () => {
    const before = await recordCount();
    const res = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ reason: 'x'.repeat(1_100_000) }) }, { token: alice, lang: 'en-US' });
    expect(res).toEqual({ code: 413, msg: 'The request body is too large', data: null });
    expect(await recordCount()).toBe(before);
  });

  it('treats an empty body as {} and answers unknown /api paths with the 404 envelope', async () => {
    const empty = await h.app.inject({ method: 'POST', url: '/api/tenant/queryCurrentTenant', headers: { accesstoken: alice } });
    expect(empty.json().code).toBe(0);
    const emptyJson = await h.post('/api/tenant/queryCurrentTenant', undefined, { token: alice, raw: '' });
    expect(emptyJson.code).toBe(0);
    const unknown = await h.app.inject({ method: 'POST', url: '/api/no/such/route' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('publishes an OpenAPI document of every route, each POST with a body schema', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/auth/login', '/api/auth/logout', '/api/auth/checkUserPwd', '/api/admin/user/getCurrentHrUserInfo',
      '/api/admin/user/queryUserList', '/api/admin/user/getUserTenantByMobile', '/api/admin/user/switchTenant',
      '/api/tenant/queryCurrentTenant', '/api/sys/getMenuTreetByUser', '/api/pack/install',
      '/api/fn/{code}/meta', '/api/fn/{code}/page', '/api/fn/{code}/detail', '/api/fn/{code}/save', '/api/fn/{code}/delete',
    ]) expect(paths).toContain(p);
    for (const p of paths) expect(doc.paths[p].post.requestBody, p).toBeDefined();
    expect(doc.paths['/api/fn/{code}/page'].post.requestBody.content['application/json'].schema.properties.size.enum).toEqual([10, 20, 50]);
  });

  it('serves the web app with a single-page fallback outside /api', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const route = await h.app.inject({ method: 'GET', url: '/fn/reimbursement?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.body).toContain('<title>shell</title>');
    const api = await h.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.json().code).toBe(404);
  });

  it('sends the precompressed brotli or gzip copy as the client accepts, hashed assets immutable, index.html revalidated', async () => {
    const url = '/assets/big-abc123.js';
    const plain = await h.app.inject({ method: 'GET', url });
    const source = plain.body;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    expect(br.rawPayload.length).toBeLessThan(source.length / 10);

    const gz = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);

    for (const path of ['/', '/login', '/fn/reimbursement']) {
      const page = await h.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-type'], path).toContain('text/html');
    }
  });
});
