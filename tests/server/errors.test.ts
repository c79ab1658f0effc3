import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, openDatabase, type OpenedDatabase } from '@server';
import { translate, toServerLang } from '../../server/i18n/index';
import { messages } from '../../server/i18n/messages';

describe('unexpected errors and the message catalogue', () => {
  let app: FastifyInstance;
  let db: OpenedDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'server-errors-'));
    db = openDatabase({ file: join(dir, 'app.sqlite') });
    app = await buildApp({ db, dataDir: dir, distDir: join(dir, 'none'), seed: false });
    app.post('/api/test/boom', { config: { access: 'public' }, schema: { body: { type: 'object' } } }, async () => {
      throw new Error('secret internals at /work/main/server/x.ts:12');
    });
    app.post('/api/test/db', { config: { access: 'public' }, schema: { body: { type: 'object' } } }, async () => {
      await db.db.insertInto('tenants').values({ id: 'a', corp_name: 'A', logo_url: null, setting_flag: 1, agent_status: 0, created_at: 1 }).execute();
      await db.db.insertInto('tenants').values({ id: 'a', corp_name: 'A', logo_url: null, setting_flag: 1, agent_status: 0, created_at: 1 }).execute();
      return {};
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers code 500 with a translated message and no stack', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/boom', payload: {}, headers: { lang: 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: 'Internal server error', data: null });
    const dbError = await app.inject({ method: 'POST', url: '/api/test/db', payload: {} });
    expect(dbError.json()).toEqual({ code: 500, msg: '系统内部错误', data: null });
    expect(dbError.body).not.toContain('UNIQUE');
  });

  it('answers code 4 on a protected route of an unseeded server', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sys/getMenuTreetByUser', payload: {} });
    expect(res.json().code).toBe(4);
  });

  it('has every message in the four shell languages', () => {
    for (const [key, texts] of Object.entries(messages)) {
      expect(Object.keys(texts).sort(), key).toEqual(['en-US', 'ru-RU', 'zh-CN', 'zh-TW']);
    }
    expect(toServerLang('ru')).toBe('ru-RU');
    expect(toServerLang('zh-Hant')).toBe('zh-TW');
    expect(toServerLang(undefined)).toBe('zh-CN');
    expect(translate('en-US', 'functionNotFound', { code: 'x' })).toBe('Function x does not exist');
  });
});
