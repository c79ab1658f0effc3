import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError, errors } from '../errors';

/**
 * What the multipart parser threw, as a coded error: its own plain errors
 * ("Unexpected end of form", "Malformed part header") mean a malformed body (400);
 * coded errors (limits, AppErrors) keep their meaning.
 */
export function toMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { code?: unknown; statusCode?: unknown };
  if (typeof e?.statusCode === 'number' || typeof e?.code === 'string') return error;
  return errors.badMultipart();
}

/** `request.parts()` whose parser errors become `badMultipart`; errors of the loop body pass through unchanged. */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (e) {
      throw toMultipartError(e);
    }
    if (next.done) return;
    yield next.value;
  }
}
