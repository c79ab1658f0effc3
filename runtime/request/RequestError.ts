/** One entry of `reqFieldErrorList` / `reqFormatErrorList` (code 14). */
export interface FieldErrorItem {
  fields: string;
  fieldStr?: string;
  message: string;
  index?: number;
}

/** Code the client uses for failures that never reached an envelope (network, timeout, bad JSON). */
export const TRANSPORT_ERROR_CODE = -1;

/** Every rejected call carries the envelope code, the message and, for code 14, the field errors. */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly fieldErrors: FieldErrorItem[] = [],
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}
