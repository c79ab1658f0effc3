import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/** GET /version.json (spec 000 section 7.3) and the browser error log (section 8.3). */
describe.each(databases())('shell services ($name)', (target) => {
  let h: Harness;
  let dist = '';
  beforeAll(async () => {
    h = await createHarness(target);
    dist = join(h.dataDir, 'no-dist');
    mkdirSync(dist, { recursive: true });
  });
  afterAll(async () => { await h?.close(); });

  it('answers the envelope with data.data the build version, read afresh after a deploy, never cached', async () => {
    writeFileSync(join(dist, 'build-version.json'), JSON.stringify({ version: 'v1' }));
    const first = await h.app.inject({ method: 'GET', url: '/version.json?_t=1700000000000' });
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ code: 0, data: { data: 'v1' } });
    writeFileSync(join(dist, 'build-version.json'), JSON.stringify({ version: 'v2' }));
    expect((await h.app.inject({ method: 'GET', url: '/version.json?_t=2' })).json().data.data).toBe('v2');
    expect((await h.app.inject({ method: 'GET', url: '/version.json?_t=x&evil=1' })).json().code).not.toBe(0);
  });

  it('logs script errors of signed-in users; administrators read them, staff may not; bad input is refused', async () => {
    const alice = await h.token('alice');
    const entry = { type: 'script', code: 0, message: 'TypeError: x is undefined', stack: 'at f (app.js:1:2)', url: 'http://host/workbench' };
    expect((await h.post('/api/sysOplog/saveErrorLogger', entry, { token: alice })).code).toBe(0);
    expect((await h.post('/api/sysOplog/saveErrorLogger', entry)).code).toBe(4);
    expect((await h.post('/api/sysOplog/saveErrorLogger', { ...entry, message: '' }, { token: alice })).code).not.toBe(0);
    expect((await h.post('/api/sysOplog/saveErrorLogger', { ...entry, extra: 1 }, { token: alice })).code).not.toBe(0);
    const admin = await h.token('admin');
    const page = await h.post('/api/sysOplog/errorLoggerPage', { current: 1, size: 10 }, { token: admin });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ type: 'script', code: 0, message: entry.message, stack: entry.stack, url: entry.url });
    expect((await h.post('/api/sysOplog/errorLoggerPage', { current: 1, size: 10 }, { token: alice })).code).not.toBe(0);
    const gadmin = await h.token('gadmin');
    expect((await h.post('/api/sysOplog/errorLoggerPage', { current: 1, size: 10 }, { token: gadmin })).data.total).toBe(0);
  });
});
