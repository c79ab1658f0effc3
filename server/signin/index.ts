import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import type { SmsProvider } from '../sms';
import { registerOidcRoutes, type OidcConfig } from './oidc';
import { registerPasswordRoutes } from './password-routes';
import { registerTenantChoiceRoutes } from './tenant-routes';

/** Sign-in methods beyond the password (issue 16 item 3): forgot / change password by SMS, single sign-on. */
export function registerSignInRoutes(app: FastifyInstance, data: DataAccess, sms: SmsProvider, oidc: OidcConfig | undefined): void {
  registerPasswordRoutes(app, data, sms);
  registerOidcRoutes(app, data, oidc);
  registerTenantChoiceRoutes(app, data);
}

export { oidcConfigFrom, type OidcConfig } from './oidc';
