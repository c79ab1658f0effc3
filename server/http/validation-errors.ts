import type { FastifySchemaValidationError } from 'fastify';
import { errors, type AppError } from '../errors';

function fieldPath(context: string | undefined, instancePath: string, extra?: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (extra) segments.push(extra);
  const where = segments.join('.');
  return where || context || 'body';
}

/** Turns the first ajv error of a route schema into a clear, translatable 400. */
export function toBadRequest(validation: FastifySchemaValidationError[], context?: string): AppError {
  const e = validation[0];
  if (!e) return errors.badRequest(context ?? 'body');
  const params = (e.params ?? {}) as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') {
    return errors.unknownField(fieldPath(context, e.instancePath, String(params.additionalProperty)));
  }
  if (e.keyword === 'required') {
    return errors.missingField(fieldPath(context, e.instancePath, String(params.missingProperty)));
  }
  return errors.invalidField(fieldPath(context, e.instancePath), e.message ?? e.keyword);
}
