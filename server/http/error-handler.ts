import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';
import { toErrorEnvelope } from './envelope';
import { toBadRequest } from './validation-errors';
import { ExpressionError, expressionErrorText } from '../engine';
import { DuplicateValuesError } from '../data';
import type { ServerLang } from '../i18n';

/** Maps anything thrown while handling a request onto a coded error, never leaking a stack. */
export function toAppError(error: unknown, lang: ServerLang = 'zh-CN'): AppError | undefined {
  if (error instanceof AppError) return error;
  // A schema expression that fails where no field is known: a content problem, not a crash.
  if (error instanceof ExpressionError) return errors.expressionFailed(expressionErrorText(error, lang));
  if (error instanceof DuplicateValuesError) return errors.uniqueExisting(error.field, error.values);
  const e = error as FastifyError;
  if (e?.validation) return toBadRequest(e.validation, e.validationContext);
  if (e?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e?.statusCode === 413) return errors.payloadTooLarge();
  if (e?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e instanceof SyntaxError) {
    return errors.badJson();
  }
  if (e?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return errors.badRequest('Content-Type must be application/json');
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return errors.badRequest(e.code ?? 'request');
  return undefined;
}

/** Every error under /api answers HTTP 200 with the envelope; unexpected ones are logged as 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let appError = toAppError(error, request.lang ?? 'zh-CN');
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      appError = errors.internal();
    }
    reply.code(200).header('content-type', 'application/json; charset=utf-8');
    return reply.send(toErrorEnvelope(appError, request.lang ?? 'zh-CN'));
  });
}

/** Replaces the JSON parser: an empty body means `{}`, bad JSON is a coded 400, prototype poisoning is refused. */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '{}' || !text.trim()) return done(null, {});
    parse(request, text, (err, value) => (err ? done(errors.badJson(), undefined) : done(null, value)));
  });
}
