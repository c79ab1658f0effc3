export { registerErrorHandling, registerJsonParser, toAppError } from './error-handler';
export { registerSessionHook } from './session-hook';
export { registerNotFound } from './not-found';
export { registerSecurityHeaders, SECURITY_HEADERS, CONTENT_SECURITY_POLICY } from './security-headers';
export { registerOpenApi, registerOpenApiRoute } from './openapi';
export { ok, toErrorEnvelope } from './envelope';
export type { Envelope } from './envelope';
export { sessionOf } from './context';
export type { SessionContext, RouteAccess } from './context';
