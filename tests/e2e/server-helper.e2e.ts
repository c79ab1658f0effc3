import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortBound } from './support/global-setup';
import { apiPost, apiSignIn } from './support/packs';
import { startServer, templateVariable } from './support/server';

describe('browser-test server helper', () => {
  it('stop() ends every process it started: the port is free afterwards', async () => {
    const server = await startServer();
    const port = Number(new URL(server.url).port);
    expect(await isPortBound(port)).toBe(true);
    await server.stop();
    expect(await isPortBound(port)).toBe(false);
  });

  it('a server starts from its own copy of the seeded data directory: the demo people sign in, the template stays as it was', async () => {
    const template = process.env[templateVariable({})];
    expect(template).toBeTruthy();
    const before = statSync(join(template!, 'app.sqlite'));
    const server = await startServer();
    try {
      expect(server.dataDir).not.toBe(template);
      expect(await apiSignIn(server.url, 'alice')).toBeTruthy();
    } finally {
      await server.stop();
    }
    const after = statSync(join(template!, 'app.sqlite'));
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
  });

  it('runs the bundle `npm start` runs, and its worker threads load from beside it', async () => {
    const server = await startServer();
    try {
      const health = await fetch(`${server.url}/api/openapi.json`);
      expect(health.ok).toBe(true);
      const token = await apiSignIn(server.url, 'alice');
      // a "contains" filter sends the page and its count to the read pool's worker thread
      const page = await apiPost<{ total: number; records: unknown[] }>(server.url, token, '/api/fn/reimbursement/page', { current: 1, size: 10, filters: { project: 'no such project' } });
      expect(page).toMatchObject({ total: 0, records: [] });
    } finally {
      await server.stop();
    }
  });
});
