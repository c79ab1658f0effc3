import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, CODES } from '../errors';
import { translate, type MessageKey, type ServerLang } from '../i18n';

/** The spec's response envelope (spec 000 section 8). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: CODES.ok, msg: translate(request.lang, 'ok'), data };
}

/** `ok` around `data` already serialised (`JSON.stringify`): the same bytes, sent as they are. */
export function okSerialised(request: FastifyRequest, reply: FastifyReply, data: string): string {
  reply.type('application/json; charset=utf-8');
  return `{"code":${CODES.ok},"msg":${JSON.stringify(translate(request.lang, 'ok'))},"data":${data}}`;
}

/** A parameter given as `{ messageKey }` is itself translated (a state name inside a message). */
function translatedParams(params: Record<string, unknown>, lang: ServerLang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    const key = v && typeof v === 'object' ? (v as { messageKey?: MessageKey }).messageKey : undefined;
    out[k] = key ? translate(lang, key) : v;
  }
  return out;
}

export function toErrorEnvelope(error: AppError, lang: ServerLang): Envelope {
  return { code: error.code, msg: translate(lang, error.key, translatedParams(error.params, lang)), data: error.data };
}
