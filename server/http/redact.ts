import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (session tokens, tickets). */
const SECRET_PARAMS = /([?&](?:accesstoken|token|ticket|authCode|password)=)[^&#]*/gi;

/** The URL with every secret query value replaced, as it may appear in a log line. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The request as the log writes it: no headers (they carry `accesstoken`), the URL redacted. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}

/**
 * Logger options with the request serializer that keeps tokens and tickets
 * out of every log line (`false` stays off).
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: { ...(base as { serializers?: object }).serializers, req: requestForLog as never },
    redact: { paths: ['req.headers.accesstoken', 'headers.accesstoken', 'accesstoken', 'token', 'password'], censor: '[redacted]' },
  } as FastifyServerOptions['logger'];
}
