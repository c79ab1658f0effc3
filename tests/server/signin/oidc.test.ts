import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider';

describe.each(databases())('single sign-on through OpenID Connect ($name)', { timeout: 240_000 }, (target) => {
  let h: Harness;
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await startTestOidcProvider();
    idp.users.set('alice', { sub: 'idp-alice', name: 'Alice at IdP', phone_number: '+86 138 0000 0002', phone_number_verified: true });
    idp.users.set('claimer', { sub: 'idp-claimer', name: 'Claims Carol', phone_number: '13800000004', phone_number_verified: false });
    idp.users.set('newbie', { sub: 'idp-newbie', name: 'Nina New' });
    h = await createHarness(target, {
      oidc: {
        issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scope: 'openid profile phone', label: 'Test IdP',
        redirectUri: 'http://127.0.0.1:9/loading-login-sso', provisionRole: 'staff',
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await idp?.close();
  });

  /** Starts a sign-in, approves it at the provider as `login`, and answers the code and state sent back. */
  const roundTrip = async (login: string) => {
    const started = await h.post('/api/auth/getCasdoorSigninUrl', {});
    expect(started.code).toBe(0);
    const back = new URL(await idp.approve(started.data.url, login));
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, sentState: started.data.state as string, url: new URL(started.data.url) };
  };
  const finish = (code: string, state: string, tenantId?: string) =>
    h.post(`/api/auth/codeByCasDoorLogin?${new URLSearchParams({ code, state, ...(tenantId ? { tenantId } : {}) })}`, {});
  const whoAmI = async (token: string) => (await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token })).data;

  it('tells the sign-in page the button text, and starts with state, nonce and an S256 PKCE challenge', async () => {
    expect((await h.post('/api/auth/getSsoOptions', {})).data).toEqual({ enabled: true, label: 'Test IdP' });
    const { url, sentState, state } = await roundTrip('alice');
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code', client_id: idp.clientId, redirect_uri: 'http://127.0.0.1:9/loading-login-sso', scope: 'openid profile phone',
      state: sentState, code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(state).toBe(sentState);
  });

  it('signs in the user whose mobile equals a verified phone claim, links them, and a state works once', async () => {
    const { code, state } = await roundTrip('alice');
    const res = await finish(code, state);
    expect(res.code).toBe(0);
    expect(await whoAmI(res.data.token)).toMatchObject({ userName: 'alice', tenantId: 'acme' });
    const link = await h.db.selectFrom('user_identities').selectAll().where('subject', '=', 'idp-alice').executeTakeFirstOrThrow();
    expect(link.issuer).toBe(idp.issuer);
    // Replaying the same state (and code) is refused.
    expect((await finish(code, state)).code).toBe(401);
    // Linked now: the next sign-in finds alice by her subject even when the phone claim changes.
    idp.users.set('alice', { sub: 'idp-alice', name: 'Alice at IdP' });
    const next = await roundTrip('alice');
    expect(await whoAmI((await finish(next.code, next.state)).data.token)).toMatchObject({ userName: 'alice' });
  });

  it('refuses an unknown or forged state, a wrong nonce, a foreign signature, another audience or issuer', async () => {
    const first = await roundTrip('alice');
    expect((await finish(first.code, 'x'.repeat(43))).code).toBe(401);
    const cases: Array<Partial<TestOidcProvider['tamper']>> = [
      { nonce: 'not-the-nonce' }, { foreignKey: true }, { audience: 'someone-else' }, { issuer: 'http://127.0.0.1:1' },
    ];
    for (const tamper of cases) {
      Object.assign(idp.tamper, tamper);
      try {
        const { code, state } = await roundTrip('alice');
        const res = await finish(code, state, undefined);
        expect(res, JSON.stringify(tamper)).toMatchObject({ code: 401, msg: '单点登录失败，请重新登录' });
      } finally {
        for (const k of Object.keys(idp.tamper)) delete (idp.tamper as Record<string, unknown>)[k];
      }
    }
    // A state from another address is refused as well.
    const { code, state } = await roundTrip('alice');
    const res = await h.app.inject({ method: 'POST', url: `/api/auth/codeByCasDoorLogin?code=${code}&state=${state}`, remoteAddress: '10.9.9.9', payload: {} });
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('never matches by an unverified phone claim; without provisioning such a person is refused', async () => {
    const { code, state } = await roundTrip('claimer');
    const res = await h.post(`/api/auth/codeByCasDoorLogin?code=${code}&state=${state}`, {}, { lang: 'en-US' });
    expect(res).toMatchObject({ code: 403, msg: 'No account is linked to this identity; ask your administrator' });
    expect(await h.db.selectFrom('user_identities').selectAll().where('subject', '=', 'idp-claimer').execute()).toEqual([]);
  });

  it('answers "not configured" when no provider is set', async () => {
    const bare = await createHarness(target);
    try {
      expect((await bare.post('/api/auth/getSsoOptions', {})).data).toEqual({ enabled: false, label: '' });
      expect((await bare.post('/api/auth/getCasdoorSigninUrl', {})).code).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe.each(databases())('single sign-on provisioning ($name)', { timeout: 240_000 }, (target) => {
  it('makes a new member of the configured company with the configured role', async () => {
    const idp = await startTestOidcProvider();
    idp.users.set('newbie', { sub: 'idp-newbie', name: 'Nina New' });
    const h = await createHarness(target, {
      oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scope: 'openid', label: 'IdP', redirectUri: 'http://127.0.0.1:9/cb', provisionTenant: 'globex', provisionRole: 'staff' },
    });
    try {
      const started = await h.post('/api/auth/getCasdoorSigninUrl', {});
      const back = new URL(await idp.approve(started.data.url, 'newbie'));
      const res = await h.post(`/api/auth/codeByCasDoorLogin?${back.searchParams}`, {});
      expect(res.code).toBe(0);
      const me = (await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: res.data.token })).data;
      expect(me).toMatchObject({ tenantId: 'globex', fullName: 'Nina New', roles: ['staff'] });
      expect(me.userName).toMatch(/^sso_[0-9a-f]{16}$/);
      // No password: the account cannot be signed in with an empty or guessed one.
      expect((await h.login(me.userName, 'Demo1234')).code).toBe(401);
    } finally {
      await h.close();
      await idp.close();
    }
  });
});
