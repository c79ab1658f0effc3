import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom } from '../../server/http';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

describe('TRUST_PROXY', () => {
  it('reads off, every hop, a hop count, or a list of proxies', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom(' ')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1,')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const twoHops = trustProxyFrom('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

/** Behind a reverse proxy (docs/deploy.md) the client address is the forwarded one, so throttling counts the user's address. */
describe.each(databases())('client address behind a trusted proxy ($name)', (target) => {
  let behind: Harness;
  let direct: Harness;

  beforeAll(async () => {
    process.env.TRUST_PROXY = '127.0.0.1';
    try {
      behind = await createHarness(target);
    } finally {
      delete process.env.TRUST_PROXY;
    }
    direct = await createHarness(target);
  });
  afterAll(async () => {
    await behind?.close();
    await direct?.close();
  });

  const failOnce = (h: Harness) => h.app.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    payload: { userName: 'dave', password: 'wrong-password' },
  });
  const addressKeys = async (h: Harness) =>
    (await h.db.selectFrom('auth_throttle').select('key').execute()).map((r) => r.key).filter((k) => k.startsWith('login:addr:'));

  it('counts a failed sign-in against the forwarded address when the proxy is trusted, else against the peer', async () => {
    await failOnce(behind);
    await failOnce(direct);
    expect(await addressKeys(behind)).toEqual(['login:addr:203.0.113.7']);
    expect(await addressKeys(direct)).toEqual(['login:addr:127.0.0.1']);
  });
});
