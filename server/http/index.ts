export { registerErrorHandling, registerJsonParser, toAppError } from './error-handler';
export { registerNotFound } from './not-found';
export { registerOpenApi, registerOpenApiRoute } from './openapi';
export { ok, toErrorEnvelope } from './envelope';
export type { Envelope } from './envelope';
export { sessionOf } from './context';
export type { SessionContext, RouteAccess } from './context';
export { closedObject, emptyBody, idSchema, pagingProps, routeSchema, shortText } from './schemas';
export type { JsonSchema } from './schemas';
