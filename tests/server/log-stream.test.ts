import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { asyncLogStream, withRedaction } from '../../server/http/index';

describe('the server log is written off the request path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-stream-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('buffers request lines instead of writing each one, and flushes them all, redacted', async () => {
    const file = join(dir, 'server.log');
    const stream = asyncLogStream(file, 4096, 60_000);
    const app = Fastify({ logger: withRedaction({ level: 'info', stream }) as never });
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    await new Promise((ok) => setTimeout(ok, 50)); // the file opens asynchronously
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: `/ping?accesstoken=secret${i}` })).statusCode).toBe(200);
    // Six lines (incoming, completed) are far below the buffer: nothing written yet.
    expect(statSync(file).size).toBe(0);
    stream.flushSync();
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(3);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(3);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('secret');
    expect(text).toContain('accesstoken=[redacted]');
    await app.close();
  });

  it('shows the lines of a quiet server within about a second, without a flush', async () => {
    const file = join(dir, 'quiet.log');
    const stream = asyncLogStream(file);
    const app = Fastify({ logger: withRedaction({ level: 'info', stream }) as never });
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ url: '/ping' });
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 5000, interval: 100 }).toContain('request completed');
    await app.close();
  });
});
