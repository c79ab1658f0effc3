import { handlers } from './handlers';
import { RequestError } from './RequestError';
import type { FieldErrorItem } from './RequestError';
import { showErrorToast } from './toast';

/** The server's answer shape (spec 000 section 8). */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data: T;
}

export interface EnvelopeOptions {
  /** Do not toast errors (the caller shows them itself). */
  silent?: boolean;
}

/** Codes the main shell treats as success without a message. */
const SILENT_SUCCESS = new Set([0, 50001, 9898]);
const SESSION_REDIRECT_DELAY_MS = 800;
let redirectPending = false;

function fieldErrorsOf(data: unknown): FieldErrorItem[] {
  const d = (data ?? {}) as { reqFieldErrorList?: FieldErrorItem[]; reqFormatErrorList?: FieldErrorItem[] };
  return [...(d.reqFieldErrorList ?? []), ...(d.reqFormatErrorList ?? [])];
}

/** Resolves `data` on success; otherwise performs the code's side effect and throws a {@link RequestError}. */
export function unwrapEnvelope<T>(envelope: Envelope<T>, options: EnvelopeOptions = {}): T {
  const { code, msg = '', data } = envelope;
  if (SILENT_SUCCESS.has(code)) return data;

  if (code === 4) {
    handlers.onSessionInvalid();
    if (!redirectPending) {
      redirectPending = true;
      setTimeout(() => {
        redirectPending = false;
        handlers.goToLogin();
      }, SESSION_REDIRECT_DELAY_MS);
    }
    throw new RequestError(code, msg, data);
  }
  if (code === 18) {
    handlers.onIdleLock();
    throw new RequestError(code, msg, data);
  }
  if (code === 14) {
    const fieldErrors = fieldErrorsOf(data);
    const text = fieldErrors.map((e) => e.message).filter(Boolean).join('\n') || msg;
    if (!options.silent) showErrorToast(text);
    throw new RequestError(code, text, data, fieldErrors);
  }
  if (!options.silent) showErrorToast(msg);
  throw new RequestError(code, msg, data);
}
