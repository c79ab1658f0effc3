import type { FastifyRequest } from 'fastify';
import { AppError, CODES } from '../errors';
import { translate, type ServerLang } from '../i18n';

/** The spec's response envelope (spec 000 section 8). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: CODES.ok, msg: translate(request.lang, 'ok'), data };
}

export function toErrorEnvelope(error: AppError, lang: ServerLang): Envelope {
  return { code: error.code, msg: translate(lang, error.key, error.params), data: error.data };
}
