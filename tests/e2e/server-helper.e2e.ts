import { describe, expect, it } from 'vitest';
import { isPortBound } from './support/global-setup';
import { startServer } from './support/server';

describe('browser-test server helper', () => {
  it('stop() ends every process it started: the port is free afterwards', async () => {
    const server = await startServer();
    const port = Number(new URL(server.url).port);
    expect(await isPortBound(port)).toBe(true);
    await server.stop();
    expect(await isPortBound(port)).toBe(false);
  });
});
