import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEMO_PASSWORD, type OpenedDatabase } from '@server';
import type { TestDatabase } from '../support/databases';
import type { Envelope, PostOptions } from '../support/harness';
import { enginePack } from './engine-pack';

/** A seeded server with an injectable clock and the engine test pack installed. */
export interface EngineHarness {
  app: FastifyInstance;
  /** The database itself, for checks the API cannot make (rows an import staged). */
  db: OpenedDatabase;
  /** Set `clock.now` to move the server's date source. */
  clock: { now: number };
  post<T = any>(path: string, body?: unknown, options?: PostOptions & { headers?: Record<string, string> }): Promise<Envelope<T>>;
  token(userName: string): Promise<string>;
  upload(path: string, token: string, fields: Record<string, string>, file?: { name: string; type?: string; bytes: Buffer }, headers?: Record<string, string>): Promise<Envelope>;
  download(path: string, token: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>;
  close(): Promise<void>;
}

export const MARCH_1 = Date.UTC(2024, 2, 1, 4); // 12:00 in Shanghai

/** A multipart body: fields first (so limits apply while streaming), then the file. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type?: string; bytes: Buffer }) {
  const boundary = `----b${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function createEngineHarness(target: TestDatabase): Promise<EngineHarness> {
  const { db, dataDir, drop } = await target.create();
  const clock = { now: MARCH_1 };
  const app = await buildApp({ db, dataDir, distDir: `${dataDir}/no-dist`, clock: () => clock.now });
  const tokens = new Map<string, Promise<string>>();

  const post = async <T>(path: string, body: unknown = {}, o: PostOptions & { headers?: Record<string, string> } = {}): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.token) headers.accesstoken = o.token;
    if (o.lang) headers.lang = o.lang;
    const res = await app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify(body) });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${path}: ${res.body}`);
    return res.json() as Envelope<T>;
  };
  const token = (userName: string) => {
    let t = tokens.get(userName);
    if (!t) {
      t = post<{ token: string }>('/api/auth/login', { userName, password: DEMO_PASSWORD }).then((r) => {
        if (r.code !== 0) throw new Error(`login ${userName}: ${r.msg}`);
        return r.data.token;
      });
      tokens.set(userName, t);
    }
    return t;
  };
  const admin = await token('admin');
  const installed = await post('/api/pack/install', { pack: enginePack() }, { token: admin });
  if (installed.code !== 0) throw new Error(`install: ${JSON.stringify(installed)}`);

  return {
    app, db, clock, post, token,
    async upload(path, tok, fields, file, headers = {}) {
      const { payload, contentType } = multipartBody(fields, file);
      const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': contentType, accesstoken: tok, lang: 'en-US', ...headers }, payload });
      return res.json() as Envelope;
    },
    async download(path, tok) {
      const res = await app.inject({ method: 'GET', url: path, headers: { accesstoken: tok } });
      return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
