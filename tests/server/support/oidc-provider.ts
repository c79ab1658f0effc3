import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** Claims the test provider puts in an id_token for one of its users. */
export interface TestIdentity {
  sub: string;
  name: string;
  phone_number?: string;
  phone_number_verified?: boolean;
}

/** Ways the test provider can misbehave, to prove the product refuses them. */
export interface Tampering {
  nonce?: string;
  audience?: string;
  issuer?: string;
  /** Sign with a key that is not in the published key set. */
  foreignKey?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, TestIdentity>;
  tamper: Tampering;
  /** Approves an authorization request as `login` (what the consent page's button does); answers the redirect URL back to the product. */
  approve(authorizeUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

interface Grant { clientId: string; redirectUri: string; nonce: string; challenge: string; login: string; used: boolean }

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 64 * 1024) throw new Error('too large');
  }
  return new URLSearchParams(text);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small OpenID Connect provider for tests, built with jose: discovery, JWKS,
 * an authorization endpoint with a consent page, and a token endpoint that
 * checks the client secret, the redirect URI and the PKCE verifier, and signs
 * id_tokens with RS256. Accepts redirect URIs on 127.0.0.1 only.
 */
export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const users = new Map<string, TestIdentity>();
  const tamper: Tampering = {};
  const clientId = 'lowcode-test';
  const clientSecret = randomBytes(16).toString('hex');
  let issuer = '';

  const validRedirect = (uri: string | null) => !!uri && /^http:\/\/127\.0\.0\.1:\d+\//.test(uri);

  const grant = (params: URLSearchParams, login: string): string => {
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== clientId || !validRedirect(redirectUri) || params.get('response_type') !== 'code'
      || params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge') || !users.has(login)) throw new Error('bad authorization request');
    const code = randomBytes(24).toString('base64url');
    grants.set(code, { clientId, redirectUri, nonce: params.get('nonce') ?? '', challenge: params.get('code_challenge') ?? '', login, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    return back.toString();
  };

  const sign = async (g: Grant): Promise<string> => {
    const who = users.get(g.login)!;
    const key: CryptoKey = tamper.foreignKey ? foreign.privateKey : privateKey;
    return new SignJWT({ ...who, nonce: tamper.nonce ?? g.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(tamper.issuer ?? issuer).setAudience(tamper.audience ?? g.clientId)
      .setIssuedAt().setExpirationTime('5m').sign(key);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'], token_endpoint_auth_methods_supported: ['client_secret_basic'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize' && req.method === 'GET') {
        const hidden = [...url.searchParams].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
        const buttons = [...users.entries()].map(([login, u]) => `<button name="login" value="${escape(login)}" data-testid="idp-approve-${escape(login)}">Continue as ${escape(u.name)}</button>`).join('');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><html><head><title>Test IdP</title><style>body{font:15px sans-serif;background:#f4f6fb;display:grid;place-items:center;height:100vh;margin:0}form{background:#fff;padding:32px 40px;border-radius:12px;box-shadow:0 4px 24px #0001;min-width:320px}h1{font-size:20px;margin:0 0 8px}p{color:#555}button{display:block;width:100%;margin-top:12px;padding:10px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:15px;cursor:pointer}</style></head><body><form method="post" action="/authorize"><h1>Test Identity Provider</h1><p>Sign in to continue to the product</p>${hidden}${buttons}</form></body></html>`);
      }
      if (url.pathname === '/authorize' && req.method === 'POST') {
        const params = await readBody(req);
        res.writeHead(302, { location: grant(params, params.get('login') ?? '') });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const params = await readBody(req);
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        const [id, secret] = basic.split(':').map(decodeURIComponent);
        const g = grants.get(params.get('code') ?? '');
        const verifier = params.get('code_verifier') ?? '';
        if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
        if (!g || g.used || params.get('grant_type') !== 'authorization_code' || params.get('redirect_uri') !== g.redirectUri
          || createHash('sha256').update(verifier).digest('base64url') !== g.challenge) return json(400, { error: 'invalid_grant' });
        g.used = true;
        return json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: await sign(g) });
      }
      json(404, { error: 'not_found' });
    })().catch((err: Error) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_request', error_description: err.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    get issuer() { return issuer; },
    clientId, clientSecret, users, tamper,
    async approve(authorizeUrl, login) {
      const params = new URL(authorizeUrl).searchParams;
      params.set('login', login);
      const res = await fetch(`${issuer}/authorize`, { method: 'POST', body: params, redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`approve failed: ${res.status} ${await res.text()}`);
      return location;
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
