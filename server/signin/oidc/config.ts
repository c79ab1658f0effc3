/**
 * Single sign-on through an OpenID Connect provider (docs/security.md "Single sign-on").
 * Read from the environment at start:
 * - `OIDC_ISSUER` (turns it on), `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` (optional: a public client uses PKCE alone)
 * - `OIDC_REDIRECT_URI` (default: `<the page's origin>/loading-login-sso`), `OIDC_SCOPE` (default `openid profile phone`)
 * - `OIDC_LABEL` (the sign-in button's text), `OIDC_PROVISION_TENANT` and `OIDC_PROVISION_ROLE` (default `staff`):
 *   when set, a provider identity matching nobody becomes a new member of that company.
 */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri?: string;
  scope: string;
  label: string;
  provisionTenant?: string;
  provisionRole: string;
}

export function oidcConfigFrom(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  return {
    issuer, clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || undefined,
    scope: env.OIDC_SCOPE?.trim() || 'openid profile phone',
    label: env.OIDC_LABEL?.trim() || 'SSO',
    provisionTenant: env.OIDC_PROVISION_TENANT?.trim() || undefined,
    provisionRole: env.OIDC_PROVISION_ROLE?.trim() || 'staff',
  };
}
