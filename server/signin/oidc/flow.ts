import { createHash, randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { hashToken, startSession } from '../../auth';
import { MobileTakenError, type DataAccess } from '../../data';
import { errors } from '../../errors';
import type { OidcConfig } from './config';
import { exchangeCode, providerOf, verifyIdToken } from './provider';

/** A sign-in started at the provider must come back within this time, once. */
export const OIDC_STATE_TTL_MS = 10 * 60_000;
const KIND = 'oidc';
const PER_ADDRESS = 20;

const random = () => randomBytes(32).toString('base64url');

interface Pending { nonce: string; verifier: string; redirectUri: string; tenantId?: string }

/**
 * Starts an authorization-code sign-in: fresh `state`, `nonce` and PKCE verifier
 * (S256), kept server-side under the state's hash; answers the provider's URL.
 */
export async function startOidcSignIn(data: DataAccess, config: OidcConfig, o: { address: string; redirectUri: string; tenantId?: string }, now = Date.now()): Promise<{ url: string; state: string }> {
  const { metadata } = await providerOf(config, now);
  const state = random();
  const pending: Pending = { nonce: random(), verifier: random(), redirectUri: o.redirectUri, tenantId: o.tenantId };
  await data.signIn.trimChallenges(o.address, KIND, PER_ADDRESS, now);
  await data.signIn.addChallenge({ idHash: hashToken(state), kind: KIND, payload: JSON.stringify(pending), address: o.address, now, expiresAt: now + OIDC_STATE_TTL_MS });
  const url = new URL(metadata.authorization_endpoint);
  const params = {
    response_type: 'code', client_id: config.clientId, redirect_uri: o.redirectUri, scope: config.scope, state,
    nonce: pending.nonce, code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'), code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { url: url.toString(), state };
}

/** Digits of a phone claim, without a +86 / 0086 country prefix. */
function localMobile(phone: unknown): string | undefined {
  if (typeof phone !== 'string' || phone.length > 32) return undefined;
  const digits = phone.replace(/[\s()-]/g, '').replace(/^(\+|00)86/, '');
  return /^\d{5,20}$/.test(digits) ? digits : undefined;
}

/**
 * Who an identity is (docs/security.md "Single sign-on"): 1. the user already
 * linked to (issuer, subject); 2. else the user whose mobile equals a
 * *verified* `phone_number` claim, then linked; 3. else, when
 * `OIDC_PROVISION_TENANT` is set, a new member of that company with the
 * `OIDC_PROVISION_ROLE` role, then linked; 4. else refused.
 */
async function matchUser(data: DataAccess, config: OidcConfig, claims: JWTPayload & { sub: string }, now: number): Promise<number> {
  const linked = await data.signIn.findLinkedUser(config.issuer, claims.sub);
  if (linked !== undefined) return linked;
  const mobile = claims.phone_number_verified === true ? localMobile(claims.phone_number) : undefined;
  const byMobile = mobile ? await data.identity.findUserByMobile(mobile) : undefined;
  if (byMobile) {
    await data.signIn.linkIdentity(config.issuer, claims.sub, byMobile.id, now);
    return byMobile.id;
  }
  const tenantId = config.provisionTenant;
  if (!tenantId || !(await data.forTenant(tenantId).users.getTenant())) throw errors.ssoNoAccount();
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined);
  const fullName = text(claims.name) ?? text(claims.preferred_username) ?? text(claims.email) ?? 'SSO';
  const userName = `sso_${createHash('sha256').update(`${config.issuer}\n${claims.sub}`).digest('hex').slice(0, 16)}`;
  return data.transaction(async (tx) => {
    // No password: such a member signs in through the provider (or sets one by "forgot password" with their mobile).
    const id = await tx.identity.createUser({ userName, fullName, mobilePhone: mobile ?? null, passwordHash: '', defaultTenantId: tenantId, now });
    await tx.identity.addMembership(id, tenantId);
    const t = tx.forTenant(tenantId);
    await t.users.assignRole(id, await t.users.ensureRole(config.provisionRole, config.provisionRole));
    await tx.signIn.linkIdentity(config.issuer, claims.sub, id, now);
    return id;
  }).catch((e: unknown) => {
    // Another sign-in gave the mobile an account at the same moment: signing in again links to it.
    throw e instanceof MobileTakenError ? errors.conflict() : e;
  });
}

/**
 * Finishes the sign-in the provider sent back: the state must be one we issued
 * (from this address, unexpired, unused); the code is traded with the PKCE
 * verifier; the id_token is verified (signature by the provider's keys, issuer,
 * audience, nonce). Answers a session token for the matched user.
 */
export async function finishOidcSignIn(data: DataAccess, config: OidcConfig, o: { code: string; state: string; address: string; tenantId?: string }, now = Date.now()): Promise<string> {
  const found = await data.signIn.takeChallenge(hashToken(o.state), KIND, now);
  if (!found || found.address !== o.address) throw errors.ssoFailed();
  const pending = JSON.parse(found.payload) as Pending;
  const idToken = await exchangeCode(config, o.code, pending.verifier, pending.redirectUri);
  const claims = await verifyIdToken(config, idToken, pending.nonce);
  const userId = await matchUser(data, config, claims, now);
  const user = await data.identity.findUser(userId);
  const tenants = await data.identity.listUserTenants(userId);
  const wanted = o.tenantId ?? pending.tenantId ?? user?.default_tenant_id;
  const tenant = tenants.find((t) => t.tenantId === wanted) ?? (o.tenantId ? undefined : tenants[0]);
  if (!tenant) throw errors.tenantNotAllowed();
  return startSession(data, tenant.tenantId, userId, now);
}
