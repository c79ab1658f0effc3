import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';

describe.each(databases())('security headers on every response ($name)', (target) => {
  let h: Harness;

  beforeAll(async () => {
    const distDir = join(process.env.TMPDIR ?? '/tmp', `dist-headers-${process.pid}-${Date.now()}`);
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    h = await createHarness(target, { distDir });
  });
  afterAll(async () => { await h?.close(); });

  it('sends CSP, nosniff, frame and referrer headers on API answers, errors, 404s and the web app', async () => {
    const token = await h.token('alice');
    const responses = await Promise.all([
      h.app.inject({ method: 'POST', url: '/api/tenant/queryCurrentTenant', headers: { accesstoken: token } }),
      h.app.inject({ method: 'POST', url: '/api/tenant/queryCurrentTenant' }),
      h.app.inject({ method: 'POST', url: '/api/fn/reimbursement/save', headers: { accesstoken: token, 'content-type': 'application/json' }, payload: '{"data": {' }),
      h.app.inject({ method: 'POST', url: '/api/no/such/route' }),
      h.app.inject({ method: 'GET', url: '/' }),
      h.app.inject({ method: 'GET', url: '/workbench' }),
      h.app.inject({ method: 'GET', url: '/assets/app.js' }),
      h.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    ]);
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
