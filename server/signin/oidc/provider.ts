import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { errors } from '../../errors';
import type { OidcConfig } from './config';

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const DISCOVERY_TTL_MS = 60 * 60_000;
const HTTP_TIMEOUT_MS = 10_000;
const cache = new Map<string, { at: number; metadata: Metadata; jwks: ReturnType<typeof createRemoteJWKSet> }>();

/** The provider's discovery document and key set (cached an hour; the key set refetches itself on an unknown key id). */
export async function providerOf(config: OidcConfig, now = Date.now()) {
  const hit = cache.get(config.issuer);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit;
  const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let metadata: Metadata;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    metadata = await res.json() as Metadata;
  } catch {
    throw errors.ssoFailed();
  }
  // The document must be the issuer's own (OpenID Connect Discovery 4.3).
  if (metadata?.issuer !== config.issuer || !metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) throw errors.ssoFailed();
  const entry = { at: now, metadata, jwks: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS }) };
  cache.set(config.issuer, entry);
  return entry;
}

/** Trades the code (with the PKCE verifier) for tokens at the token endpoint; answers the id_token. */
export async function exchangeCode(config: OidcConfig, code: string, verifier: string, redirectUri: string): Promise<string> {
  const { metadata } = await providerOf(config);
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier, client_id: config.clientId });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (config.clientSecret) {
    const id = encodeURIComponent(config.clientId);
    headers.authorization = `Basic ${Buffer.from(`${id}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`;
  }
  try {
    const res = await fetch(metadata.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    const json = await res.json() as { id_token?: unknown };
    if (!res.ok || typeof json.id_token !== 'string') throw new Error('no id_token');
    return json.id_token;
  } catch {
    throw errors.ssoFailed();
  }
}

/**
 * Verifies the id_token with the provider's published keys: signature, issuer,
 * audience (our client id, `azp` when several), expiry, and the nonce we sent.
 */
export async function verifyIdToken(config: OidcConfig, idToken: string, nonce: string): Promise<JWTPayload & { sub: string }> {
  const { jwks } = await providerOf(config);
  try {
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: config.issuer, audience: config.clientId, clockTolerance: 30,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) throw new Error('no subject');
    if (payload.nonce !== nonce) throw new Error('nonce');
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) throw new Error('azp');
    return payload as JWTPayload & { sub: string };
  } catch {
    throw errors.ssoFailed();
  }
}
