import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../../data';
import { errors } from '../../errors';
import { closedObject, emptyBody, ok, routeSchema, shortText } from '../../http';
import type { OidcConfig } from './config';
import { finishOidcSignIn, startOidcSignIn } from './flow';

/** Where the provider sends the browser back: the configured URI, else this site's `/loading-login-sso` page (spec 000 section 2.2). */
function redirectUriOf(config: OidcConfig, request: FastifyRequest): string {
  return config.redirectUri ?? `${request.protocol}://${request.host}/loading-login-sso`;
}

/**
 * Single sign-on through an OpenID Connect provider (spec 000 sections 1, 7.1:
 * `getCasdoorSigninUrl`, `codeByCasDoorLogin` with query code and tenantId).
 */
export function registerOidcRoutes(app: FastifyInstance, data: DataAccess, config: OidcConfig | undefined): void {
  const required = () => {
    if (!config) throw errors.ssoNotConfigured();
    return config;
  };

  app.post('/api/auth/getSsoOptions', {
    config: { access: 'public' }, schema: routeSchema('auth', 'Whether single sign-on is on, and its button text', emptyBody),
  }, async (request) => ok(request, config ? { enabled: true, label: config.label } : { enabled: false, label: '' }));

  app.post<{ Body: { tenantId?: string } }>('/api/auth/getCasdoorSigninUrl', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Start single sign-on: the provider\'s sign-in URL (state, nonce and PKCE kept 10 minutes, once)',
      closedObject({ tenantId: shortText(64, 1) })),
  }, async (request) => {
    const c = required();
    const started = await startOidcSignIn(data, c, { address: request.ip, redirectUri: redirectUriOf(c, request), tenantId: request.body.tenantId });
    return ok(request, started);
  });

  app.post<{ Querystring: { code: string; state: string; tenantId?: string } }>('/api/auth/codeByCasDoorLogin', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Finish single sign-on with the code and state the provider sent back; answers a token', emptyBody, {
      querystring: closedObject({ code: shortText(2048, 1), state: shortText(200, 20), tenantId: shortText(64, 1) }, ['code', 'state']),
    }),
  }, async (request) => {
    const c = required();
    const { code, state, tenantId } = request.query;
    return ok(request, { token: await finishOidcSignIn(data, c, { code, state, tenantId, address: request.ip }) });
  });
}
