import { unwrapEnvelope } from './envelope';
import type { Envelope, EnvelopeOptions } from './envelope';
import { handlers } from './handlers';
import { RequestError, TRANSPORT_ERROR_CODE } from './RequestError';
import { showErrorToast } from './toast';
import { getToken, setToken } from './tokenStorage';

/** Default timeout of the main shell (spec 000 section 9). */
export const REQUEST_TIMEOUT_MS = 120_000;

export interface RequestOptions extends EnvelopeOptions {
  timeoutMs?: number;
}

async function send(url: string, body: unknown, token: string | null, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', lang: handlers.getLanguage() };
  if (token) headers.accesstoken = token;
  try {
    return await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      credentials: 'include',
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

function transportFailure(error: unknown, options: RequestOptions): RequestError {
  const timedOut = error instanceof DOMException && error.name === 'AbortError';
  const text = handlers.translate(timedOut ? 'request.timeout' : 'request.error');
  if (!options.silent) showErrorToast(text);
  return new RequestError(TRANSPORT_ERROR_CODE, text);
}

/**
 * POSTs JSON to the API and unwraps the `{code, msg, data}` envelope. Sends `accesstoken`
 * and `lang`, adopts a renewed token from the response header, times out after 120 s.
 */
export async function post<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await postOnce<T>(url, body, options);
    } catch (error) {
      // Spec 000 section 4.2: a call refused by the idle lock (code 18) is repeated once the user unlocks.
      if (!(error instanceof RequestError) || error.code !== 18 || attempt >= MAX_LOCK_RETRIES) throw error;
      await handlers.waitForUnlock();
    }
  }
}

/** A call is repeated after at most this many unlocks. */
const MAX_LOCK_RETRIES = 3;

async function postOnce<T>(url: string, body: unknown, options: RequestOptions): Promise<T> {
  let envelope: Envelope<T>;
  const sent = getToken();
  // Whether the tab still holds the token this call was sent with (a company switch or a new
  // sign-in may have replaced it while the call was on its way).
  const current = () => getToken() === sent;
  try {
    const response = await send(url, body, sent, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const renewed = response.headers.get('accesstoken');
    if (renewed && current()) setToken(renewed);
    envelope = (await response.json()) as Envelope<T>;
    if (typeof envelope?.code !== 'number') throw new Error('not an envelope');
  } catch (error) {
    throw transportFailure(error, options);
  }
  // "Session invalid" about a token already replaced says nothing of the session the tab has now:
  // it must not sign the tab out (the old session of a company switch ends on purpose).
  if (envelope.code === SESSION_INVALID_CODE && !current()) throw new RequestError(envelope.code, envelope.msg ?? '', envelope.data);
  return unwrapEnvelope(envelope, options);
}

const SESSION_INVALID_CODE = 4;
