import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortBound } from './support/global-setup';
import { apiSignIn } from './support/packs';
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
});
