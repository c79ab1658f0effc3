import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, DEMO_PASSWORD, type BuildAppOptions, type DB, type Dialect } from '@server';
import type { TestDatabase } from './databases';

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export interface PostOptions {
  token?: string;
  lang?: string;
  /** Sent as-is instead of JSON-encoding `body`. */
  raw?: string;
  contentType?: string;
}

/** One seeded server on one fresh database, driven through fastify.inject. */
export interface Harness {
  app: FastifyInstance;
  db: Kysely<DB>;
  dialect: Dialect;
  /** The server's data directory (files, `sms-outbox.jsonl`). */
  dataDir: string;
  post<T = any>(path: string, body?: unknown, options?: PostOptions): Promise<Envelope<T>>;
  login(userName: string, password?: string, tenantId?: string): Promise<Envelope<{ token: string }>>;
  /** A signed-in token for a demo user (cached: scrypt is deliberately slow). */
  token(userName: string): Promise<string>;
  close(): Promise<void>;
}

export async function createHarness(target: TestDatabase, options: { distDir?: string; oidc?: BuildAppOptions['oidc'] } = {}): Promise<Harness> {
  const { db, dataDir, drop } = await target.createSeeded();
  const app = await buildApp({ db, dataDir, distDir: options.distDir ?? `${dataDir}/no-dist`, oidc: options.oidc ?? null });
  const tokens = new Map<string, Promise<string>>();

  const post = async <T>(path: string, body: unknown = {}, o: PostOptions = {}): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { 'content-type': o.contentType ?? 'application/json' };
    if (o.token) headers.accesstoken = o.token;
    if (o.lang) headers.lang = o.lang;
    const res = await app.inject({ method: 'POST', url: path, headers, payload: o.raw ?? JSON.stringify(body) });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${path}: ${res.body}`);
    return res.json() as Envelope<T>;
  };

  const login = (userName: string, password = DEMO_PASSWORD, tenantId?: string) =>
    post<{ token: string }>('/api/auth/login', tenantId ? { userName, password, tenantId } : { userName, password });

  const token = (userName: string) => {
    let t = tokens.get(userName);
    if (!t) {
      t = login(userName).then((r) => {
        if (r.code !== 0) throw new Error(`login ${userName}: ${r.msg}`);
        return r.data.token;
      });
      tokens.set(userName, t);
    }
    return t;
  };

  return {
    app, db: db.db, dialect: db.dialect, dataDir, post, login, token,
    async close() {
      await app.close();
      await drop();
    },
  };
}
