export { registerOidcRoutes } from './routes';
export { oidcConfigFrom, type OidcConfig } from './config';
export { OIDC_STATE_TTL_MS } from './flow';
